import Foundation
import TestSupport
import Testing

/// `dscheck contrast --pairs`: the declared pairs of a catalogue as a matrix of contexts, in
/// text, Markdown and JSON, with exit codes CI can act on.
struct ContrastPairsCommandTests {
    static let fixture = Fixtures.path("contrast-pairs")

    /// The token-only fixture (Tests/Fixtures/contrast-pairs): failing rows first, a column per
    /// context, and every failure again on standard error at the token.
    @Test func theMatrixHasAColumnPerContextAndExitsOneOnAFailure() {
        let result = DSCheckInProcess.run(["contrast", "--pairs", Self.fixture])
        #expect(result.status == 1)
        #expect(
            result.stdout == """
                pair                                              needs  light · standard  light · increased  dark · standard  dark · increased
                color.text.secondary on color.background.primary  4.5:1  7.00 pass         2.32 FAIL          2.96 FAIL        3.80 FAIL
                color.text.on-scrim on color.background.scrim     4.5:1  2.10 FAIL         2.10 FAIL          18.46 pass       18.46 pass
                columns: appearance=light, contrast=standard; appearance=light, contrast=increased; appearance=dark, contrast=standard; appearance=dark, contrast=increased
                2 pairs in 4 contexts, 2 failing in at least one

                """, "\(result.stdout)")
        let located = result.stderr.split(separator: "\n").filter { $0.contains(": error: ") && $0.hasSuffix("[a11y/token-contrast]") }
        #expect(located.count == 4, "\(result.stderr)")
    }

    @Test func markdownAndJSONHoldTheSameMatrix() throws {
        let markdown = DSCheckInProcess.run(["contrast", "--pairs", Self.fixture, "--format", "markdown"])
        #expect(markdown.status == 1)
        #expect(
            markdown.stdout.hasPrefix(
                """
                | Pair | Needs | light · standard | light · increased | dark · standard | dark · increased |
                | --- | --- | --- | --- | --- | --- |
                | `color.text.secondary on color.background.primary` | 4.5:1 | 7.00 | **2.32 ✗** | **2.96 ✗** | **3.80 ✗** |
                """), "\(markdown.stdout)")
        let json = DSCheckInProcess.run(["contrast", "--pairs", Self.fixture, "--format", "json"])
        let root = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(root["failures"] as? Int == 2)
        let pairs = try #require(root["pairs"] as? [[String: Any]])
        #expect(
            pairs.map { $0["pair"] as? String } == [
                "color.text.secondary on color.background.primary", "color.text.on-scrim on color.background.scrim",
            ])
        let cells = try #require(pairs[0]["contexts"] as? [[String: Any]])
        #expect(cells.map { $0["ratio"] as? Double } == [7, 2.32, 2.96, 3.8])
        #expect(cells[1]["foreground"] as? String == "#aaaaaa" && cells[1]["line"] as? Int == 5)
        let contexts = try #require(root["contexts"] as? [[String: String]])
        #expect(contexts.first == ["appearance": "light", "contrast": "standard"])
    }

    /// The bundled catalogue's seven declared pairs (eight once the press button's glob matches
    /// its light and dark faces) pass in both appearances.
    @Test func theBundledCataloguesPairsPass() {
        let result = DSCheckInProcess.run(["contrast", "--pairs", Fixtures.repository("catalog")])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasSuffix("8 pairs in 2 contexts, 0 failing in at least one\n"), "\(result.stdout)")
    }

    @Test(arguments: [
        (["contrast", "--pairs", "Tests/Fixtures/catalog/valid"], "declares no \"contrastPairs\""),
        (["contrast", "--pairs", "Tests/Fixtures/contrast-pairs", "--size", "20"], "--size is for two colours"),
        (["contrast", "#000", "#fff", "--format", "markdown"], "--format markdown prints the matrix of --pairs"),
    ])
    func misuseIsExitTwo(arguments: [String], words: String) {
        let result = DSCheckInProcess.run(arguments.map { $0.hasPrefix("Tests/") ? Fixtures.repository($0) : $0 })
        #expect(result.status == 2)
        #expect(result.stderr.contains(words), "\(result.stderr)")
    }
}
