import Foundation
import Synchronization
import TestSupport
import Testing

@testable import DesignSite
@testable import OutputFolder

/// `SiteWriter` against what happens around it: files saved into DIR while it writes, names
/// canonically equivalent to its own, links into the catalogue, an empty `--out`, a DIR that
/// cannot be renamed (a mount point), stale work folders and concurrent runs.
struct SiteWriterHostileTests {
    static func site(_ marker: String) -> Site {
        Site(files: [
            Site.File(path: "index.html", contents: "<p>\(marker)</p>"),
            Site.File(path: "components/K.html", contents: marker),
            Site.File(path: "tokens/index.md", contents: marker),
        ])
    }

    /// A temporary folder with a catalogue (`catalog`) and the `out` folder path.
    static func withWorkspace(_ body: (_ folder: URL, _ catalog: String, _ out: String) throws -> Void) throws {
        try TemporaryFolder.with { folder in
            let catalog = folder.appendingPathComponent("catalog")
            try FileManager.default.createDirectory(at: catalog, withIntermediateDirectories: false)
            try Data("{}".utf8).write(to: catalog.appendingPathComponent("dscheck.json"))
            try body(folder, catalog.path, folder.appendingPathComponent("site").path)
        }
    }

    static func contents(_ path: String) -> String? { try? String(contentsOfFile: path, encoding: .utf8) }

