import DesignSupport
import DesignTokens
import Foundation
import Testing

/// A report written in pieces (``JSONStream/init(handingOverPast:to:)`` through
/// ``ReportWriter``) is byte for byte the report written whole, wherever it goes.
struct StreamedReportTests {
    /// Pieces end between array elements once past the size, and together are the document.
    @Test func piecesTogetherAreTheWholeDocument() {
        let tree = JSONOutput.object([
            "items": .array((0..<50).map { .object(["index": .number(Double($0)), "name": .string("item \"\($0)\"")]) }),
            "done": .bool(true),
        ])
        var pieces: [[UInt8]] = []
        var json = JSONStream(handingOverPast: 64) { pieces.append($0) }
        json.openObject()
        json.key(.init("items"))
        json.openArray()
        for index in 0..<50 {
            json.element()
            json.value(.object(["index": .number(Double(index)), "name": .string("item \"\(index)\"")]))
        }
        json.closeArray()
        json.key(.init("done"))
        json.bool(true)
        json.closeObject()
        json.finish()
        #expect(pieces.count > 10)
        #expect(pieces.dropLast().allSatisfy { $0.count > 64 && $0.count < 64 + 80 })
        #expect(String(decoding: pieces.joined(), as: UTF8.self) == tree.serialized())
    }

    /// `tokens --format json` of 3,000 tokens (several pieces of 64 KiB) is the same on standard
    /// output and in a file, and reads back as every token.
    @Test func aLargeTokensReportIsTheSameOnStandardOutputAndInAFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("streamed-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let members = (0..<3_000).map { "\"t\($0)\": {\"$value\": {\"value\": \($0), \"unit\": \"px\"}}" }
        let tokens = folder.appendingPathComponent("big.tokens.json").path
        try ("{\"size\": {\"$type\": \"dimension\", " + members.joined(separator: ", ") + "}}").write(
            toFile: tokens, atomically: true, encoding: .utf8)
        let report = folder.appendingPathComponent("report.json").path
        try "old".write(toFile: report, atomically: true, encoding: .utf8)
        let printed = DSCheckInProcess.run(["tokens", tokens, "--format", "json"])
        let written = DSCheckInProcess.run(["tokens", tokens, "--format", "json", "--output", report])
        #expect(printed.status == 0 && written.status == 0, "\(printed.stderr)\(written.stderr)")
        #expect(printed.stdout.utf8.count > 4 << 16)
        #expect(try String(contentsOfFile: report, encoding: .utf8) == printed.stdout)
        let root = try JSONReader().read(printed.stdout, file: "stdout")
        #expect(root.object?["tokens"]?.array?.count == 3_000)
    }
}
