import Foundation

/// Runs work that recurses through user data (nested references, deep JSON) on a thread with a
/// large stack, so the depth limits hold whatever thread the caller is on (background threads
/// often have 512 KiB or less).
enum LargeStack {
    /// The stack sizes tried for the worker thread, largest first: address space reserved, not
    /// memory used. A smaller one is tried when the address space (`ulimit -v`) has no room for
    /// a larger one; the smallest still holds the depth limits of the JSON reader and resolver.
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
        let job = Job(work: work)
        let context = Unmanaged.passRetained(job).toOpaque()
        var failure: Int32 = 0
        let room = addressSpaceRoom()
        for (position, size) in sizes.enumerated() {
            if let room, size + headroom > room, position < sizes.count - 1 { continue }
            var attributes = pthread_attr_t()
            pthread_attr_init(&attributes)
            defer { pthread_attr_destroy(&attributes) }
            pthread_attr_setstacksize(&attributes, size)
            var thread = pthread_t()
            failure = pthread_create(&thread, &attributes, runJob, context)
            if failure == 0 {
                pthread_join(thread, nil)
                return Unmanaged<Job<Result>>.fromOpaque(context).takeRetainedValue().result!
            }
        }
        let reason = String(cString: strerror(failure))
        FileHandle.standardError.write(
            Data(
                "dscheck: cannot start a thread with a \(sizes.last! >> 20) MiB stack to read tokens (\(reason)); raise the address-space limit (ulimit -v) by at least that much and run again\n"
                    .utf8))
        exit(2)
    }
}

extension LargeStack {
    /// The address space left under the process's limit (`ulimit -v`), from the limit and the
    /// size the process has mapped (`/proc/self/statm`); nil when there is no limit or the size
    /// cannot be read.
    static func addressSpaceRoom() -> Int? {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_AS.rawValue), &limit) == 0, limit.rlim_cur != rlim_t.max,
            let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
            let pages = statm.split(separator: " ").first.flatMap({ Int($0) })
        else { return nil }
        return Int(clamping: limit.rlim_cur) - pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}

/// The worker thread's entry point: runs the job the context points at and keeps its result.
private func runJob(_ context: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
    Unmanaged<AnyJob>.fromOpaque(context!).takeUnretainedValue().perform()
    return nil
}

/// A job whose result type the C entry point need not know.
private class AnyJob {
    func perform() {}
}

/// Carries the work to the worker thread and its result back, while the thread that made it
/// waits in `pthread_join`, which orders the worker's writes before the caller's reads. The work
/// captures the caller's non-`Sendable` state (the resolver's trees), borrowed for the blocking
/// call only.
private final class Job<Result>: AnyJob {
    let work: () -> Result
    var result: Result?

    init(work: @escaping () -> Result) {
        self.work = work
    }

    override func perform() {
        result = work()
    }
}
