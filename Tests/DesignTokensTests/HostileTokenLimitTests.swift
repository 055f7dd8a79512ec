import DesignTokens
import Foundation
import Testing

/// The limits and merges that keep hostile token input from hanging dscheck or flooding its
/// reports, checked message by message (the hostile corpus checks them end to end).
struct HostileTokenLimitTests {
    func write(_ text: String, suffix: String) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("dscheck-limit-\(UUID().uuidString)\(suffix)")
        try Data(text.utf8).write(to: url)
        return url.path
    }

    /// `a.c` extends `b`, which extends `a`: each expansion of `a.c` held `a.c` again, and the
    /// walk never ended. A chain of groups extending groups past 128 levels is cut there.
    @Test func extendsLeadingBackToAContainingGroupIsACycle() throws {
        let cycle = try TokenText.resolve(#"{"a": {"c": {"$extends": "{b}"}}, "b": {"$extends": "{a}"}}"#)
        #expect(
            cycle.diagnostics.map(\.tableLine) == [
                #"1:53 error tokens/reference-cycle: group "b" extends "a", which contains "a.c", the group that extends it through $extends; a group cannot extend one that contains it"#
            ])
        let chain = (0..<4).map { index in
            let inner = index == 3 ? #""t": {"$type": "number", "$value": 1}"# : #""$extends": "{g\#(index + 1)}""#
            return "\"g\(index)\": " + String(repeating: #"{"n": "#, count: 100) + "{" + inner + "}" + String(repeating: "}", count: 100)
        }
        let deep = try TokenText.resolve("{" + chain.joined(separator: ", ") + "}")
        #expect(
            !deep.diagnostics.isEmpty && deep.diagnostics.allSatisfy { $0.message.contains("nests more than 128 groups deep") }, "\(deep.diagnostics)"
        )
    }

    /// A shadow list whose element is a `$ref` to a part of its own token, which holds the same
    /// `$ref`: parsed where it points, round and round, until the stack overflowed.
    @Test func referencesToPartsOfTokensAreFollowedAtMost64Deep() throws {
        let tokens = try TokenText.resolve(##"{"a": {"$type": "shadow", "$value": [{"$ref": "#/a/x"}], "x": [{"$ref": "#/a/x"}]}}"##)
        #expect(
            tokens.diagnostics.map(\.message).contains(
                ##"$ref "#/a/x" leads through more than 64 references to parts of tokens, or round a cycle of them; point at a token, or write the value"##
            ),
            "\(tokens.diagnostics)")
    }

    /// Shadows whose one layer is a `$ref` to the next shadow's layer, 300 deep: past the limit
    /// of nested references, resolving digs down to where the limit was hit and comes back up,
    /// so every shadow takes the last one's value. The same pointers round a cycle of 150 are
    /// reported as a cycle, never followed for ever.
    @Test func valuesNestedPastTheLimitResolveFromTheBottomAndCyclesAreReported() throws {
        let count = 300
        let layer =
            ##"{"color": "#000000", "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 1, "unit": "px"}, "blur": {"value": 2, "unit": "px"}, "spread": {"value": 0, "unit": "px"}}"##
        let chain =
            (0..<count).map { ##""s\##($0)": {"$type": "shadow", "$value": [{"$ref": "#/s\##($0 + 1)/$value/0"}]}"## }
            + [##""s\##(count)": {"$type": "shadow", "$value": [\##(layer)]}"##]
        let resolved = try TokenText.resolve("{" + chain.joined(separator: ", ") + "}")
        #expect(resolved.diagnostics.allSatisfy { $0.severity != .error }, "\(resolved.diagnostics.prefix(3))")
        #expect(resolved.tokens.count == count + 1)
        let last = resolved.value(of: "s\(count)")
        #expect(last != nil && resolved.tokens.allSatisfy { $0.value == last })

        let cycle = (0..<150).map { ##""s\##($0)": {"$type": "shadow", "$value": [{"$ref": "#/s\##(($0 + 1) % 150)/$value/0"}]}"## }
        let broken = try TokenText.resolve("{" + cycle.joined(separator: ", ") + "}")
        #expect(broken.tokens.allSatisfy { $0.value == nil })
        let cycles = broken.diagnostics.filter { $0.message.hasPrefix("circular reference through values nested more than 64 deep") }
        #expect(!cycles.isEmpty)
        #expect(cycles.allSatisfy { $0.message.hasSuffix("break the cycle") })
    }

    @Test func setsNestedPastTheLimitAreReportedNotFollowed() throws {
        let count = 200
        let sets =
            (0..<count).map { "\"s\($0)\": { \"sources\": [{ \"$ref\": \"#/sets/s\($0 + 1)\" }] }" }
            + ["\"s\(count)\": { \"sources\": [{ \"n\": { \"$type\": \"number\", \"$value\": 1 } }] }"]
        let path = try write(
            """
            { "version": "2025.10", "sets": { \(sets.joined(separator: ", ")) }, "resolutionOrder": [{ "$ref": "#/sets/s0" }] }
            """, suffix: ".resolver.json")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let diagnostics = TokenSource(file: path).diagnostics.filter { $0.ruleId == "tokens/resolver-invalid" }
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.message.contains("more than 64 sets in a row") == true)
        #expect(diagnostics.first?.message.contains("more …") == true, "the chain is shortened in the message")
    }

    @Test func modifiersPastTheContextLimitAreReportedAndOnlyTheDefaultIsListed() throws {
        let modifiers = (0..<11).map { index in
            "{ \"type\": \"modifier\", \"name\": \"m\(index)\", \"default\": \"a\", \"contexts\": { \"a\": [], \"b\": [] } }"
        }
        let path = try write(
            """
            { "version": "2025.10", "resolutionOrder": [\(modifiers.joined(separator: ", "))] }
            """, suffix: ".resolver.json")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let source = TokenSource(file: path)
        let limit = source.diagnostics.filter { $0.ruleId == "tokens/resolver-too-many-contexts" }
        #expect(limit.count == 1)
        #expect(limit.first?.message.contains("modifier \"m10\"") == true, "2^10 = 1,024 contexts fit; the eleventh modifier passes the limit")
        #expect(source.allContexts == [source.defaultContext])
    }

    @Test func aValueInheritedThroughExtendsIsReportedOnceWhereItIsWritten() throws {
        let path = try write(
            """
            { "base": { "$type": "number", "n": { "$value": "one" } },
              "a": { "$extends": "{base}" }, "b": { "$extends": "{base}" }, "c": { "$extends": "{a}" } }
            """, suffix: ".tokens.json")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let mismatches = TokenSource(file: path).resolve().diagnostics.filter { $0.ruleId == "tokens/type-mismatch" }
        #expect(mismatches.count == 1)
        #expect(mismatches.first?.location.line == 1)
        #expect(mismatches.first?.message.hasSuffix("(3 other tokens share this value through $extends)") == true)
    }

    /// A name holding a dot byte is refused even where a combining mark makes the dot part of
    /// another character: references split at the byte, so "{a.\u{301}}" could never name it.
    @Test func aDotFollowedByACombiningMarkIsRefusedInNames() throws {
        let path = try write(
            #"{ "g": { "a.\u0301": { "$type": "number", "$value": 1 }, "\u0301b": { "$type": "number", "$value": 2 } } }"#, suffix: ".tokens.json")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let set = TokenSource(file: path).resolve()
        let names = set.diagnostics.filter { $0.ruleId == "tokens/invalid-name" }
        #expect(names.count == 1)
        #expect(names.first?.message.contains("contains '.', '{' or '}'") == true)
        // A name that starts with a combining mark is kept, and its path splits where the dot is.
        #expect(set.tokens.map(\.path) == [["g", "\u{301}b"]])
    }

    @Test func controlCharactersInNamesAreRefusedAndShownEscaped() throws {
        let path = try write("{ \"bad\\u001b[31mname\": { \"$type\": \"number\", \"$value\": 1 } }", suffix: ".tokens.json")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let names = TokenSource(file: path).resolve().diagnostics.filter { $0.ruleId == "tokens/invalid-name" }
        #expect(names.count == 1)
        #expect(names.first?.message.contains("\\u{1B}") == true)
        #expect(names.first?.message.unicodeScalars.contains { $0.value == 0x1B } == false)
    }
}
