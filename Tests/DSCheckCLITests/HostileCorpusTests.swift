import DesignSupport
import DesignTokens
import Foundation
import Synchronization
import TestSupport
import Testing

/// Runs every entry of the hostile-input corpus (`Tests/Fixtures/hostile/`) through every
/// command, in process: each must end with exit 1 or 2 and an error located in the entry. As the
/// base of `dscheck diff` a hostile catalogue must be reported where it is wrong, and the diff is
/// still done against what could be read (issue 5), so the exit code is the diff's own.
/// ``HostileCorpusProcessTests`` runs the entries that try scale or recursion once more through
/// the built binary, for what only a process shows: a signal, or a hang
/// (``HostileCase/needsAProcess``). The 13 entries that try scale (``HostileCase/isLarge``) take
/// seconds per command in a debug build, so they run there alone, in the end-to-end tier.
///
/// The cases run in parallel: each has its own workspace and passes absolute paths, so none
/// depends on the working directory or on another.
@Suite struct HostileCorpusTests {
    /// The corpus is listed (a folder that cannot be read fails here instead of running no
    /// case) and holds exactly the entries counted per folder.
    @Test func theCorpusIsListedWhole() {
        #expect(HostileCase.listing.failure == nil)
        let counts = Dictionary(grouping: HostileCase.all, by: \.kind).mapValues(\.count)
        #expect(counts == HostileCase.expectedCounts)
        // The 14 that try scale run in the end-to-end tier alone, and with the 19 more that try
        // depth or size and the 23 imports and exports through the binary; a new one shows here.
        #expect(HostileCase.all.filter(\.isLarge).count == 14)
        #expect(HostileCase.all.filter(\.needsAProcess).count == 56)
        // Each principle's family (Tests/Fixtures/hostile/README.md) holds several entries.
        let families = Dictionary(grouping: HostileCase.all, by: \.principle).mapValues(\.count)
        #expect(families == HostileCase.expectedPrinciples)
        #expect(HostileCase.Principle.allCases.allSatisfy { (families[$0] ?? 0) >= 3 }, "\(families)")
    }

    @Test(arguments: HostileCase.all.filter { !$0.isLarge })
    func everyCommandFailsWithALocatedDiagnostic(_ entry: HostileCase) throws {
        let workspace = try HostileWorkspace(entry)
        defer { workspace.remove() }
        let watchdog = HangWatchdog(entry.testDescription, after: HostileCorpusProcessTests.hangGuard)
        defer { watchdog.disarm() }
        let path = workspace.path(workspace.entryPath)
        switch entry.kind {
        case .tokenFile:
            expectLocatedFailure(["tokens", path], in: workspace)
            expectLocatedFailure(["tokens", path, "--format", "json"], in: workspace)
        case .tokenCatalog, .specCatalog:
            if entry.kind == .tokenCatalog {
                expectLocatedFailure(["tokens", path], in: workspace)
            } else {
                let status = DSCheckInProcess.run(["tokens", path]).status
                #expect((0...2).contains(status), "dscheck tokens \(path) exited \(status)")
            }
            expectLocatedFailure(["check", path], in: workspace)
            expectLocatedFailure(["check", path, "--format", "json"], in: workspace)
            let annotations = expectLocatedFailure(["check", path, "--format", "github"], in: workspace)
            expectOnlyAnnotations(annotations.stdout)
            let siteFolder = workspace.path("site-out")
            let site = expectLocatedFailure(["site", path, "--out", siteFolder], in: workspace)
            expectNothingWritten(by: site.status, at: siteFolder)
            expectLocatedFailure(["diff", "--base", workspace.path("valid"), path], in: workspace)
            expectReportedBase(["diff", "--base", path, workspace.path("valid")], in: workspace)
        case .importSource:
            let out = workspace.path("out")
            let result = DSCheckInProcess.run(["import", "tokens-studio", path, "--out", out])
            expectImported(result.status, result.stdout, result.stderr, into: out, under: workspace.reportedPrefixes, in: workspace) {
                DSCheckInProcess.run(["tokens", out]).status
            }
        case .exportCatalog:
            let out = workspace.path("out")
            let result = DSCheckInProcess.run(["export", "swift", path, "--out", out])
            expectExported(result.status, result.stdout, result.stderr, into: out, under: workspace.reportedPrefixes, in: workspace)
        }
    }

