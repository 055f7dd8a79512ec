import Foundation
import OutputFolder
import TestSupport
import Testing

/// Writing a folder's new files makes each folder once, whether it was there before or not,
/// and stops at a file standing where a folder must go.
struct NewFilesTests {
    @Test func filesSharingFoldersAreAllWritten() throws {
        try TemporaryFolder.with { folder in
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("a"), withIntermediateDirectories: false)
            let files = [
                OutputFile(path: "a/b/one", contents: "1"), OutputFile(path: "a/b/two", contents: "2"), OutputFile(path: "a/c/three", contents: "3"),
                OutputFile(path: "top", contents: "4"), OutputFile(path: "a/b/d/four", contents: "5"),
            ]
            try FileSystem.writeNew(files, under: folder.path)
            let written = (FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []).sorted()
            #expect(written == ["a", "a/b", "a/b/d", "a/b/d/four", "a/b/one", "a/b/two", "a/c", "a/c/three", "top"])
            for file in files {
                #expect(FileManager.default.contents(atPath: folder.appendingPathComponent(file.path).path) == Data(file.bytes))
            }
            #expect(throws: FileSystem.Failure.self) { try FileSystem.writeNew([OutputFile(path: "top/five", contents: "")], under: folder.path) }
        }
    }
}