    static func leftovers(_ folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.contains(".dscheck-") }
    }

    @Test func aFileSavedAfterTheFirstCheckIsFoundByTheLastAndKept() throws {
        try Self.withWorkspace { folder, catalog, out in
            try SiteWriter.write(Self.site("old"), to: out, catalogFolder: catalog)
            var steps = SiteWriter.Steps()
            steps.written = { _ = FileManager.default.createFile(atPath: out + "/notes.txt", contents: Data("mine".utf8)) }
            #expect(throws: SiteWriteError.foreignFiles(folder: out, files: ["notes.txt"])) {
                try SiteWriter.write(Self.site("new"), to: out, catalogFolder: catalog, steps: steps)
            }
            #expect(Self.contents(out + "/notes.txt") == "mine")
            #expect(Self.contents(out + "/index.html") == "<p>old</p>")
            #expect(Self.leftovers(folder).isEmpty)
        }
    }

    @Test func aFileSavedAfterTheLastCheckIsKeptBesideTheNewSite() throws {
        try Self.withWorkspace { folder, catalog, out in
            try SiteWriter.write(Self.site("old"), to: out, catalogFolder: catalog)
            var steps = SiteWriter.Steps()
            steps.checked = { _ = FileManager.default.createFile(atPath: out + "/components/notes.txt", contents: Data("mine".utf8)) }
            do throws(SiteWriteError) {
                try SiteWriter.write(Self.site("new"), to: out, catalogFolder: catalog, steps: steps)
                Issue.record("a file saved while the site was replaced went unreported")
            } catch {
                guard case .keptForeignFiles(out, let kept, ["components/notes.txt"]) = error else {
                    Issue.record("\(error)")
                    return
                }
                #expect(Self.contents(kept + "/components/notes.txt") == "mine")
                #expect(!FileManager.default.fileExists(atPath: kept + "/index.html"), "the old site's own files are deleted")
            }
            #expect(Self.contents(out + "/index.html") == "<p>new</p>")
            #expect(Self.leftovers(folder).isEmpty)
        }
    }

    /// U+212A KELVIN SIGN is canonically equivalent to K: as a Swift String it equals the
    /// manifest's `K.html`, but it is not the file dscheck wrote.
    @Test func aNameCanonicallyEquivalentToOneDscheckWroteIsNotDscheck() throws {
        try Self.withWorkspace { _, catalog, out in
            try SiteWriter.write(Self.site("old"), to: out, catalogFolder: catalog)
            let kelvin = out + "/components/\u{212A}.html"
            #expect(FileManager.default.createFile(atPath: kelvin, contents: Data("mine".utf8)))
            #expect(throws: SiteWriteError.foreignFiles(folder: out, files: ["components/\u{212A}.html"])) {
                try SiteWriter.write(Self.site("new"), to: out, catalogFolder: catalog)
            }
            #expect(Self.contents(kelvin) == "mine")
        }
    }

    @Test func aLinkIntoTheCatalogueIsFollowedAndRefused() throws {
        try Self.withWorkspace { folder, catalog, _ in
            let link = folder.appendingPathComponent("link").path
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "catalog")
            #expect(throws: SiteWriteError.catalogFolder(out: link + "/site", catalog: catalog)) {
                try SiteWriter.write(Self.site("new"), to: link + "/site", catalogFolder: catalog)
            }
            #expect(!FileManager.default.fileExists(atPath: catalog + "/site"))
        }
    }

    @Test func anEmptyOutIsRefused() throws {
        try Self.withWorkspace { _, catalog, _ in
            #expect(throws: SiteWriteError.emptyPath) { try SiteWriter.write(Self.site("new"), to: "", catalogFolder: catalog) }
        }
    }

    /// A mount point cannot be renamed (EBUSY): the site replaces it file by file, and the old
    /// site's files the new one does not have go.
    @Test func aFolderThatCannotBeRenamedIsReplacedFileByFile() throws {
        try Self.withWorkspace { folder, catalog, out in
            try SiteWriter.write(
                Site(files: Self.site("old").files + [Site.File(path: "rules/gone.html", contents: "old")]), to: out, catalogFolder: catalog)
            let before = try FileManager.default.attributesOfItem(atPath: out)[.systemFileNumber] as? Int
            var steps = SiteWriter.Steps()
            steps.exchange = { _, _ in
                errno = EBUSY
                return -1
            }
            let replacement = try SiteWriter.write(Self.site("new"), to: out, catalogFolder: catalog, steps: steps)
            #expect(replacement == .fileByFile(folder: out, reason: "it is a mount point, which cannot be renamed"))
            #expect(replacement.note?.hasPrefix("note: replaced \(out) file by file, not in one step") == true)
            #expect(try FileManager.default.attributesOfItem(atPath: out)[.systemFileNumber] as? Int == before)
            #expect(Self.contents(out + "/index.html") == "<p>new</p>")
            #expect(!FileManager.default.fileExists(atPath: out + "/rules"))
            #expect(Self.contents(out + "/.dscheck-site") == "index.html\ncomponents/K.html\ntokens/index.md\n")
            #expect(Self.leftovers(folder).isEmpty)
        }
    }

    /// A system or file system that cannot swap two folders (Glibc's renameat2 missing or
    /// refused, Darwin's renamex_np answering ENOTSUP) is not a silent degradation: the writer
    /// replaces the folder file by file and says so, with the system's reason.
    @Test(arguments: [ENOSYS, EINVAL, ENOTSUP])
    func aSystemThatCannotSwapFoldersSaysTheFolderWasReplacedFileByFile(failure: Int32) throws {
        try Self.withWorkspace { _, catalog, out in
            try SiteWriter.write(Self.site("old"), to: out, catalogFolder: catalog)
            var steps = SiteWriter.Steps()
            steps.exchange = { _, _ in
                errno = failure
                return -1
            }
            let replacement = try SiteWriter.write(Self.site("new"), to: out, catalogFolder: catalog, steps: steps)
            let reason = "this system or file system cannot swap two folders (\(String(cString: strerror(failure))))"
            #expect(replacement == .fileByFile(folder: out, reason: reason))
            #expect(Self.contents(out + "/index.html") == "<p>new</p>")
            // A first write, with nothing to replace, and an exchange that works, say nothing.
            #expect(try SiteWriter.write(Self.site("newer"), to: out, catalogFolder: catalog) == .inOneStep)
        }
    }

    /// A real bind mount, when the test may make one (root, with the capability).
    @Test(.endToEnd) func aMountPointIsReplacedFileByFile() throws {
        try Self.withWorkspace { folder, catalog, out in
            try SiteWriter.write(Self.site("old"), to: out, catalogFolder: catalog)
            guard getuid() == 0, (try? DSCheckProcess.run(program: "/bin/mount", ["--bind", out, out]))?.status == 0 else { return }
            defer { _ = try? DSCheckProcess.run(program: "/bin/umount", [out]) }
            try SiteWriter.write(Self.site("new"), to: out, catalogFolder: catalog)
            #expect(Self.contents(out + "/components/K.html") == "new")
            #expect(Self.leftovers(folder).isEmpty)
        }
    }

    @Test func staleWorkFoldersGoOnlyWhenProvablyAbandoned() throws {
        try Self.withWorkspace { folder, catalog, out in
            func workFolder(_ name: String, marked: Bool) throws -> Int32 {
                let path = folder.appendingPathComponent(name).path
                try FileManager.default.createDirectory(atPath: path + "/site/components", withIntermediateDirectories: true)
                if !marked { return -1 }
                try Data(WorkFolder.lockMark.utf8).write(to: URL(fileURLWithPath: path + "/" + WorkFolder.lockName))
                return open(path + "/" + WorkFolder.lockName, O_RDWR)
            }
            let abandoned = try workFolder(".site.dscheck-abc123", marked: true)
            close(abandoned)
            let held = try workFolder(".site.dscheck-def456", marked: true)
            defer { close(held) }
            #expect(flock(held, LOCK_EX) == 0)
            _ = try workFolder(".site.dscheck-1", marked: false)
            _ = try workFolder(".site.dscheck-old-1", marked: false)
            try SiteWriter.write(Self.site("new"), to: out, catalogFolder: catalog)
            #expect(Self.leftovers(folder).sorted() == [".site.dscheck-1", ".site.dscheck-def456", ".site.dscheck-old-1"])
            #expect(Self.contents(out + "/index.html") == "<p>new</p>")
        }
    }

    /// A run killed between making its folder and renaming its marked lock into place leaves
    /// the folder empty or holding only `lock.new`, and one that died while its signal handler
    /// removed the folder leaves it renamed `….removing`; the next run removes both, unless a
    /// live run holds that `lock.new`.
    @Test func halfMadeWorkFoldersGoUnlessTheirLockIsHeld() throws {
        try Self.withWorkspace { folder, catalog, out in
            let empty = folder.appendingPathComponent(".site.dscheck-empty1").path
            try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: false)
            func partial(_ name: String) throws -> Int32 {
                let path = folder.appendingPathComponent(name).path
                try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
                return open(path + "/" + WorkFolder.lockName + ".new", O_RDWR | O_CREAT, 0o600)
            }
            close(try partial(".site.dscheck-dead22"))
            let halfRemoved = folder.appendingPathComponent(".site.dscheck-gone44" + WorkFolder.removingSuffix).path
            try FileManager.default.createDirectory(atPath: halfRemoved + "/site/components", withIntermediateDirectories: true)
            let live = try partial(".site.dscheck-live33")
            defer { close(live) }
            #expect(flock(live, LOCK_EX) == 0)
            try SiteWriter.write(Self.site("new"), to: out, catalogFolder: catalog)
            #expect(Self.leftovers(folder) == [".site.dscheck-live33"])
        }
    }

    @Test func concurrentRunsLeaveOneCompleteSite() throws {
        try Self.withWorkspace { folder, catalog, out in
            try SiteWriter.write(Self.site("old"), to: out, catalogFolder: catalog)
            let failures = Mutex<[String]>([])
            DispatchQueue.concurrentPerform(iterations: 8) { run in
                do {
                    try SiteWriter.write(Self.site("run \(run)"), to: out, catalogFolder: catalog)
                } catch {
                    failures.withLock { $0.append("\(error)") }
                }
            }
            #expect(failures.withLock { $0 }.isEmpty)
            let marker = try #require(Self.contents(out + "/components/K.html"))
            #expect(Self.contents(out + "/index.html") == "<p>\(marker)</p>")
            #expect(Self.contents(out + "/tokens/index.md") == marker)
            #expect(Self.leftovers(folder).isEmpty)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["catalog", "site"])
        }
    }
}
