import DesignSupport
import Testing

/// A document written through ``JSONStream`` is byte for byte the ``JSONOutput`` tree of the
/// same document serialized, so a report can stream without changing its output.
struct JSONStreamTests {
    static let tree = JSONOutput.object([
        "tokens": .array([
            .object([
                "name": .string("color.\"quoted\"\\path"),
                "value": .object(["components": .array([.number(0.25), .number(1)]), "alpha": .null]),
                "line": .number(12),
                "deprecated": .bool(true),
                "opacity": .number(0.125),
                "usedBy": .array([.string("button"), .string("chip \u{1B}")]),
                "context": .object(["appearance\t": .string("dark")]),
            ]),
            .object([:]),
            .object(["description": .string("tab\there, bidi \u{202E}mark, line\nbreak"), "aliasOf": .null]),
        ]),
        "empty": .array([]),
        "nested": .array([.array([.object(["deep": .array([.string("a"), .bool(false)])])])]),
        "diagnostics": .array([]),
        "missing": .null,
    ])

    @Test func aStreamedDocumentIsTheTreeSerialized() {
        var json = JSONStream()
        json.openObject()
        json.key(.init("tokens"))
        json.openArray()
        json.element()
        json.openObject()
        json.key(.init("name"))
        json.string("color.\"quoted\"\\path")
        json.key(.init("value"))
        json.value(.object(["components": .array([.number(0.25), .number(1)]), "alpha": .null]))
        json.key(.init("line"))
        json.number(12)
        json.key(.init("deprecated"))
        json.bool(true)
        json.key(.init("opacity"))
        json.number(0.125)
        json.key(.init("usedBy"))
        json.strings(["button", "chip \u{1B}"])
        json.key(.init("context"))
        json.openObject()
        json.key("appearance\t")
        json.string("dark")
        json.closeObject()
        json.closeObject()
        json.element()
        json.openObject()
        json.closeObject()
        json.element()
        json.openObject()
        json.key(.init("description"))
        json.string("tab\there, bidi \u{202E}mark, line\nbreak")
        json.key(.init("aliasOf"))
        json.string(nil)
        json.closeObject()
        json.closeArray()
        json.key(.init("empty"))
        json.openArray()
        json.closeArray()
        json.key(.init("nested"))
        json.openArray()
        json.element()
        json.openArray()
        json.element()
        json.value(.object(["deep": .array([.string("a"), .bool(false)])]))
        json.closeArray()
        json.closeArray()
        json.key(.init("diagnostics"))
        json.strings([])
        json.key(.init("missing"))
        json.value(nil)
        json.closeObject()
        #expect(json.finished() == Self.tree.serialized())
    }

    /// A string written as recurring is written as any string, whether it is the one before
    /// (the empty text first of all) or not.
    @Test func aRecurringStringIsWrittenAsAnyString() {
        let texts = [
            "", "", "tokens/a \u{1B}.json", "tokens/a \u{1B}.json", "tokens/b.json", "", "tokens/a \u{1B}.json",
            String(repeating: "long/", count: 40),
        ]
        func written(_ write: (inout JSONStream, String) -> Void) -> String {
            var json = JSONStream()
            json.openArray()
            for text in texts {
                json.element()
                write(&json, text)
            }
            json.closeArray()
            return json.finished()
        }
        #expect(written { $0.recurringString($1) } == written { $0.string($1) })
        #expect(written { $0.string($1) }.contains("\"tokens/a \\u001b.json\""))
    }
}
