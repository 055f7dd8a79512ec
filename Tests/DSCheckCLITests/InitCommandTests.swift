import DesignTokens
import Foundation
import OutputFolder
import TestSupport
import Testing

@testable import DSCheckCLI

/// `dscheck init` through the built binary: on every platform the new catalogue checks clean
/// and builds a site; a folder that holds anything is refused and left as it was.
struct InitCommandTests {
    static let platforms = ["ios", "ipados", "macos", "tvos", "visionos", "watchos"]

    @Test(.endToEnd, arguments: platforms)
    func newCatalogueChecksCleanAndBuildsASite(platform: String) throws {
        try TemporaryFolder.with { folder in
            let catalog = folder.appendingPathComponent("a").path
            let made = try DSCheckProcess.run(["init", catalog, "--platform", platform, "--name", "Acme Design"])
            #expect(made.status == 0, "\(made.stderr)")
            for command in ["dscheck check \(catalog)", "dscheck site \(catalog) --out \(catalog)-site", "dscheck tokens \(catalog)"] {
                #expect(made.stdout.contains("\n  \(command)\n"), "\(made.stdout)")
            }
            let check = try DSCheckProcess.run(["check", catalog])
            #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
            #expect(check.stdout.hasSuffix("0 errors, 0 warnings, 0 info, 0 waived\n"), "\(check.stdout)")
            let site = try DSCheckProcess.run(["site", catalog, "--out", catalog + "-site"])
            #expect(site.status == 0, "\(site.stderr)")
            let home = try String(contentsOfFile: catalog + "-site/index.html", encoding: .utf8)
            #expect(home.contains("Acme Design"))
            #expect(FileManager.default.fileExists(atPath: catalog + "-site/components/button.html"))
            #expect(FileManager.default.fileExists(atPath: catalog + "-site/compositions/welcome.html"))
        }
    }

    /// Every JSON file names its schema by a relative path that exists.
    @Test(.endToEnd) func everyFileNamesItsSchema() throws {
        try TemporaryFolder.with { folder in
            let catalog = folder.appendingPathComponent("catalog").path
            #expect(try DSCheckProcess.run(["init", catalog]).status == 0)
            let files = try FileManager.default.subpathsOfDirectory(atPath: catalog).filter {
                $0.hasSuffix(".json") && !$0.hasPrefix("schemas/")
            }
            #expect(files.count == 12, "\(files.sorted())")
            for file in files {
                let path = catalog + "/" + file
                let schema = try #require(try JSONReader().read(fileAt: path).object?["$schema"]?.string, "\(file)")
                let target = URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent(schema).standardizedFileURL.path
                #expect(FileManager.default.fileExists(atPath: target), "\(file): \(schema)")
            }
        }
    }

    /// The platform decides the control size (the HIG's default control size) and whether
    /// there is a light appearance.
    @Test(.endToEnd, arguments: zip(platforms, [44.0, 44, 28, 66, 60, 44]))
    func platformDecidesSizesAndAppearances(platform: String, height: Double) throws {
        try TemporaryFolder.with { folder in
            let catalog = folder.appendingPathComponent("c").path
            #expect(try DSCheckProcess.run(["init", catalog, "--platform", platform]).status == 0)
            let dimensions = try JSONReader().read(fileAt: catalog + "/tokens/dimension.tokens.json")
            let control = dimensions.object?["dimension"]?.object?["control"]?.object
            #expect(control?["height"]?.object?["$value"]?.object?["value"]?.number == height)
            let modifiers = try JSONReader().read(fileAt: catalog + "/tokens.resolver.json").object?["modifiers"]?.object?.keys
            let single = platform == "visionos" || platform == "watchos"
            #expect(modifiers == (single ? ["contrast"] : ["appearance", "contrast"]))
            let manifest = try JSONReader().read(fileAt: catalog + "/dscheck.json").object
            #expect(manifest?["platform"]?.string == platform)
        }
    }

