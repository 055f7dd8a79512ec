#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

/// Starting a program as a shell starts it, for the tests that stop dscheck with a signal: its
/// signal mask empty and SIGINT, SIGTERM and SIGHUP at their default action (a process
/// Foundation starts inherits the test runner's blocked signals), standard output and standard
/// error into one pipe. This is the test target's own platform layer: every C-library call the
/// tests' process handling makes is here.
enum ChildProcess {
    /// A started process and the read end of the pipe its output goes into.
    struct Started {
        let pid: pid_t
        let output: Int32
    }

    /// Starts `program` with `arguments` (the program's name is added as `argv[0]`) and the
    /// environment `environment`; the error number when it cannot be started.
    static func start(_ program: String, _ arguments: [String], environment: [String: String]) -> Result<Started, ChildProcessError> {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return .failure(ChildProcessError(code: errno)) }
        // Close-on-exec, so no other process the tests start keeps the pipe open (the child's
        // own copies, made by dup2, stay open). F_SETFD and FD_CLOEXEC: <fcntl.h> on both.
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        #if canImport(Darwin)
            // Darwin's <spawn.h>: `posix_spawnattr_t` and `posix_spawn_file_actions_t` are
            // `void *`, imported as optional raw pointers that the init calls fill.
            var attributes: posix_spawnattr_t?
            var actions: posix_spawn_file_actions_t?
        #else
            // Glibc's <spawn.h>: both are structs, zeroed and then set up by the init calls.
            var attributes = posix_spawnattr_t()
            var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        var none = sigset_t()
        sigemptyset(&none)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for number in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&defaults, number) }
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        // The flags are a C `short` on both; the constants are `int` macros.
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        posix_spawn_file_actions_adddup2(&actions, ends[1], 1)
        posix_spawn_file_actions_adddup2(&actions, ends[1], 2)
        // The environment is passed as built here rather than through `environ`, which Darwin
        // does not declare for Swift (it offers `_NSGetEnviron()` instead).
        let argv: [UnsafeMutablePointer<CChar>?] = ([program] + arguments).map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?] = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, program, &actions, &attributes, argv, envp)
        close(ends[1])
        guard spawned == 0 else {
            close(ends[0])
            return .failure(ChildProcessError(code: spawned))
        }
        return .success(Started(pid: pid, output: ends[0]))
    }

    /// Reads what arrives on `descriptor` until its end, handing each chunk to `receive`, then
    /// closes it.
    static func drain(_ descriptor: Int32, into receive: ([UInt8]) -> Void) {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            receive(Array(buffer[0..<count]))
        }
        close(descriptor)
    }

    /// How a reaped process ended.
    enum Ending: Equatable {
        case exited(Int32)
        case killed(signal: Int32)
    }

    /// Reaps `pid` if it has ended (without waiting unless `waiting`); nil while it runs. The
    /// status word is decoded as both <sys/wait.h> define it: the low 7 bits are the signal
    /// that ended the process (0 for an exit), the next byte its exit status.
    static func reap(_ pid: pid_t, waiting: Bool) -> Ending? {
        var status: Int32 = 0
        while true {
            let reaped = waitpid(pid, &status, waiting ? 0 : WNOHANG)
            if reaped < 0, errno == EINTR { continue }
            guard reaped == pid else { return nil }
            let signal = status & 0x7f
            return signal != 0 ? .killed(signal: signal) : .exited((status >> 8) & 0xff)
        }
    }

    /// Sends `signal` to `pid`; false when there is no such process.
    @discardableResult
    static func send(_ signal: Int32, to pid: pid_t) -> Bool {
        kill(pid, signal) == 0
    }

    /// Sleeps for `seconds` (a poll interval).
    static func pause(_ seconds: Double) {
        usleep(useconds_t(seconds * 1_000_000))
    }
}

/// Why a process could not be started: the system's error number.
public struct ChildProcessError: Error {
    public let code: Int32
}
