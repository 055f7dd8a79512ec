#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

extension OS {
    /// The signals an allocation that fails ends a process with, wherever it fails: Swift's
    /// runtime traps (SIGILL from `ud2` on x86-64, SIGTRAP from `brk` on arm64), C++'s
    /// `bad_alloc` and cmark's "calloc returned null pointer" abort (SIGABRT), and C code that
    /// goes on with a null pointer (SIGSEGV, SIGBUS). The numbers differ between the two
    /// (SIGBUS is 7 on Linux and 10 on Darwin), so they are named, never written as numbers.
    private static let allocationFailureSignals: [Int32] = [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS]

    /// The message the handler writes, made before any signal can come, since a handler may
    /// only call what is async-signal-safe (`write`, `_exit`), and the exit code it ends with.
    nonisolated(unsafe) private static var exhaustionMessage: UnsafeMutableBufferPointer<UInt8> = .init(start: nil, count: 0)
    nonisolated(unsafe) private static var exhaustionStatus: Int32 = 2

    /// Under an address-space limit, makes a crash end the process with `message` on standard
    /// error and exit `status`, instead of a signal (and Swift's backtracer, whose helper process
    /// kept a caller's pipe open for 20 minutes once): with a limit set, an allocation refused
    /// is by far the likeliest cause, and a CI log should say what to do. Without a limit the
    /// signals keep their default actions, so a real fault still dumps as usual. `signal`
    /// installs the handler the same way on both (BSD semantics on Glibc as on Darwin), and
    /// its handler type is `@convention(c) (Int32) -> Void` on both.
    package static func reportCrashesAsMemoryExhaustion(_ message: String, status: Int32) {
        guard addressSpaceLimit() != nil else { return }
        let bytes = Array(message.utf8)
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
        _ = buffer.initialize(from: bytes)
        exhaustionMessage = buffer
        exhaustionStatus = status
        for number in allocationFailureSignals {
            signal(number) { _ in
                let message = OS.exhaustionMessage
                if let start = message.baseAddress { _ = write(2, start, message.count) }
                _exit(OS.exhaustionStatus)
            }
        }
    }
}
