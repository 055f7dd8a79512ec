import DesignSite
import DesignSupport
import Foundation
import OutputFolder
import TestSupport
import Testing

/// An output folder written again keeps the files whose bytes did not change (linked from the
/// old folder, so their inode and modification time carry over) and writes the others new: a
/// file edited, given other permissions or another name since, is never kept.
struct KeptFilesTests {
    typealias Writer = FolderWriter<SiteOutput>

    func status(_ folder: URL, _ path: String) throws -> FileStatus {
        try #require(FileStatus(folder.appendingPathComponent(path).path, followingLinks: false))
    }

    func linkCount(_ folder: URL, _ path: String) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(path).path)
        return try #require(attributes[.referenceCount] as? Int)
    }

    func contents(_ folder: URL, _ path: String) -> String? {
        FileManager.default.contents(atPath: folder.appendingPathComponent(path).path).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func unchangedFilesAreKeptAndChangedOnesWrittenNew() throws {
        try TemporaryFolder.with { folder in
            let out = folder.appendingPathComponent("site")
            try Writer.write(
                [OutputFile(path: "same.html", contents: "same"), OutputFile(path: "pages/changed.html", contents: "old")], to: out.path,
                catalogFolder: folder.path + "/catalog")
            let same = try status(out, "same.html")
            let changed = try status(out, "pages/changed.html")
            try Writer.write(
                [
                    OutputFile(path: "same.html", contents: "same"), OutputFile(path: "pages/changed.html", contents: "new"),
                    OutputFile(path: "added.html", contents: "added"),
                ],
                to: out.path, catalogFolder: folder.path + "/catalog")
            let kept = try status(out, "same.html")
            #expect(kept.inode == same.inode)
            #expect(kept.modifiedSeconds == same.modifiedSeconds && kept.modifiedNanoseconds == same.modifiedNanoseconds)
            #expect(try linkCount(out, "same.html") == 1, "the old folder's name for it is gone")
            #expect(try status(out, "pages/changed.html").inode != changed.inode)
            #expect(contents(out, "pages/changed.html") == "new")
            #expect(contents(out, "added.html") == "added")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["site"], "no work folder is left")
        }
    }

    @Test func aFileWithOtherPermissionsOrAnotherNameIsWrittenNew() throws {
        try TemporaryFolder.with { folder in
            let out = folder.appendingPathComponent("site")
            let files = ["private.html", "linked.html", "edited.html"].map { OutputFile(path: $0, contents: "page") }
            try Writer.write(files, to: out.path, catalogFolder: folder.path + "/catalog")
            let written = try status(out, "private.html").permissions
            try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: out.appendingPathComponent("private.html").path)
            let elsewhere = folder.appendingPathComponent("elsewhere.html")
            try FileManager.default.linkItem(at: out.appendingPathComponent("linked.html"), to: elsewhere)
            try Data("PAGE".utf8).write(to: out.appendingPathComponent("edited.html"))
            try Writer.write(files, to: out.path, catalogFolder: folder.path + "/catalog")

            #expect(try status(out, "private.html").permissions == written)
            #expect(try linkCount(out, "linked.html") == 1)
            #expect(try linkCount(folder, "elsewhere.html") == 1)
            #expect(contents(out, "edited.html") == "page")
        }
    }

    @Test func theBackgroundWriterKeepsUnchangedFilesToo() throws {
        try TemporaryFolder.with { folder in
            let out = folder.appendingPathComponent("site")
            let files = [OutputFile(path: "a/page.html", contents: "page"), OutputFile(path: "b.html", contents: "b")]
            try Writer.write(files, to: out.path, catalogFolder: folder.path + "/catalog")
            let page = try status(out, "a/page.html")
            let b = try status(out, "b.html")

            let work = try Writer.prepare(out.path, catalogFolder: folder.path + "/catalog")
            defer { work.remove() }
            let writer = BackgroundFileWriter(under: work.output, reusing: work.previous)
            let changed = [files[0], OutputFile(path: "b.html", contents: "B")]
            writer.write(changed)
            try Writer.write(changed, using: work, to: out.path, writtenBy: writer)
            #expect(try status(out, "a/page.html").inode == page.inode)
            #expect(try status(out, "b.html").inode != b.inode)
            #expect(contents(out, "b.html") == "B")
        }
    }
}
