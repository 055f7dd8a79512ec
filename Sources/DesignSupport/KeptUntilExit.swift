import Synchronization

/// What a command run by the dscheck executable keeps until the process exits instead of
/// freeing it: the token files' trees and the resolved tokens are hundreds of thousands of small
/// allocations, which freed one by one cost more than writing the report (about 30 M
/// instructions of `tokens --format json` at 10,000 tokens), while the system takes the whole
/// address space back at exit at once. As compilers do (clang's `-disable-free`).
///
/// Only ``CommandLineEntry`` turns it on: a program or test that runs commands in its own
/// process frees their values as usual, so running many does not grow its memory.
package enum KeptUntilExit {
    private static let kept = Mutex<(enabled: Bool, values: [any Sendable])>((false, []))

    /// Turns keeping on for this process, which is about to exit once its one command ends.
    package static func enable() {
        kept.withLock { $0.enabled = true }
    }

    /// Keeps `value` alive until the process exits, when keeping is on; else does nothing.
    package static func keep(_ value: some Sendable) {
        kept.withLock { kept in
            if kept.enabled { kept.values.append(value) }
        }
    }
}