    /// Runs dscheck in process and expects exit 1 or 2 with an error located in the entry.
    @discardableResult
    private func expectLocatedFailure(_ arguments: [String], in workspace: HostileWorkspace) -> DSCheckInProcess.Result {
        let result = DSCheckInProcess.run(arguments)
        let command = "dscheck " + arguments.joined(separator: " ")
        let status = result.status
        let located = LocatedError.isPresent(stdout: result.stdout, stderr: result.stderr, under: workspace.reportedPrefixes)
        #expect(status == 1 || status == 2, "\(command) exited \(status) on hostile input:\n\(result.stderr.prefix(1_500))")
        #expect(
            located,
            "\(command) printed no error located at file:line:col in the input:\nstdout: \(result.stdout.prefix(1_000))\nstderr: \(result.stderr.prefix(1_000))"
        )
        return result
    }

    /// As the base of `dscheck diff`, a hostile catalogue is reported at its locations and the
    /// diff is done against what could be read, or the base is refused with exit 2 when it has
    /// no usable manifest.
    private func expectReportedBase(_ arguments: [String], in workspace: HostileWorkspace) {
        let result = DSCheckInProcess.run(arguments)
        let located = LocatedError.isPresent(stdout: result.stdout, stderr: result.stderr, under: workspace.reportedPrefixes)
        let refused = result.status == 2 && result.stderr.contains("error: the base")
        #expect((0...2).contains(result.status), "dscheck \(arguments.joined(separator: " ")) exited \(result.status)")
        #expect(
            located || refused,
            "dscheck \(arguments.joined(separator: " ")) neither reported the base's problems at file:line:col nor refused the base:\n\(result.stderr.prefix(1_000))"
        )
    }

    /// GitHub workflow commands: every line but the summary is an annotation, so no text from
    /// the catalogue can start a workflow command of its own.
    private func expectOnlyAnnotations(_ stdout: String) {
        let lines = stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        for line in lines.dropLast() {
            #expect(line.hasPrefix("::"), "a line of --format github output is not an annotation: \(line.prefix(200))")
        }
    }
}

/// Each corpus entry that tries scale or recursion (``HostileCase/needsAProcess``) through the
/// built binary: it must end by itself, within the hang guard,
/// with exit 1 or 2, no signal, and an error located in the entry. A token file runs through
/// `tokens`, a catalogue through `site`, which loads and checks it as `check` does and, where it
/// loads, draws it. An entry that tries scale runs only here, so a token catalogue of them also
/// runs through `diff` as the head (which compares every token: a 100,000-token chain once hung
/// it); a spec catalogue's scale is in its specs, which `diff` checks as `site` already has.
@Suite struct HostileCorpusProcessTests {
    /// Seconds a command may run before the hang guard kills it: a guard against hangs, not a
    /// timing test. The slowest entry takes about 35 s alone in a debug build; the cases run in
    /// parallel, beside other suites, on a machine that may be loaded.
    static let hangGuard: Double = 600

