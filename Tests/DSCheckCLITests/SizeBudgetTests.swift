import Foundation
import TestSupport
import Testing

/// Runs of the built binary under resource limits: each finishes, with a result or a clear error,
/// within a generous hang guard.
struct SizeBudgetTests {
    /// Runs `dscheck ARGUMENTS` under `ulimit -v KIB` (address space), as a shell would.
    static func run(addressSpace kib: Int, _ arguments: [String], timeLimit: Double = 60) throws -> DSCheckProcess.Result {
        let quoted = ([DSCheckProcess.binary] + arguments).map { "'\($0.replacingOccurrences(of: "'", with: "'\\''"))'" }
        return try DSCheckProcess.run(program: "/bin/sh", ["-c", "ulimit -v \(kib) && exec \(quoted.joined(separator: " "))"], timeLimit: timeLimit)
    }

    // The 256 MiB stack of the resolver's thread did not fit under these limits, and the caller
    // waited for a thread that never started.
    @Test(arguments: [350_000, 450_000, 600_000])
    func tokensFinishUnderAnAddressSpaceLimit(kib: Int) throws {
        let result = try Self.run(addressSpace: kib, ["tokens", Fixtures.repository("catalog")])
        #expect(!result.timedOut && !result.crashed, "\(result.stderr)")
        #expect(result.status == 0 || (result.status == 2 && result.stderr.contains("ulimit -v")), "\(result.stderr)")
    }
}
