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

/// The site's pages are written on a thread of their own as they are made: every file handed
/// over, from any thread, is there once the writer finishes, and the first failure is what
/// finishing throws.
struct BackgroundFileWriterTests {
    @Test func filesHandedOverFromManyThreadsAreAllWritten() throws {
        try TemporaryFolder.with { folder in
            let writer = BackgroundFileWriter(under: folder.path)
            let batches = (0..<40).map { batch in
                (0..<5).map { index in OutputFile(path: "pages-\(batch % 3)/page-\(batch)-\(index).html", contents: "page \(batch) \(index)") }
            }
            DispatchQueue.concurrentPerform(iterations: batches.count) { writer.write(batches[$0]) }
            try writer.finish()
            for file in batches.joined() {
                #expect(FileManager.default.contents(atPath: folder.appendingPathComponent(file.path).path) == Data(file.bytes))
            }
            let written = FileManager.default.enumerator(atPath: folder.path)?.allObjects.count
            #expect(written == 3 + batches.joined().count)
            try writer.finish()
        }
    }

    @Test func theFirstFailureIsThrownAndNothingAfterItIsWritten() throws {
        try TemporaryFolder.with { folder in
            try Data().write(to: folder.appendingPathComponent("top"))
            let writer = BackgroundFileWriter(under: folder.path)
            writer.write([OutputFile(path: "first", contents: "1"), OutputFile(path: "top/inside", contents: "2")])
            writer.write([OutputFile(path: "after", contents: "3")])
            let failure = #expect(throws: FileSystem.Failure.self) { try writer.finish() }
            #expect(failure?.message.hasPrefix(folder.appendingPathComponent("top").path + ":") == true)
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("first").path))
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("after").path))
        }
    }
}
