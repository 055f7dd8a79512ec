import DesignTokens
import Foundation
import Testing

/// What `JSONReader.read(fileAt:)` accepts as a file: a regular file, or a link to one (token
/// files linked into a catalogue from a shared package); anything else is refused, named.
final class JSONFileKindTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("dscheck-file-kind-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(#"{"a": {"$type": "number", "$value": 1}}"#.utf8).write(to: folder.appendingPathComponent("real.tokens.json"))
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    @Test func aLinkToARegularFileIsRead() throws {
        let link = folder.appendingPathComponent("link.tokens.json")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "real.tokens.json")
        let node = try JSONReader().read(fileAt: link.path)
        #expect(node.object?["a"] != nil)
    }

    @Test func aFolderAndAPipeAreRefusedByWhatTheyAre() throws {
        #expect(throws: JSONReadError.self) { try JSONReader().read(fileAt: self.folder.path) }
        let pipe = folder.appendingPathComponent("pipe.tokens.json")
        #expect(mkfifo(pipe.path, 0o600) == 0)
        do {
            _ = try JSONReader().read(fileAt: pipe.path)
            Issue.record("a named pipe was read")
        } catch {
            #expect(error.message == "a named pipe (FIFO), not a regular file; give the path of a JSON file")
        }
    }
}
