import DesignSupport
import Foundation

/// Runs work that recurses through user data (nested references, deep JSON) on a thread with a
/// large stack, so the depth limits hold whatever thread the caller is on (background threads
/// often have 512 KiB or less).
enum LargeStack {
    /// The stack sizes tried for the worker thread, largest first: address space reserved, not
    /// memory used. A smaller one is tried when the address space (`ulimit -v`) has no room for
    /// a larger one; the smallest still holds the depth limits of the JSON reader and resolver.
    /// Each is a multiple of every page size (4 KiB, and 16 KiB on Apple silicon), as
    /// `pthread_attr_setstacksize` requires on Darwin.
    static let sizes = [256 << 20, 64 << 20, 16 << 20]

    /// The address space a stack must leave free for the work's own memory: a larger stack
    /// that would leave less is not tried, as the work would then fail to allocate.
    static let headroom = 128 << 20

    /// Runs `work` on a large-stack thread and returns its result. The caller waits until the
    /// work is done, so the work and its captures are never used on two threads at once.
    ///
    /// When no thread with even the smallest of ``sizes`` can be created, the process cannot
    /// read tokens safely: it says so on standard error and exits with status 2 rather than
    /// waiting for a thread that never starts.
    static func run<Result>(_ work: @escaping () -> Result) -> Result {
        // Written by the worker thread and read here after it has ended (`pthread_join` orders
        // its writes before this thread's reads). The work captures the caller's non-`Sendable`
        // state (the resolver's trees), borrowed for this blocking call only.
        var result: Result?
        var failure: Int32 = 0
        let room = OS.addressSpaceRoom()
        for (position, size) in sizes.enumerated() {
            if let room, size + headroom > room, position < sizes.count - 1 { continue }
            failure = OS.runOnThread(stackSize: size) { result = work() }
            if failure == 0 { return result! }
        }
        // Descriptor 2 is standard error on every POSIX system; a failed write changes nothing
        // here, as the process ends with exit 2 either way.
        _ = SystemFile.writeAll(
            "dscheck: cannot start a thread with a \(sizes.last! >> 20) MiB stack to read tokens (\(OS.errorText(failure))); raise the address-space limit (ulimit -v) by at least that much and run again\n",
            to: 2)
        OS.exit(2)
    }
}
