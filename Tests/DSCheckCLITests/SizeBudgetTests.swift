import Foundation
import TestSupport
import Testing

/// Runs of the built binary under resource limits: each finishes, with a result or a clear error,
/// within a generous hang guard.
@Suite(.enabled(if: ShellProbe.limitsAddressSpace, "needs `ulimit -v`, which macOS refuses"))
struct SizeBudgetTests {
    /// Runs `dscheck ARGUMENTS` under `ulimit -v KIB` (address space), as a shell would.
    static func run(addressSpace kib: Int, _ arguments: [String], in directory: String? = nil, timeLimit: Double = 60) throws
        -> DSCheckProcess.Result
    {
        try DSCheckProcess.run(ulimit: "-v \(kib)", arguments, in: directory, timeLimit: timeLimit)
    }

    /// 2 GiB of address space, in KiB: the budget for a million tokens and for blow-ups.
    static let twoGiB = 2 << 20

    /// Runs `arguments` on the materialised hostile corpus entry `name` within 2 GiB.
    /// The hang guard is generous: the debug binary runs beside every other test; the speed
    /// targets are measured with a release build.
    static func runEntry(_ kind: HostileCase.Kind, _ name: String, _ arguments: [String]) throws -> DSCheckProcess.Result {
        let workspace = try HostileWorkspace(HostileCase(kind: kind, name: name))
        defer { workspace.remove() }
        let result = try run(addressSpace: twoGiB, arguments + [workspace.entryPath], in: workspace.folder, timeLimit: 300)
        #expect(!result.timedOut && !result.crashed, "\(result.stderr.prefix(1_000))")
        return result
    }

    // a11y/text-contrast measured every text stop against every background stop: 3.6 billion
    // pairs, over 120 s.
    @Test(.endToEnd) func gradientsOf60000StopsAreMeasuredWithinBudget() throws {
        let result = try Self.runEntry(.specCatalog, "composition-gradients-60000-stops", ["check"])
        #expect(result.status == 1, "\(result.stderr.prefix(1_000))")
        #expect(result.stdout.components(separatedBy: "[a11y/text-contrast]").count == 3, "both text runs are measured")
        #expect(!result.stdout.contains("not measured"), "the translucent run is measured too: \(result.stdout.prefix(2_000))")
    }

    // A million tokens (200 MB of JSON) took 7.5 GB for the site; token files past 32 MiB are
    // refused, at the reference to the first file that would pass it, before it is read.
    @Test(.endToEnd, arguments: [["tokens"], ["check"], ["site", "--out", "site-out"]])
    func tokenFilesPast32MiBAreRefusedWithinBudget(_ command: [String]) throws {
        let result = try Self.runEntry(.tokenCatalog, "tokens-files-past-32-mib", command)
        #expect(result.status == 1, "an error in the catalogue, as the cap on contexts is: \(result.stderr.prefix(1_000))")
        #expect((result.stdout + result.stderr).contains("case/tokens.resolver.json:13:"), "\(result.stdout.prefix(1_000))")
        #expect((result.stdout + result.stderr).contains("part-2.tokens.json (14000041 bytes) would take the token files past 32 MiB"))
    }

    /// Under a small address-space limit `check` once ended in a segmentation fault, `site` in
    /// cmark's "calloc returned null pointer, aborting" or a bad_alloc, wherever an allocation
    /// failed. Every command now refuses such a limit before it starts, with exit 2.
    @Test(.endToEnd, arguments: [["check"], ["site", "--out", "site-out"], ["diff", "--base"], ["tokens"]])
    func aLimitTooSmallToRunInIsRefusedBeforeAnythingRuns(_ command: [String]) throws {
        try TemporaryFolder.with { folder in
            let catalog = Fixtures.repository("catalog")
            let arguments = command == ["diff", "--base"] ? ["diff", "--base", catalog, catalog] : command + [catalog]
            let result = try Self.run(addressSpace: 300_000, arguments, in: folder.path)
            #expect(!result.timedOut && !result.crashed, "\(result.stderr)")
            #expect(result.status == 2)
            #expect(
                result.stderr
                    == "error: not enough memory: the address-space limit (ulimit -v) is 292 MiB, and dscheck needs at least 512 MiB to run without failing midway; raise the limit (ulimit -v 524288) and run again\n"
            )
            #expect(!FileManager.default.fileExists(atPath: folder.path + "/site-out"))
        }
    }

    /// Above the refusal's floor an input can still need more than the limit: 324,000 tokens
    /// (16.7 MB of JSON, near the 16 MiB a file may hold; about 375 MB at the peak and more
    /// address space) under 530,000 KiB, just above the floor. An allocation fails somewhere;
    /// the run ends with exit 2 and "not enough memory", not a signal and no backtrace (whose
    /// helper once held the caller's pipe for 20 minutes). The largest input and the smallest
    /// limit keep the margin as dscheck needs less: 250,000 tokens under 600,000 KiB stopped
    /// failing once dscheck no longer mapped the full Foundation and ICU.
    @Test(.endToEnd) func runningOutOfMemoryUnderALimitIsExitTwoWithAMessage() throws {
        try TemporaryFolder.with { folder in
            let file = folder.appendingPathComponent("many.tokens.json")
            let members = (0..<324_000).map { "\"t\($0)\": {\"$value\": \"#ffffff\", \"$type\": \"color\"}" }
            try Data(("{" + members.joined(separator: ", ") + "}").utf8).write(to: file)
            let result = try Self.run(addressSpace: 530_000, ["tokens", file.path, "--format", "json"], in: folder.path, timeLimit: 300)
            #expect(!result.timedOut && !result.crashed, "\(result.stderr.suffix(2_000))")
            #expect(result.status == 2, "\(result.stderr.suffix(2_000))")
            #expect(
                result.stderr.hasSuffix(
                    "error: not enough memory: dscheck stopped under the address-space limit (ulimit -v) of 517 MiB, which this input needs more than; raise the limit and run again (if it stops so with no limit, report it)\n"
                ), "\(result.stderr.suffix(2_000))")
            #expect(!result.stderr.contains("Backtrace"), "\(result.stderr.suffix(2_000))")
        }
    }

    // The 256 MiB stack of the resolver's thread did not fit under these limits, and the caller
    // waited for a thread that never started.
    @Test(.endToEnd, arguments: [350_000, 450_000, 600_000])
    func tokensFinishUnderAnAddressSpaceLimit(kib: Int) throws {
        let result = try Self.run(addressSpace: kib, ["tokens", Fixtures.repository("catalog")])
        #expect(!result.timedOut && !result.crashed, "\(result.stderr)")
        #expect(result.status == 0 || (result.status == 2 && result.stderr.contains("ulimit -v")), "\(result.stderr)")
    }
}
