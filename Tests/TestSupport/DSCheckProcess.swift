import DesignSupport
import Foundation
import Synchronization

/// Runs the built `dscheck` binary (or a script), as users and CI do.
public struct DSCheckProcess {
    /// What one run printed and returned.
    public struct Result: Sendable {
        public var status: Int32
        public var stdout: String
        public var stderr: String
        /// Whether the process was killed by a signal rather than exiting (a crash, or the
        /// hang guard's kill).
        public var crashed: Bool
        /// Whether the hang guard killed the process because it ran past its time limit.
        public var timedOut: Bool
    }

    /// The binary: `$DSCHECK_BINARY`, else the debug or release build under `.build`.
    public static var binary: String {
        if let path = ProcessInfo.processInfo.environment["DSCHECK_BINARY"] { return path }
        let build = Fixtures.repositoryRoot.appendingPathComponent(".build")
        for candidate in ["debug/dscheck", "release/dscheck"] {
            let path = build.appendingPathComponent(candidate).path
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return build.appendingPathComponent("debug/dscheck").path
    }

    /// Runs dscheck with `arguments` in `directory` (default: the repository root). A hang
    /// guard kills the process (SIGKILL) once it has run for `timeLimit` seconds.
    public static func run(_ arguments: [String], in directory: String? = nil, timeLimit: Double = 600) throws -> Result {
        try run(program: binary, arguments, in: directory, timeLimit: timeLimit)
    }

    /// Runs `dscheck ARGUMENTS` after the shell's `ulimit LIMIT` (`-v 600000` for address
    /// space in KiB, `-n 9` for open files), as a user's shell would.
    public static func run(ulimit limit: String, _ arguments: [String], in directory: String? = nil, timeLimit: Double = 600) throws -> Result {
        let quoted = ([binary] + arguments).map { "'\($0.replacingOccurrences(of: "'", with: "'\\''"))'" }
        return try run(program: "/bin/sh", ["-c", "ulimit \(limit) && exec \(quoted.joined(separator: " "))"], in: directory, timeLimit: timeLimit)
    }

    /// Runs another program, such as one of the repository's scripts, the same way.
    public static func run(program: String, _ arguments: [String], in directory: String? = nil, timeLimit: Double = 600) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory ?? Fixtures.repositoryRoot.path)
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let guardian = HangGuard(process: process, timeLimit: timeLimit)
        let outData = ReadAll(out.fileHandleForReading)
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            stdout: String(decoding: outData.wait(), as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self),
            crashed: process.terminationReason == .uncaughtSignal,
            timedOut: guardian.disarm())
    }
}

/// Kills a process with SIGKILL when it is still running after its time limit.
private final class HangGuard: Sendable {
    private let state = Mutex((armed: true, fired: false))

    init(process: Process, timeLimit: Double) {
        let pid = process.processIdentifier
        DispatchQueue.global().asyncAfter(deadline: .now() + timeLimit) { [self] in
            state.withLock { state in
                guard state.armed else { return }
                state.fired = ChildProcess.send(SIGKILL, to: pid)
            }
        }
    }

    /// Stops the guard (the process has exited); returns whether it had killed the process.
    func disarm() -> Bool {
        state.withLock { state in
            state.armed = false
            return state.fired
        }
    }
}

/// Reads a pipe to its end on another thread, so a full stderr pipe cannot block the child.
private final class ReadAll: Sendable {
    private let data = Mutex(Data())
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            let read = handle.readDataToEndOfFile()
            data.withLock { $0 = read }
            done.signal()
        }
    }

    func wait() -> Data {
        done.wait()
        return data.withLock { $0 }
    }
}
