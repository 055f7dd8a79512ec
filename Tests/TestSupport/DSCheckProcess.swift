import Foundation

/// Runs the built `dscheck` binary (or a script), as users and CI do.
public struct DSCheckProcess {
    /// What one run printed and returned.
    public struct Result: Sendable {
        public var status: Int32
        public var stdout: String
        public var stderr: String
        /// Whether the process was killed by a signal rather than exiting.
        public var crashed: Bool
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

    /// Runs dscheck with `arguments` in `directory` (default: the repository root).
    public static func run(_ arguments: [String], in directory: String? = nil) throws -> Result {
        try run(program: binary, arguments, in: directory)
    }

    /// Runs another program, such as one of the repository's scripts, the same way.
    public static func run(program: String, _ arguments: [String], in directory: String? = nil) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory ?? Fixtures.repositoryRoot.path)
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = ReadAll(out.fileHandleForReading)
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            stdout: String(decoding: outData.wait(), as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self),
            crashed: process.terminationReason == .uncaughtSignal)
    }
}

/// Reads a pipe to its end on another thread, so a full stderr pipe cannot block the child.
private final class ReadAll: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    func wait() -> Data {
        done.wait()
        return data
    }
}
