import DesignSupport
import DesignTokens
import Foundation
import TestSupport
import Testing

/// A token value has one JSON writer, which writes it straight into a report
/// (`TokenValue.write(to:)`) or builds its tree (``TokenValue/jsonOutput``): both are the same
/// text, for every type and shape (single and listed shadows, dashed strokes, gradients, font
/// family lists, colours with `none` components and hex).
struct TokenValueJSONTests {
    static let files: [String] = {
        let folder = Fixtures.path("tokens/spec-examples")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".tokens.json") }.sorted().map { folder + "/" + $0 }
            + RealTokenSets.names.map(RealTokenSets.resolver)
    }()

    @Test(arguments: files)
    func aValueWrittenIntoAStreamIsItsTreeSerialized(file: String) {
        let values = TokenSource(file: file).resolve().tokens.compactMap(\.value)
        #expect(!values.isEmpty)
        // Each value is a member (an array of scalar values would be laid out on one line).
        var stream = JSONStream()
        stream.openObject()
        for (index, value) in values.enumerated() {
            stream.key(.init("\(index)"))
            value.write(to: &stream)
        }
        stream.closeObject()
        let tree = JSONOutput.object(values.enumerated().map { JSONOutput.Member("\($0.offset)", $0.element.jsonOutput) })
        #expect(stream.finished() == tree.serialized())
    }
}