    @Test(.endToEnd) func refusesAFolderThatIsNotEmpty() throws {
        try TemporaryFolder.with { folder in
            try Data("keep\n".utf8).write(to: folder.appendingPathComponent("notes.txt"))
            let result = try DSCheckProcess.run(["init", folder.path])
            #expect(result.status == 2)
            #expect(result.stderr.contains("is not empty (it holds notes.txt); give a new or empty folder"), "\(result.stderr)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["notes.txt"])
            #expect(
                try FileManager.default.contentsOfDirectory(atPath: folder.deletingLastPathComponent().path).filter {
                    $0.hasPrefix(".\(folder.lastPathComponent).dscheck-")
                }.isEmpty)
        }
    }

    @Test(.endToEnd) func writesIntoAnEmptyFolderAndRefusesAFile() throws {
        try TemporaryFolder.with { folder in
            let result = try DSCheckProcess.run(["init", folder.path, "--platform", "macos"])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(FileManager.default.fileExists(atPath: folder.path + "/dscheck.json"))
            let file = folder.appendingPathComponent("dscheck.json").path
            let refused = try DSCheckProcess.run(["init", file])
            #expect(refused.status == 2)
            #expect(refused.stderr.contains("dscheck.json is a file, not a folder"), "\(refused.stderr)")
        }
    }

    /// A link to an empty folder was refused as something that "exists and is not a folder";
    /// the message now says it is a link, where it points, and what to give instead.
    @Test func aLinkToAFolderIsRefusedAsALink() throws {
        try TemporaryFolder.with { folder in
            let target = folder.appendingPathComponent("empty").path
            try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)
            let link = folder.appendingPathComponent("lnk").path
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
            let refused = DSCheckInProcess.run(["init", link])
            #expect(refused.status == 2)
            #expect(
                refused.stderr.contains(
                    "lnk is a symbolic link to \(target), and dscheck writes only into a folder that is one itself (a link could lead anywhere); give the folder it points to, or a new folder"
                ), "\(refused.stderr)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: target).isEmpty, "nothing is written through the link")
        }
    }

    /// `dscheck init .` in an empty folder: the folder itself stays (same inode and mode, so a
    /// shell standing in it sees the files), and the printed site command names a folder
    /// beside it. It used to replace the folder, after trapping in the site folder's name.
    @Test(.endToEnd) func initDotWritesIntoTheFolderItselfAndKeepsIt() throws {
        try TemporaryFolder.with { folder in
            let empty = folder.appendingPathComponent("kotek")
            try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o750])
            let before = try FileManager.default.attributesOfItem(atPath: empty.path)
            let result = try DSCheckProcess.run(["init", "."], in: empty.path)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(!result.crashed)
            let after = try FileManager.default.attributesOfItem(atPath: empty.path)
            #expect(after[.systemFileNumber] as? Int == before[.systemFileNumber] as? Int, "the same folder, not a new one")
            #expect((after[.posixPermissions] as? Int) == 0o750)
            #expect(FileManager.default.fileExists(atPath: empty.path + "/dscheck.json"))
            #expect(result.stdout.contains("dscheck site . --out ./../kotek-site"), "\(result.stdout)")
        }
    }

    @Test(arguments: [
        ("catalog", "site"), ("design/catalog/", "design/site"), ("kotek", "kotek-site"), ("/srv/kotek", "/srv/kotek-site"),
        ("/kotek", "/kotek-site"), ("..", "../../"),
    ])
    func theSiteGoesBesideTheCatalogue(folder: String, expected: String) {
        let site = InitCommand.siteFolder(for: folder)
        if folder == ".." {
            #expect(site.hasPrefix("../../") && site.hasSuffix("-site"), "\(site)")
        } else {
            #expect(site == expected)
        }
    }

    /// What one command writes, the next reads: `init` loads and checks the scaffold in its
    /// work folder before moving it into place. A scaffold with an error (here a component
    /// cut short, and a token aliasing nothing) is refused at the file it would be written to,
    /// and nothing is written, beside the folder either; the real scaffold passes.
    @Test func aScaffoldThatWouldNotCheckIsNotWritten() throws {
        try TemporaryFolder.with { folder in
            let files = CatalogScaffold(name: "Acme", platform: .ios).files
            let broken = files.map { file in
                switch file.path {
                case "components/button.json": OutputFile(path: file.path, contents: String(file.contents.prefix(40)))
                case let path where path.hasSuffix(".tokens.json") && path.contains("color"):
                    OutputFile(
                        path: path, contents: file.contents.replacingOccurrences(of: "\"$value\": {", with: "\"$value\": \"{no.such}\", \"x\": {"))
                default: file
                }
            }
            let target = folder.appendingPathComponent("acme").path
            do throws(NewFolder.Failure) {
                try NewFolder.write(broken, to: target, check: InitCommand.errors(inCatalogAt:))
                Issue.record("a scaffold with errors was written")
            } catch {
                #expect(error.description.hasPrefix("what dscheck would write to \(target) does not load ("), "\(error)")
                #expect(error.description.contains("the first: \(target)/components/button.json:2:14: unexpected end of file"), "\(error)")
            }
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty, "nothing written, no work folder left")
            try NewFolder.write(files, to: target, check: InitCommand.errors(inCatalogAt:))
            #expect(InitCommand.errors(inCatalogAt: target).isEmpty)
        }
    }

    @Test(.endToEnd) func rejectsAnUnknownPlatform() throws {
        let result = try DSCheckProcess.run(["init", "/nonexistent/x", "--platform", "android"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("'android' is not a valid value for --platform; choose one of: ios, ipados, macos, tvos, visionos, watchos"))
    }
}