    @Test(.endToEnd, arguments: HostileCase.all.filter(\.needsAProcess))
    func theBinaryEndsByItselfWithALocatedError(_ entry: HostileCase) throws {
        let workspace = try HostileWorkspace(entry)
        defer { workspace.remove() }
        let runs: [[String]] =
            switch entry.kind {
            case .tokenFile: [["tokens", workspace.entryPath, "--format", "json"]]
            case .tokenCatalog:
                [["site", workspace.entryPath, "--out", "site-out"]] + (entry.isLarge ? [["diff", "--base", "valid", workspace.entryPath]] : [])
            case .specCatalog: [["site", workspace.entryPath, "--out", "site-out"]]
            case .importSource: [["import", "tokens-studio", workspace.entryPath, "--out", "out"]]
            case .exportCatalog: [["export", "swift", workspace.entryPath, "--out", "out"]]
            }
        for arguments in runs {
            let result = try DSCheckProcess.run(arguments, in: workspace.folder, timeLimit: Self.hangGuard)
            let command = "dscheck " + arguments.joined(separator: " ")
            let timedOut = result.timedOut
            let crashed = result.crashed
            let status = result.status
            #expect(!timedOut, "\(command) ran past the \(Int(Self.hangGuard)) s hang guard")
            #expect(!crashed, "\(command) was killed by signal \(status):\n\(result.stderr.prefix(1_500))")
            guard !crashed else { continue }
            let out = workspace.path("out")
            switch entry.kind {
            case .importSource:
                expectImported(status, result.stdout, result.stderr, into: out, under: ["case/", "out/"], in: workspace) {
                    (try? DSCheckProcess.run(["tokens", "out"], in: workspace.folder, timeLimit: Self.hangGuard).status) ?? -1
                }
                continue
            case .exportCatalog:
                expectExported(status, result.stdout, result.stderr, into: out, under: ["case/"], in: workspace)
                if status == 0 { try expectCompiles(out, command: command) }
                continue
            case .tokenFile, .tokenCatalog, .specCatalog: break
            }
            #expect(status == 1 || status == 2, "\(command) exited \(status):\n\(result.stderr.prefix(1_500))")
            #expect(
                LocatedError.isPresent(stdout: result.stdout, stderr: result.stderr, under: ["case/"]),
                "\(command) printed no error located at file:line:col in the input:\n\(result.stderr.prefix(1_000))")
            if arguments[0] == "site" { expectNothingWritten(by: status, at: workspace.path("site-out")) }
        }
    }
}

/// What one command writes, the next reads: a hostile import ends with exit 1 or 2 and an error
/// located in the source (or, for a conversion refused whole, where the file would have been
/// written); what it does write loads (`readBack` runs `dscheck tokens` on it); no work folder
/// stays.
private func expectImported(
    _ status: Int32, _ stdout: String, _ stderr: String, into out: String, under prefixes: [String], in workspace: HostileWorkspace,
    readBack: () -> Int32
) {
    #expect(status == 1 || status == 2, "import exited \(status) on hostile input:\n\(stderr.prefix(1_500))")
    #expect(
        LocatedError.isPresent(stdout: stdout, stderr: stderr, under: prefixes + [out + "/"]),
        "import printed no error located at file:line:col:\n\(stderr.prefix(1_500))")
    if FileManager.default.fileExists(atPath: out) {
        #expect(readBack() == 0, "what import wrote to \(out) does not load")
    }
    expectNoWorkFolder(beside: out)
}

/// A catalogue hostile to the Swift export is exported (exit 0, every file written) or refused
/// with an error located in it (exit 1) or in its manifest (exit 2), with nothing written.
private func expectExported(
    _ status: Int32, _ stdout: String, _ stderr: String, into out: String, under prefixes: [String], in workspace: HostileWorkspace
) {
    #expect((0...2).contains(status), "export exited \(status):\n\(stderr.prefix(1_500))")
    if status == 0 {
        #expect(FileManager.default.fileExists(atPath: out + "/TokenValues.swift"), "export exited 0 without writing: \(stderr.prefix(1_000))")
    } else {
        #expect(
            LocatedError.isPresent(stdout: stdout, stderr: stderr, under: prefixes),
            "export printed no error located at file:line:col in the input:\n\(stderr.prefix(1_500))")
        #expect(!FileManager.default.fileExists(atPath: out), "export exited \(status) and left \(out)")
    }
    expectNoWorkFolder(beside: out)
}

/// What the export wrote compiles: every Swift file parses (`swiftc -parse`; the SwiftUI and
/// UIKit parts cannot be type-checked off Apple platforms), and the platform-neutral values
/// type-check.
private func expectCompiles(_ out: String, command: String) throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: out).filter { $0.hasSuffix(".swift") }.sorted()
    let parse = try Swiftc.run(["-parse"] + files, in: URL(fileURLWithPath: out))
    #expect(parse.status == 0, "\(command): the written Swift does not parse:\n\(parse.stderr.prefix(2_000))")
    let typed = try Swiftc.run(["-typecheck", "TokenValues.swift", "ComponentSpecs.swift"], in: URL(fileURLWithPath: out))
    #expect(typed.status == 0, "\(command): the written values do not type-check:\n\(typed.stderr.prefix(2_000))")
}

