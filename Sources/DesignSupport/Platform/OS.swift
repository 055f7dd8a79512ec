#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#else
    #error("dscheck's platform layer has branches for Darwin (macOS) and Glibc (Linux) only")
#endif

/// The one place dscheck calls the C library. Every call whose signature, constant or
/// behaviour differs between Darwin and Glibc is made here, in a branch per platform, and each
/// branch names the header fact it relies on; the rest of the code calls these functions and
/// never the C library directly (`scripts/check-portability` keeps it so).
///
/// The branches were written against these declarations:
/// - Darwin: the macOS SDK's `<pthread.h>`, `<sys/stat.h>`, `<sys/resource.h>`, `<stdio.h>`
///   (`renamex_np`), `<spawn.h>` and `<signal.h>`, as Swift imports them;
/// - Glibc: glibc 2.36's headers as Swift 6.3's Glibc module imports them on Debian 12.
package enum OS {
    /// The calling thread's last system error (`errno`), which every call here leaves as the
    /// failed call set it.
    package static var errorNumber: Int32 {
        get { errno }
        set { errno = newValue }
    }

    /// The error numbers code outside this layer compares ``errorNumber`` with. `<errno.h>`
    /// names them alike on both, but some values differ (ENOTEMPTY is 39 on Linux, 66 on
    /// Darwin), so they are read from the C library rather than written down.
    package enum ErrorNumber {
        package static let exists = EEXIST
        package static let notEmpty = ENOTEMPTY
        package static let busy = EBUSY
        package static let crossDevice = EXDEV
        package static let noSuchFile = ENOENT
    }

    /// The system's sentence for the error `number`, such as "No space left on device".
    package static func errorText(_ number: Int32) -> String { String(cString: strerror(number)) }

    /// The system's sentence for the last error (`errno`).
    package static var lastErrorText: String { errorText(errno) }

    /// Ends the process with `status` (exit handlers run, output is flushed).
    package static func exit(_ status: Int32) -> Never {
        #if canImport(Darwin)
            Darwin.exit(status)
        #else
            Glibc.exit(status)
        #endif
    }

    /// The paths that name the process's own standard output and standard error, which a
    /// writer must treat as the streams rather than as files to replace: `/dev/stdout` and
    /// `/dev/fd/N` on both, and Linux's `/proc/self/fd/N` (Darwin has no /proc).
    package static let standardStreamPaths: (output: Set<String>, error: Set<String>) = {
        #if canImport(Darwin)
            (output: ["/dev/stdout", "/dev/fd/1"], error: ["/dev/stderr", "/dev/fd/2"])
        #else
            (output: ["/dev/stdout", "/dev/fd/1", "/proc/self/fd/1"], error: ["/dev/stderr", "/dev/fd/2", "/proc/self/fd/2"])
        #endif
    }()

    /// Whether `number` is one of the errors a call gives when the system or the file system
    /// does not offer what was asked, rather than failing at it: Glibc's `renameat2` answers
    /// EINVAL (the file system has no such flag) or ENOSYS (the kernel has no such call);
    /// Darwin's `renamex_np` answers ENOTSUP (the volume cannot swap) or EINVAL.
    package static func isUnsupported(_ number: Int32) -> Bool {
        number == EINVAL || number == ENOSYS || number == ENOTSUP || number == EOPNOTSUPP
    }

    /// `value` as C's `printf` writes it with `%.<decimals>f`: its digits, `inf` or `nan`.
    /// `vsnprintf` has the same declaration in both C libraries (`<stdio.h>`: buffer, size,
    /// format, `va_list`, imported with a `CVaListPointer`); 400 bytes hold the 309 digits of
    /// the largest double with a sign, a point and up to 60 decimals.
    package static func printed(_ value: Double, decimals: Int) -> String {
        precondition((0...60).contains(decimals), "printf's precision here is 0 to 60")
        var buffer = [CChar](repeating: 0, count: 400)
        let count = withVaList([Int32(decimals), value]) { arguments in vsnprintf(&buffer, buffer.count, "%.*f", arguments) }
        precondition(count > 0 && Int(count) < buffer.count, "vsnprintf wrote \(count) bytes")
        return String(decoding: buffer[..<Int(count)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Sleeps for `seconds` (a poll interval), waking early only for a signal. `nanosleep`
    /// and `timespec` (two `Int`s on 64-bit Darwin and Glibc) are declared alike in both
    /// `<time.h>`s.
    package static func sleep(seconds: Double) {
        let whole = seconds.rounded(.down)
        var interval = timespec(tv_sec: Int(whole), tv_nsec: Int((seconds - whole) * 1_000_000_000))
        _ = nanosleep(&interval, nil)
    }

    /// Calls `body` with the bytes `path` as a C string (a zero byte added), for the calls
    /// that take a path: names that are not UTF-8 are reached exactly as the file system
    /// stores them.
    package static func withCString<Result>(_ path: [UInt8], _ body: (UnsafePointer<CChar>) -> Result) -> Result {
        (path + [0]).withUnsafeBufferPointer { buffer in buffer.withMemoryRebound(to: CChar.self) { body($0.baseAddress!) } }
    }
}
