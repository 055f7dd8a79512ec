import DesignSupport
import Testing

/// The one malloc arena every dscheck executable sets at its start (issue 27).
struct AllocatorArenaTests {
    /// The allocator takes the setting, and a large-stack thread started afterwards, as the
    /// token reader's is, still allocates and hands its result back: one arena makes threads
    /// share it, and never refuses them memory.
    @Test func theAllocatorTakesOneArenaAndALargeStackThreadStillAllocates() {
        #expect(OS.allocateFromOneArena())
        var total = 0
        let started = OS.runOnThread(stackSize: 16 << 20) {
            let rows = (0..<1_000).map { [Int](repeating: $0, count: 1_000) }
            total = rows.reduce(0) { $0 + $1.reduce(0, +) }
        }
        #expect(started == 0)
        #expect(total == 499_500_000)
    }
}
