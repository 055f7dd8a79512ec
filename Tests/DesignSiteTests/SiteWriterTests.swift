import DesignCatalog
import DesignRules
import Foundation
import TestSupport
import Testing

@testable import DesignSite

/// Where `SiteWriter` refuses to write, and that it replaces only a site it wrote, leaving
/// nothing behind outside `--out`.
struct SiteWriterTests {
    let site = SiteFixture.hostile.site
    let manager = FileManager.default

    /// A fresh temporary folder holding a catalogue folder (`catalog`, with one file).
    func workspace() throws -> URL {
        let folder = manager.temporaryDirectory.appendingPathComponent("dscheck-writer-\(UUID().uuidString)")
        try manager.createDirectory(at: folder.appendingPathComponent("catalog"), withIntermediateDirectories: true)
        try Data("{}".utf8).write(to: folder.appendingPathComponent("catalog/dscheck.json"))
        return folder
    }

    func write(to out: URL, catalog: URL) throws(SiteWriteError) {
        try SiteWriter.write(site, to: out.path, catalogFolder: catalog.path)
    }

    func entries(_ folder: URL) -> [String] {
        ((manager.enumerator(atPath: folder.path)?.allObjects as? [String]) ?? []).sorted()
    }

    @Test func refusesTheRootFolder() throws {
        let folder = try workspace()
        defer { try? manager.removeItem(at: folder) }
        #expect(throws: SiteWriteError.rootFolder) { try write(to: URL(fileURLWithPath: "/"), catalog: folder.appendingPathComponent("catalog")) }
        #expect(throws: SiteWriteError.rootFolder) {
            try write(to: URL(fileURLWithPath: "/tmp/.."), catalog: folder.appendingPathComponent("catalog"))
        }
    }

    @Test func refusesTheHomeFolder() throws {
        let folder = try workspace()
        defer { try? manager.removeItem(at: folder) }
        let home = manager.homeDirectoryForCurrentUser
        let before = try manager.contentsOfDirectory(atPath: home.path).sorted()
        #expect(throws: SiteWriteError.self) { try write(to: home, catalog: folder.appendingPathComponent("catalog")) }
        do {
            try write(to: home, catalog: folder.appendingPathComponent("catalog"))
        } catch {
            guard case .homeFolder = error else {
                Issue.record("expected homeFolder, got \(error)")
                return
            }
        }
        #expect(try manager.contentsOfDirectory(atPath: home.path).sorted() == before)
    }

    @Test func refusesTheCatalogueItsInsideAndWhatHoldsIt() throws {
        let folder = try workspace()
        defer { try? manager.removeItem(at: folder) }
        let catalog = folder.appendingPathComponent("catalog")
        for out in [catalog, catalog.appendingPathComponent("site"), folder, URL(fileURLWithPath: catalog.path + "/./")] {
            #expect(throws: SiteWriteError.self, "\(out.path)") { try write(to: out, catalog: catalog) }
            do {
                try write(to: out, catalog: catalog)
            } catch {
                guard case .catalogFolder = error else {
                    Issue.record("\(out.path): expected catalogFolder, got \(error)")
                    continue
                }
                #expect(error.description.contains("give a folder outside it"))
            }
        }
        #expect(entries(folder) == ["catalog", "catalog/dscheck.json"], "nothing written or deleted")
    }

    @Test func refusesAFolderWithFilesItDidNotWrite() throws {
        let folder = try workspace()
        defer { try? manager.removeItem(at: folder) }
        let out = folder.appendingPathComponent("docs")
        try manager.createDirectory(at: out.appendingPathComponent("notes"), withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: out.appendingPathComponent("notes/todo.txt"))
        #expect(throws: SiteWriteError.foreignFiles(folder: out.path, files: ["notes", "notes/todo.txt"])) {
            try write(to: out, catalog: folder.appendingPathComponent("catalog"))
        }
        #expect(entries(out) == ["notes", "notes/todo.txt"])
        #expect(String(decoding: manager.contents(atPath: out.appendingPathComponent("notes/todo.txt").path)!, as: UTF8.self) == "mine")
    }

    @Test func refusesAFileALinkAndAMissingParent() throws {
        let folder = try workspace()
        defer { try? manager.removeItem(at: folder) }
        let catalog = folder.appendingPathComponent("catalog")
        let file = folder.appendingPathComponent("file.txt")
        try Data("x".utf8).write(to: file)
        #expect(throws: SiteWriteError.notAFolder(file.path, kind: .regular)) { try write(to: file, catalog: catalog) }
        let link = folder.appendingPathComponent("link")
        let real = folder.appendingPathComponent("real")
        try manager.createDirectory(at: real, withIntermediateDirectories: false)
        try manager.createSymbolicLink(at: link, withDestinationURL: real)
        #expect(throws: SiteWriteError.symbolicLink(link.path)) { try write(to: link, catalog: catalog) }
        let deep = folder.appendingPathComponent("missing/site")
        #expect(throws: SiteWriteError.missingParent(folder.appendingPathComponent("missing").path)) { try write(to: deep, catalog: catalog) }
    }

    @Test func writesANewFolderAndReplacesOnlyASiteItWrote() throws {
        let folder = try workspace()
        defer { try? manager.removeItem(at: folder) }
        let catalog = folder.appendingPathComponent("catalog")
        let out = folder.appendingPathComponent("site")
        try write(to: out, catalog: catalog)
        let written = entries(out)
        #expect(written.contains(SiteWriter.manifestName))
        #expect(written.contains("components/hostile.html"))
        #expect(try manager.contentsOfDirectory(atPath: folder.path).sorted() == ["catalog", "site"], "no temporary folder left beside it")

        try write(to: out, catalog: catalog)
        #expect(entries(out) == written, "a site dscheck wrote is replaced")

        try Data("stray".utf8).write(to: out.appendingPathComponent("components/stray.html"))
        #expect(throws: SiteWriteError.foreignFiles(folder: out.path, files: ["components/stray.html"])) { try write(to: out, catalog: catalog) }
        #expect(manager.fileExists(atPath: out.appendingPathComponent("components/hostile.html").path), "a refused write deletes nothing")
    }

    @Test func writesIntoAnEmptyFolder() throws {
        let folder = try workspace()
        defer { try? manager.removeItem(at: folder) }
        let out = folder.appendingPathComponent("empty")
        try manager.createDirectory(at: out, withIntermediateDirectories: false)
        try write(to: out, catalog: folder.appendingPathComponent("catalog"))
        #expect(manager.fileExists(atPath: out.appendingPathComponent("index.html").path))
    }
}
