import Foundation
import Synchronization

/// The built `dscheck` started in the background as a shell starts it: every signal unblocked
/// and at its default action (a process Foundation starts inherits the test runner's blocked
/// signals), so a test can stop it with a signal. What it prints (standard output and standard
/// error together) is collected as it comes.
public final class SpawnedDSCheck: Sendable {
    /// How a process ended: the signal that ended it, or its exit status.
    public struct Ending: Sendable, Equatable {
        public var signal: Int32?
        public var status: Int32

        public init(signal: Int32?, status: Int32) {
            self.signal = signal
            self.status = status
        }
    }

    public struct SpawnFailed: Error {
        public let code: Int32
    }

    public let pid: pid_t
    private let collected = Mutex(Data())
    private let ending = Mutex<Ending?>(nil)

    /// Starts `dscheck` with `arguments`.
    public init(_ arguments: [String]) throws {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for number in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&defaults, number) }
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var ends: [Int32] = [0, 0]
        // Close-on-exec, so no other process the tests start keeps the pipe open (the child's
        // own copies, made by dup2, stay open).
        guard pipe(&ends) == 0 else { throw SpawnFailed(code: errno) }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, ends[1], 1)
        posix_spawn_file_actions_adddup2(&actions, ends[1], 2)
        let words = [DSCheckProcess.binary] + arguments
        let argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, DSCheckProcess.binary, &actions, &attributes, argv, environ)
        close(ends[1])
        guard spawned == 0 else {
            close(ends[0])
            throw SpawnFailed(code: spawned)
        }
        self.pid = pid
        let reading = ends[0]
        Thread.detachNewThread { [self] in
            var buffer = [UInt8](repeating: 0, count: 65_536)
            while true {
                let count = read(reading, &buffer, buffer.count)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { break }
                collected.withLock { $0.append(contentsOf: buffer[0..<count]) }
            }
            close(reading)
        }
    }

    /// Everything printed so far.
    public var output: String {
        String(decoding: collected.withLock { $0 }, as: UTF8.self)
    }

    /// Waits until what was printed satisfies `condition` (true), or `timeout` seconds pass or
    /// the process ends first (false).
    public func waitForOutput(timeout: Double, until condition: (String) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if condition(output) { return true }
            if !isRunning { return condition(output) }
            usleep(10_000)
        }
        return condition(output)
    }

    /// Whether the process still runs (it has not exited, nor been reaped).
    public var isRunning: Bool {
        guard ending.withLock({ $0 }) == nil, kill(pid, 0) == 0 else { return false }
        let status = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
        return status.split(separator: ")").last?.split(separator: " ").first != "Z"
    }

    /// Sends `signal` to the process.
    public func send(_ signal: Int32) {
        kill(pid, signal)
    }

    /// Waits for the process to end (killing it with SIGKILL after `timeout` seconds) and says
    /// how it ended.
    public func wait(timeout: Double = 600) -> Ending {
        if let ended = ending.withLock({ $0 }) { return ended }
        let deadline = Date().addingTimeInterval(timeout)
        var status: Int32 = 0
        while true {
            let reaped = waitpid(pid, &status, WNOHANG)
            if reaped == pid { break }
            if reaped < 0, errno != EINTR { break }
            if Date() > deadline { kill(pid, SIGKILL) }
            usleep(5_000)
        }
        let terminating = status & 0x7f
        let ended = terminating != 0 ? Ending(signal: terminating, status: 0) : Ending(signal: nil, status: (status >> 8) & 0xff)
        ending.withLock { $0 = ended }
        return ended
    }

    deinit {
        if ending.withLock({ $0 }) == nil {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
    }
}
