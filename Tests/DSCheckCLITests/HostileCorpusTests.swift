import DesignSupport
import DesignTokens
import Foundation
import TestSupport
import Testing

/// Runs every entry of the hostile-input corpus (`Tests/Fixtures/hostile/`) through the built
/// binary. Each command must end with exit 1 or 2 and a located error diagnostic, never with a
/// signal, and within the hang guard (a guard against hangs, not a timing test). As the base
/// of `dscheck diff` a hostile catalogue must be reported where it is wrong, and the diff is
/// still done against what could be read (issue 5), so the exit code is the diff's own.
@Suite(.serialized)
struct HostileCorpusTests {
    /// Seconds a command may run before the hang guard kills it.
    static let hangGuard: Double = 60

    /// The corpus is listed (a folder that cannot be read fails here instead of running no
    /// case) and holds exactly the entries counted per folder.
    @Test func theCorpusIsListedWhole() {
        #expect(HostileCase.listing.failure == nil)
        let counts = Dictionary(grouping: HostileCase.all, by: \.kind).mapValues(\.count)
        #expect(counts == HostileCase.expectedCounts)
    }

    @Test(.endToEnd, arguments: HostileCase.all)
    func everyCommandFailsWithALocatedDiagnostic(_ entry: HostileCase) throws {
        let workspace = try HostileWorkspace(entry)
        defer { workspace.remove() }
        let path = workspace.entryPath
        switch entry.kind {
        case .tokenFile:
            try expectLocatedFailure(["tokens", path], in: workspace)
            try expectLocatedFailure(["tokens", path, "--format", "json"], in: workspace)
        case .tokenCatalog, .specCatalog:
            if entry.kind == .tokenCatalog {
                try expectLocatedFailure(["tokens", path], in: workspace)
            } else {
                try expectNoCrash(["tokens", path], in: workspace)
            }
            try expectLocatedFailure(["check", path], in: workspace)
            try expectLocatedFailure(["check", path, "--format", "json"], in: workspace)
            let annotations = try expectLocatedFailure(["check", path, "--format", "github"], in: workspace)
            expectOnlyAnnotations(annotations.stdout)
            let site = try expectLocatedFailure(["site", path, "--out", "site-out"], in: workspace)
            expectNothingWritten(by: site, at: (workspace.folder as NSString).appendingPathComponent("site-out"))
            try expectLocatedFailure(["diff", "--base", "valid", path], in: workspace)
            try expectReportedBase(["diff", "--base", path, "valid"], in: workspace)
        }
    }

    /// Runs dscheck and expects it to end by itself, without a signal.
    @discardableResult
    private func expectNoCrash(_ arguments: [String], in workspace: HostileWorkspace) throws -> DSCheckProcess.Result {
        let result = try DSCheckProcess.run(arguments, in: workspace.folder, timeLimit: Self.hangGuard)
        let command = "dscheck " + arguments.joined(separator: " ")
        let timedOut = result.timedOut
        let crashed = result.crashed
        let status = result.status
        #expect(!timedOut, "\(command) ran past the \(Int(Self.hangGuard)) s hang guard")
        #expect(!crashed, "\(command) was killed by signal \(status):\n\(result.stderr.prefix(1_500))")
        #expect(crashed || (0...2).contains(status), "\(command) exited \(status)")
        return result
    }

    /// Runs dscheck and expects exit 1 or 2 with an error located in the entry.
    @discardableResult
    private func expectLocatedFailure(_ arguments: [String], in workspace: HostileWorkspace) throws -> DSCheckProcess.Result {
        let result = try expectNoCrash(arguments, in: workspace)
        guard !result.crashed, !result.timedOut else { return result }
        let command = "dscheck " + arguments.joined(separator: " ")
        let status = result.status
        let located = LocatedError.isPresent(in: result, under: "case/")
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
    private func expectReportedBase(_ arguments: [String], in workspace: HostileWorkspace) throws {
        let result = try expectNoCrash(arguments, in: workspace)
        guard !result.crashed, !result.timedOut else { return }
        let located = LocatedError.isPresent(in: result, under: "case/")
        let refused = result.status == 2 && result.stderr.contains("error: the base")
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

    /// A `site` that failed on hostile input wrote nothing at all: no folder, not half a site,
    /// and no work folder beside it. (What the pages of a hostile catalogue that does load hold
    /// is `HostileCatalogTests`' subject.)
    private func expectNothingWritten(by run: DSCheckProcess.Result, at folder: String) {
        guard !run.crashed, run.status != 0 else { return }
        #expect(!FileManager.default.fileExists(atPath: folder), "site exited \(run.status) and left \(folder)")
        let parent = (folder as NSString).deletingLastPathComponent
        let leftovers = ((try? FileManager.default.contentsOfDirectory(atPath: parent)) ?? []).filter { $0.contains(".dscheck-") }
        #expect(leftovers.isEmpty, "site exited \(run.status) and left \(leftovers)")
    }
}

/// Recognises a located error in what dscheck printed.
enum LocatedError {
    /// Whether stdout or stderr holds an error under `prefix` with a line and column from 1:
    /// a clang-style line (`path:line:col: error:`), a JSON report's diagnostic or a GitHub
    /// annotation.
    static func isPresent(in result: DSCheckProcess.Result, under prefix: String) -> Bool {
        for line in (result.stdout + "\n" + result.stderr).split(separator: "\n") {
            if clangStyle(line, under: prefix) || annotation(line, under: prefix) { return true }
        }
        return json(result.stdout, under: prefix)
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
    private static func json(_ stdout: String, under prefix: String) -> Bool {
        guard let root = try? JSONReader(maximumSize: .max).read(stdout, file: "stdout"),
            let diagnostics = root.object?["diagnostics"]?.array
        else { return false }
        return diagnostics.contains { node in
            guard let object = node.object else { return false }
            return object["severity"]?.string == "error" && object["file"]?.string?.hasPrefix(prefix) == true
                && (object["line"]?.number ?? 0) >= 1 && (object["column"]?.number ?? 0) >= 1
        }
    }
}
