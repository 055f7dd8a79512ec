import DesignSupport
import Foundation
import Synchronization

/// The built `dscheck` started in the background as a shell starts it (``ChildProcess``):
/// every signal unblocked and at its default action (a process Foundation starts inherits the
/// test runner's blocked signals), so a test can stop it with a signal. What it prints (standard output and standard
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

    public let pid: pid_t
    private let process: ChildProcess
    private let collected = Mutex(Data())
    private let ending = Mutex<Ending?>(nil)

    /// Starts `dscheck` with `arguments`, in the test runner's environment.
    package init(_ arguments: [String]) throws(ChildProcessError) {
        process = try ChildProcess.start(
            DSCheckProcess.binary, arguments, environment: ProcessInfo.processInfo.environment, input: .inherited, errors: .intoOutput
        ).get()
        pid = process.id
        Thread.detachNewThread { [self] in
            ChildProcess.drain(process.output) { chunk in
                collected.withLock { $0.append(contentsOf: chunk) }
                return true
            }
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
            OS.sleep(seconds: 0.01)
        }
        return condition(output)
    }

    /// Whether the process still runs. A process that has ended is reaped here (a zombie
    /// would still answer `kill(pid, 0)`), and how it ended is kept for ``wait(timeout:)``.
    public var isRunning: Bool {
        ending.withLock { ending in
            if ending == nil, let ended = process.reap(waiting: false) { ending = Self.ending(ended) }
            return ending == nil
        }
    }

    /// Sends `signal` to the process.
    public func send(_ signal: Int32) {
        ChildProcess.send(signal, to: pid)
    }

    /// Waits for the process to end (killing it with SIGKILL after `timeout` seconds) and says
    /// how it ended.
    public func wait(timeout: Double = 600) -> Ending {
        let deadline = Date().addingTimeInterval(timeout)
        while isRunning {
            if Date() > deadline { ChildProcess.send(SIGKILL, to: pid) }
            OS.sleep(seconds: 0.005)
        }
        return ending.withLock { $0! }
    }

    private static func ending(_ ended: ChildProcess.Ending) -> Ending {
        switch ended {
        case .exited(let status): Ending(signal: nil, status: status)
        case .killed(let signal): Ending(signal: signal, status: 0)
        }
    }

    deinit {
        if isRunning {
            ChildProcess.send(SIGKILL, to: pid)
            _ = process.reap(waiting: true)
        }
    }
}
