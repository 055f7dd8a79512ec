import DesignTokens
import Foundation
import Testing

/// Alias chains of any length and direction resolve without growing the call stack, and cycles
/// are reported once per member with a message of bounded length.
struct AliasChainTests {
    func write(_ tokens: [String: Any]) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("dscheck-chain-\(UUID().uuidString).tokens.json")
        try JSONSerialization.data(withJSONObject: ["c": tokens.merging(["$type": "number"]) { $1 }]).write(to: url)
        return url.path
    }

    @Test(arguments: [false, true])
    func longChainsResolveInEitherOrder(reversed: Bool) throws {
        let count = 20_000
        var tokens: [String: Any] = [:]
        for index in 0..<count {
            let next = reversed ? index + 1 : index - 1
            tokens["t\(index)"] = (next < 0 || next >= count) ? ["$value": 7] : ["$value": "{c.t\(next)}"]
        }
        let path = try write(tokens)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let set = TokenSource(file: path).resolve()
        #expect(set.diagnostics.isEmpty)
        #expect(set.tokens.count == count)
        #expect(set.tokens.allSatisfy { $0.value == .number(7) })
        #expect(set["c.t5"]?.aliasOf == (reversed ? "c.t6" : "c.t4"))
    }

    @Test func aThousandTokenCycleNamesEveryMemberOnceWithShortMessages() throws {
        var tokens: [String: Any] = [:]
        for index in 0..<1000 { tokens["t\(index)"] = ["$value": "{c.t\((index + 1) % 1000)}"] }
        let path = try write(tokens)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let diagnostics = TokenSource(file: path).resolve().diagnostics
        #expect(diagnostics.count == 1000)
        #expect(Set(diagnostics.compactMap(\.subject)).count == 1000)
        #expect(diagnostics.allSatisfy { $0.ruleId == "tokens/reference-cycle" && $0.message.count < 300 })
        #expect(diagnostics.first?.message.contains("through 1000 tokens") == true)
    }

    @Test func typeMismatchAlongAChainIsReportedWhereItIsWritten() throws {
        let path = try write([
            "base": ["$value": 1],
            "middle": ["$value": "{c.base}"],
            "top": ["$value": "{c.middle}", "$type": "color"],
        ])
        defer { try? FileManager.default.removeItem(atPath: path) }
        let set = TokenSource(file: path).resolve()
        #expect(set.diagnostics.map(\.ruleId) == ["tokens/type-mismatch"])
        #expect(set.diagnostics.first?.subject == "c.top")
        #expect(set["c.middle"]?.value == .number(1))
        #expect(set["c.top"]?.value == nil)
        // The lookups that copy nothing answer as the subscript does: a failed token is
        // present without a value, and a name that is no token's is absent.
        #expect(set.value(of: "c.middle") == .number(1) && set.contains(name: "c.middle"))
        #expect(set.value(of: "c.top") == nil && set.contains(name: "c.top"))
        for absent in ["c", "c.to", "c.top.x", "top", ""] {
            #expect(!set.contains(name: absent) && set.value(of: absent) == nil && set[absent] == nil, "\(absent)")
        }
    }
}

/// Deep nesting through references inside values resolves with bounded recursion and long
/// cycles through values are reported; long `$extends` chains expand in linear time.
struct DeepReferenceTests {
    func write(_ object: [String: Any]) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("dscheck-deep-\(UUID().uuidString).tokens.json")
        try JSONSerialization.data(withJSONObject: object).write(to: url)
        return url.path
    }

    @Test func pointerChainsInsideValuesResolveWithBoundedRecursion() throws {
        let count = 3_000
        var group: [String: Any] = ["$type": "color"]
        for index in 0..<count {
            group["t\(index)"] = ["$value": ["colorSpace": "srgb", "components": [["$ref": "#/g/t\(index + 1)/$value/components/0"], 0, 0]]]
        }
        group["t\(count)"] = ["$value": ["colorSpace": "srgb", "components": [0.5, 0, 0]]]
        let path = try write(["g": group])
        defer { try? FileManager.default.removeItem(atPath: path) }
        let set = TokenSource(file: path).resolve()
        #expect(set.diagnostics.isEmpty)
        #expect(set.tokens.count == count + 1)
        #expect(
            set.tokens.allSatisfy { token in
                guard case .color(let color)? = token.value else { return false }
                return color.components.first == .value(0.5)
            })
    }

    @Test func longCyclesThroughValuesAreReported() throws {
        let count = 300
        var group: [String: Any] = ["$type": "color"]
        for index in 0..<count {
            group["t\(index)"] = [
                "$value": ["colorSpace": "srgb", "components": [["$ref": "#/g/t\((index + 1) % count)/$value/components/0"], 0, 0]]
            ]
        }
        let path = try write(["g": group])
        defer { try? FileManager.default.removeItem(atPath: path) }
        let set = TokenSource(file: path).resolve()
        #expect(!set.diagnostics.isEmpty)
        #expect(set.diagnostics.allSatisfy { ($0.ruleId == "tokens/reference-cycle" || $0.isDependent) && $0.message.count < 400 })
        #expect(Set(set.diagnostics.compactMap(\.subject)).count == count, "every member has one diagnostic")
        #expect(set.tokens.allSatisfy { $0.value == nil })
    }

    @Test func longExtendsChainsExpandInLinearTime() throws {
        let count = 5_000
        var root: [String: Any] = [:]
        for index in 0..<count { root["g\(index)"] = ["$extends": "{g\(index + 1)}"] }
        root["g\(count)"] = ["x": ["$type": "number", "$value": 1]]
        let path = try write(root)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let set = TokenSource(file: path).resolve()
        #expect(set.diagnostics.isEmpty)
        #expect(set.tokens.count == count + 1)
        #expect(set["g0.x"]?.value == .number(1))
        #expect(set["g4990.x"]?.value == .number(1))
    }
}

/// `$ref` JSON Pointers unescape `~1` to `/` and `~0` to `~` (RFC 6901 § 4), in that order, and
/// any other `~` is a located syntax error.
struct PointerEscapeTests {
    func resolve(_ tokens: [String: Any]) throws -> TokenSet {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("dscheck-pointer-\(UUID().uuidString).tokens.json")
        try JSONSerialization.data(withJSONObject: ["g": tokens.merging(["$type": "number"]) { $1 }]).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        return TokenSource(file: url.path).resolve()
    }

    @Test func escapedSlashTildeAndNonASCIINamesResolve() throws {
        let set = try resolve([
            "a~b": ["$value": 1], "ñandú": ["$value": 2], "~01": ["$value": 3],
            "x": ["$value": ["$ref": "#/g/a~0b"]], "y": ["$value": ["$ref": "#/g/ñandú"]], "z": ["$value": ["$ref": "#/g/~001"]],
        ])
        #expect(set.diagnostics.isEmpty, "\(set.diagnostics)")
        #expect(set["g.x"]?.value == .number(1))
        #expect(set["g.y"]?.value == .number(2))
        #expect(set["g.z"]?.value == .number(3), "~001 is ~0 then 01: the name ~01")
    }

    @Test(arguments: ["#/g/a~2b", "#/g/a~", "#/g/~\u{301}0"])
    func anyOtherTildeIsAnInvalidEscape(pointer: String) throws {
        let set = try resolve(["a": ["$value": 1], "x": ["$value": ["$ref": pointer]]])
        let messages = set.diagnostics.map(\.message)
        #expect(messages.contains { $0.contains("has an invalid escape; in a JSON Pointer write ~0 for ~ and ~1 for /") }, "\(messages)")
        #expect(set["g.x"]?.value == nil)
    }
}
