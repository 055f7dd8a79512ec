#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

/// A program dscheck starts (git, for `diff --base`; dscheck itself, in the tests), with pipes
/// on its standard streams. Foundation's `Process` did this before; it lives in the full
/// Foundation, which on Linux loads ICU and adds about 5 ms to every run of dscheck.
///
/// The child starts as a shell would start it: an empty signal mask and SIGINT, SIGTERM, SIGHUP
/// and SIGPIPE at their default action, whatever dscheck blocks or ignores itself.
package struct ChildProcess: Sendable {
    /// Where the child's standard input comes from.
    package enum Input: Sendable {
        /// A pipe whose write end is ``input``.
        case pipe
        /// dscheck's own standard input.
        case inherited
    }

    /// Where the child's standard error goes.
    package enum Errors: Sendable {
        /// A pipe of its own, whose read end is ``errors``.
        case pipe
        /// The standard output's pipe, so that both read as one stream.
        case intoOutput
    }

    /// How a child ended.
    package enum Ending: Equatable, Sendable {
        case exited(Int32)
        case killed(signal: Int32)
    }

    /// The child's process id.
    package let id: Int32
    /// The write end of the child's standard input, or -1 when it is inherited.
    package let input: Int32
    /// The read end of the child's standard output.
    package let output: Int32
    /// The read end of the child's standard error, or -1 when it goes into ``output``.
    package let errors: Int32

    /// Starts `program` (looked up on PATH when it holds no `/`) with `arguments` (its name is
    /// added as `argv[0]`) and exactly `environment`; the error number when it cannot be
    /// started (ENOENT: no such program).
    package static func start(
        _ program: String, _ arguments: [String], environment: [String: String], input: Input, errors: Errors
    ) -> Result<ChildProcess, ChildProcessError> {
        var pipes: [[Int32]] = []
        func closeAll() { for end in pipes.joined() { close(end) } }
        for _ in 0..<(input == .pipe ? 3 : 2) - (errors == .intoOutput ? 1 : 0) {
            var ends: [Int32] = [-1, -1]
            guard pipe(&ends) == 0 else {
                let number = errno
                closeAll()
                return .failure(ChildProcessError(code: number))
            }
            // Close-on-exec, so that no other child keeps a pipe open (the child's own copies,
            // made by dup2, stay open). F_SETFD and FD_CLOEXEC: <fcntl.h> on both.
            for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
            pipes.append(ends)
        }
        let outputPipe = pipes[0]
        let errorPipe = errors == .pipe ? pipes[1] : nil
        let inputPipe = input == .pipe ? pipes[pipes.count - 1] : nil
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
        // sigset_t is a struct on Glibc and a UInt32 on Darwin; both start empty from `()`
        // and are filled by sigemptyset/sigaddset (<signal.h>).
        var none = sigset_t()
        sigemptyset(&none)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for number in [SIGINT, SIGTERM, SIGHUP, SIGPIPE] { sigaddset(&defaults, number) }
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        // The flags are a C `short` on both; the constants are `int` macros.
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        if let inputPipe { posix_spawn_file_actions_adddup2(&actions, inputPipe[0], 0) }
        posix_spawn_file_actions_adddup2(&actions, outputPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, (errorPipe ?? outputPipe)[1], 2)
        // The environment is passed as built here rather than through `environ`, which Darwin
        // does not declare for Swift (it offers `_NSGetEnviron()` instead).
        let argv: [UnsafeMutablePointer<CChar>?] = ([program] + arguments).map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?] = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var id: pid_t = 0
        // posix_spawnp searches PATH for a name without a slash, as a shell does.
        let spawned = posix_spawnp(&id, program, &actions, &attributes, argv, envp)
        // The child's ends, which only the child uses.
        close(outputPipe[1])
        if let errorPipe { close(errorPipe[1]) }
        if let inputPipe { close(inputPipe[0]) }
        guard spawned == 0 else {
            close(outputPipe[0])
            if let errorPipe { close(errorPipe[0]) }
            if let inputPipe { close(inputPipe[1]) }
            return .failure(ChildProcessError(code: spawned))
        }
        return .success(ChildProcess(id: id, input: inputPipe?[1] ?? -1, output: outputPipe[0], errors: errorPipe?[0] ?? -1))
    }

    /// Reads what arrives on `descriptor` until its end, handing each chunk to `receive` until
    /// it returns false, then closes it.
    package static func drain(_ descriptor: Int32, into receive: ([UInt8]) -> Bool) {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            if count < 0, errno == EINTR { continue }
            guard count > 0, receive(Array(buffer[0..<count])) else { break }
        }
        close(descriptor)
    }

    /// Reads up to `count` bytes from `descriptor` as they arrive: empty at the end of the
    /// stream or on an error.
    package static func readChunk(_ descriptor: Int32, upTo count: Int) -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: count)
        while true {
            let got = read(descriptor, &buffer, count)
            if got < 0, errno == EINTR { continue }
            return got > 0 ? Array(buffer[0..<got]) : []
        }
    }

    /// Writes all of `bytes` to `descriptor`, then closes it; false when a write fails (the
    /// child closed its end).
    @discardableResult
    package static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        defer { close(descriptor) }
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return false }
            written += count
        }
        return true
    }

    /// Closes a descriptor this type handed out, such as an ``input`` with nothing to write.
    package static func closeEnd(_ descriptor: Int32) {
        _ = close(descriptor)
    }

    /// Sends `signal` to the process `id`; false when there is no such process.
    @discardableResult
    package static func send(_ signal: Int32, to id: Int32) -> Bool {
        kill(id, signal) == 0
    }

    /// Reaps the child if it has ended (without waiting unless `waiting`); nil while it runs.
    /// The status word is decoded as both <sys/wait.h> define it: the low 7 bits are the signal
    /// that ended the process (0 for an exit), the next byte its exit status.
    package func reap(waiting: Bool) -> Ending? {
        var status: Int32 = 0
        while true {
            let reaped = waitpid(id, &status, waiting ? 0 : WNOHANG)
            if reaped < 0, errno == EINTR { continue }
            guard reaped == id else { return nil }
            let signal = status & 0x7f
            return signal != 0 ? .killed(signal: signal) : .exited((status >> 8) & 0xff)
        }
    }
}

/// Why a process could not be started: the system's error number.
package struct ChildProcessError: Error, Sendable {
    package let code: Int32
}
