import DesignSupport
import Testing

@testable import DSCheckCLI

/// How each command shares the allocator (issue 27): one arena where memory grows with the
/// input, an arena per thread where the time goes into work on every core.
struct AllocatorArenaTests {
    /// The allocator takes the setting, and a large-stack thread started afterwards, as the
    /// token reader's is, still allocates and hands its result back: one arena makes threads
    /// share it, and never refuses them memory.
    @Test func theAllocatorTakesOneArenaAndALargeStackThreadStillAllocates() {
        #expect(OS.allocate(.oneArena))
        var total = 0
        let body = {
            let rows = (0..<1_000).map { [Int](repeating: $0, count: 1_000) }
            total = rows.reduce(0) { $0 + $1.reduce(0, +) }
        }
        switch OS.startThread(stackSize: 16 << 20, body) {
        case .success(let thread): thread.join()
        case .failure(let failure): Issue.record("no thread started: error \(failure.number)")
        }
        #expect(total == 499_500_000)
    }

    /// `site` and `diff` spread their work over every core; everything else, the default
    /// command included, keeps to one arena.
    @Test(arguments: [
        (["site", "catalog", "--out", "site"], Allocation.arenaPerThread),
        (["diff", "--base", "main"], .arenaPerThread),
        (["check", "catalog"], .oneArena),
        (["tokens", "catalog", "--format", "json"], .oneArena),
        (["catalog"], .oneArena),
        (["help", "site"], .oneArena),
        (["--version"], .oneArena),
        ([], .oneArena),
    ])
    func eachCommandDeclaresHowItAllocates(arguments: [String], expected: Allocation) {
        #expect(DSCheck.allocation(for: arguments) == expected)
    }
}