/// No `.NAME.dscheck-…` work folder is left beside `target`.
private func expectNoWorkFolder(beside target: String) {
    let parent = (target as NSString).deletingLastPathComponent
    let leftovers = ((try? FileManager.default.contentsOfDirectory(atPath: parent)) ?? []).filter { $0.contains(".dscheck-") }
    #expect(leftovers.isEmpty, "left \(leftovers) beside \(target)")
}

/// A `site` that failed on hostile input wrote nothing at all: no folder, not half a site, and
/// no work folder beside it. (What the pages of a hostile catalogue that does load hold is
/// `HostileCatalogTests`' subject.)
private func expectNothingWritten(by status: Int32, at folder: String) {
    guard status != 0 else { return }
    #expect(!FileManager.default.fileExists(atPath: folder), "site exited \(status) and left \(folder)")
    expectNoWorkFolder(beside: folder)
}

/// Ends the test process, naming the case, when an in-process run has not returned within its
/// guard: a hang there would otherwise stop the whole suite with no word of which case it was.
private final class HangWatchdog: Sendable {
    private let finished = Atomic(false)

    init(_ name: String, after seconds: Double) {
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { [self] in
            guard !finished.load(ordering: .acquiring) else { return }
            fatalError("hostile case \(name) still runs in process after \(Int(seconds)) s: a hang")
        }
    }

    func disarm() { finished.store(true, ordering: .releasing) }
}

/// Recognises a located error in what dscheck printed.
enum LocatedError {
    /// Whether stdout or stderr holds an error under one of `prefixes` with a line and column
    /// from 1: a clang-style line (`path:line:col: error:`), a JSON report's diagnostic or a
    /// GitHub annotation.
    /// Standard error is read first, and standard output as JSON before line by line: a hostile
    /// entry's output can be tens of megabytes.
    static func isPresent(stdout: String, stderr: String, under prefixes: [String]) -> Bool {
        let located = { (text: String) in
            let lines = text.split(separator: "\n")
            return prefixes.contains { prefix in lines.contains { clangStyle($0, under: prefix) || annotation($0, under: prefix) } }
        }
        return located(stderr) || (stdout.hasPrefix("{") && prefixes.contains { json(stdout, under: $0) }) || located(stdout)
    }

    /// `path:line:col: error: message`.
    private static func clangStyle(_ line: Substring, under prefix: String) -> Bool {
        guard line.hasPrefix(prefix), let range = line.range(of: ": error: ") else { return false }
        let fields = line[..<range.lowerBound].split(separator: ":")
        guard fields.count >= 3, let row = Int(fields[fields.count - 2]), let column = Int(fields[fields.count - 1]) else { return false }
        return row >= 1 && column >= 1
    }

    /// `::error file=path,line=L,col=C,…::message`.
    private static func annotation(_ line: Substring, under prefix: String) -> Bool {
        guard line.hasPrefix("::error file=" + prefix), let end = line.dropFirst(2).range(of: "::") else { return false }
        let properties = line[line.index(line.startIndex, offsetBy: 8)..<end.lowerBound].split(separator: ",")
        let values = Dictionary(
            properties.compactMap { property -> (String, String)? in
                let pair = property.split(separator: "=", maxSplits: 1)
                return pair.count == 2 ? (String(pair[0]), String(pair[1])) : nil
            }, uniquingKeysWith: { first, _ in first })
        return (Int(values["line"] ?? "") ?? 0) >= 1 && (Int(values["col"] ?? "") ?? 0) >= 1
    }

    /// A JSON report (`{"diagnostics": [{severity, file, line, column}]}`) with such an error.
    /// Parsed by Foundation's JSONSerialization, an optimised build beside this debug one, and a
    /// reader other than dscheck's own.
    private static func json(_ stdout: String, under prefix: String) -> Bool {
        guard let root = try? JSONSerialization.jsonObject(with: Data(stdout.utf8)) as? [String: Any],
            let diagnostics = root["diagnostics"] as? [[String: Any]]
        else { return false }
        return diagnostics.contains { object in
            object["severity"] as? String == "error" && (object["file"] as? String)?.hasPrefix(prefix) == true
                && (object["line"] as? Int ?? 0) >= 1 && (object["column"] as? Int ?? 0) >= 1
        }
    }
}
