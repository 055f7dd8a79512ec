import DesignSupport
import Foundation
import Synchronization
import TestSupport
import Testing

/// `--output` and `--write-baseline` aimed at what a report must not replace: devices, FIFOs,
/// links, the console's streams, folders, empty paths and the catalogue being read.
struct HostileOutputTests {
    /// A copy of the bundled catalogue in a temporary folder, so a refusal that fails cannot
    /// harm the repository's own.
    static func withCatalog(_ body: (_ folder: URL, _ catalog: String) throws -> Void) throws {
        try TemporaryFolder.with { folder in
            let catalog = folder.appendingPathComponent("catalog")
            try FileManager.default.copyItem(atPath: Fixtures.repository("catalog"), toPath: catalog.path)
            try body(folder, catalog.path)
        }
    }

    static func fileType(_ path: String) -> FileAttributeType? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
    }

    /// The baseline a check reads is never the file its report replaces (it once became the
    /// report); writing a new baseline over it stays the way to update it.
    @Test(arguments: [["--output", "B", "--format", "json"], ["--report", "sarif=B"]])
    func aReportIsNeverWrittenOverTheBaselineItReads(arguments: [String]) throws {
        try Self.withCatalog { folder, catalog in
            let baseline = folder.appendingPathComponent("baseline.json").path
            #expect(DSCheckInProcess.run(["check", catalog, "--write-baseline", baseline]).status == 0)
            let before = try String(contentsOfFile: baseline, encoding: .utf8)
            let given = arguments.map { $0.replacingOccurrences(of: "B", with: baseline) }
            let result = DSCheckInProcess.run(["check", catalog, "--baseline", baseline] + given)
            #expect(result.status == 2)
            #expect(result.stderr.contains("refusing to write to '\(baseline)': it is '\(baseline)', which this command reads"), "\(result.stderr)")
            #expect(try String(contentsOfFile: baseline, encoding: .utf8) == before)
            #expect(DSCheckInProcess.run(["check", catalog, "--baseline", baseline, "--write-baseline", baseline]).status == 0)
        }
    }

    @Test func aNewPathAndAnExistingFileAreWrittenWholeKeepingItsPermissions() throws {
        try Self.withCatalog { folder, catalog in
            let report = folder.appendingPathComponent("report.json").path
            #expect(DSCheckInProcess.run(["check", catalog, "--format", "json", "--output", report]).status == 0)
            let first = try String(contentsOfFile: report, encoding: .utf8)
            #expect(first.hasPrefix("{"))
            try "old".write(toFile: report, atomically: false, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: report)
            #expect(DSCheckInProcess.run(["check", catalog, "--format", "json", "--output", report]).status == 0)
            #expect(try String(contentsOfFile: report, encoding: .utf8) == first)
            #expect((try FileManager.default.attributesOfItem(atPath: report))[.posixPermissions] as? Int == 0o640)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["catalog", "report.json"])
        }
    }

    /// As root, a null device of the test's own (replacing the system's /dev/null, as dscheck
    /// once did, breaks the machine); otherwise /dev/null, which only root could replace.
    @Test func aCharacterDeviceStaysADevice() throws {
        try Self.withCatalog { folder, catalog in
            let own = folder.appendingPathComponent("null").path
            let device = getuid() == 0 && mknod(own, S_IFCHR | 0o666, dev_t(1 << 8 | 3)) == 0 ? own : "/dev/null"
            let result = DSCheckInProcess.run(["check", catalog, "--output", device])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(Self.fileType(device) == .typeCharacterSpecial)
        }
    }

    @Test func aFIFOIsWrittenInPlaceAndStaysAFIFO() throws {
        try Self.withCatalog { folder, catalog in
            let fifo = folder.appendingPathComponent("fifo").path
            #expect(mkfifo(fifo, 0o600) == 0)
            let reader = DetachedRead(fifo)
            let result = DSCheckInProcess.run(["check", catalog, "--format", "json", "--output", fifo])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(reader.wait().hasPrefix("{"))
            #expect(isFIFO(fifo))
        }
    }

    @Test func aLinkToAFileIsWrittenThroughAndStaysALink() throws {
        try Self.withCatalog { folder, catalog in
            let target = folder.appendingPathComponent("target.json").path
            let link = folder.appendingPathComponent("link.json").path
            try "old".write(toFile: target, atomically: false, encoding: .utf8)
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "target.json")
            #expect(DSCheckInProcess.run(["check", catalog, "--format", "json", "--output", link]).status == 0)
            #expect(Self.fileType(link) == .typeSymbolicLink)
            #expect(try String(contentsOfFile: target, encoding: .utf8).hasPrefix("{"))
        }
    }

    @Test func aLinkToNothingIsRefused() throws {
        try Self.withCatalog { folder, catalog in
            let link = folder.appendingPathComponent("dangling.json").path
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "nothing.json")
            let result = DSCheckInProcess.run(["check", catalog, "--output", link])
            #expect(result.status == 2)
            #expect(result.stderr.contains("is a symbolic link to 'nothing.json', which does not exist"), "\(result.stderr)")
            #expect(Self.fileType(link) == .typeSymbolicLink)
        }
    }

    @Test(arguments: ["/dev/stdout", "/dev/fd/1"])
    func theStandardOutputIsTheConsole(path: String) throws {
        try Self.withCatalog { _, catalog in
            let result = DSCheckInProcess.run(["check", catalog, "--format", "json", "--output", path])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.hasPrefix("{"))
        }
    }

    /// The binary, its standard output a pipe: `/dev/fd/1` failed with "The file doesn't exist".
    @Test(.endToEnd) func theBinaryWritesToItsStandardOutputThroughDevFd() throws {
        let result = try DSCheckProcess.run(["check", "catalog", "--format", "json", "--output", "/dev/fd/1"], timeLimit: 120)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("{"))
    }

    @Test func refusalsComeBeforeAnyWorkWithASentence() throws {
        try Self.withCatalog { folder, catalog in
            let manifest = catalog + "/dscheck.json"
            let before = try Data(contentsOf: URL(fileURLWithPath: manifest))
            try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("link").path, withDestinationPath: "catalog")
            let cases: [(arguments: [String], message: String)] = [
                (["check", catalog, "--output", manifest], "it is inside"),
                (["check", catalog, "--output", catalog + "/../catalog/tokens/new.json"], "it is inside"),
                (["check", catalog, "--output", folder.path + "/link/dscheck.json"], "it is inside"),
                (["check", catalog, "--write-baseline", manifest], "it is inside"),
                (["tokens", catalog, "--output", catalog + "/tokens/x.tokens.json"], "it is inside"),
                (["tokens", catalog + "/tokens/color.tokens.json", "--output", catalog + "/tokens/x.tokens.json"], "it is inside"),
                (["diff", "--base", catalog, catalog, "--output", catalog + "/diff.md"], "it is inside"),
                (["check", catalog, "--output", folder.path], "is a folder"),
                (["check", catalog, "--output", ""], "empty path"),
                (["check", catalog, "--write-baseline", ""], "empty path"),
                (["check", catalog, "--output", folder.path + "/missing/report.json"], "does not exist"),
            ]
            for (arguments, message) in cases {
                let result = DSCheckInProcess.run(arguments)
                #expect(result.status == 2, "\(arguments)")
                #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
                #expect(!result.stderr.contains("NSCocoaErrorDomain") && !result.stderr.contains("error 512"), "\(result.stderr)")
                #expect(result.stdout.isEmpty, "\(arguments): nothing is reported before the refusal")
            }
            #expect(try Data(contentsOf: URL(fileURLWithPath: manifest)) == before)
            #expect(!FileManager.default.fileExists(atPath: catalog + "/tokens/x.tokens.json"))
            #expect(!FileManager.default.fileExists(atPath: catalog + "/tokens/new.json"))
            #expect(!FileManager.default.fileExists(atPath: catalog + "/diff.md"))
        }
    }

    /// Not root: a read-only folder, where the temporary file cannot be made. Root ignores the
    /// mode, so there the write fails in place, on a full device of the test's own.
    @Test func aFailedWriteLeavesTheOldFileAndNoTemporaryFile() throws {
        try Self.withCatalog { folder, catalog in
            let locked = folder.appendingPathComponent("locked")
            try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: false)
            let report = locked.appendingPathComponent("report.txt").path
            try "old".write(toFile: report, atomically: false, encoding: .utf8)
            let full = folder.appendingPathComponent("full").path
            let target = getuid() == 0 && mknod(full, S_IFCHR | 0o666, dev_t(1 << 8 | 7)) == 0 ? full : report
            try FileManager.default.setAttributes([.posixPermissions: 0o500], ofItemAtPath: locked.path)
            defer { try? FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: locked.path) }
            let result = DSCheckInProcess.run(["check", catalog, "--output", target])
            #expect(result.status == 2)
            #expect(result.stderr.contains("cannot write '\(target)': "), "\(result.stderr)")
            #expect(try String(contentsOfFile: report, encoding: .utf8) == "old")
            #expect(try FileManager.default.contentsOfDirectory(atPath: locked.path) == ["report.txt"])
        }
    }
}

private func isFIFO(_ path: String) -> Bool {
    FileStatus(path, followingLinks: false)?.kind == .fifo
}

/// What a reader thread read from a path (a FIFO) to its end.
private final class DetachedRead: Sendable {
    private let done = DispatchSemaphore(value: 0)
    private let bytes = Mutex(Data())

    init(_ path: String) {
        Thread.detachNewThread { [self] in
            let file = open(path, O_RDONLY)
            var buffer = [UInt8](repeating: 0, count: 65536)
            while file >= 0 {
                let count = read(file, &buffer, buffer.count)
                guard count > 0 else { break }
                bytes.withLock { $0.append(contentsOf: buffer[0..<count]) }
            }
            close(file)
            done.signal()
        }
    }

    func wait() -> String {
        done.wait()
        return bytes.withLock { String(decoding: $0, as: UTF8.self) }
    }
}
