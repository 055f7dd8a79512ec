import DesignSupport
import Synchronization
import Testing

/// ``KeptUntilExit`` keeps values only in the dscheck executable, which exits after one command:
/// a process that runs commands in itself (this test process) frees what they made.
struct KeptUntilExitTests {
    /// Counts the instances freed, from any thread.
    final class Tracked: Sendable {
        static let freed = Mutex(0)
        deinit { Self.freed.withLock { $0 += 1 } }
    }

    @Test func valuesAreFreedWhereKeepingWasNotTurnedOn() {
        let before = Tracked.freed.withLock { $0 }
        do {
            let value = Tracked()
            KeptUntilExit.keep(value)
        }
        #expect(Tracked.freed.withLock { $0 } == before + 1)
    }
}
