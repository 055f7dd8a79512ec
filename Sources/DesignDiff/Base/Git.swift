import Foundation
import Synchronization

/// Runs git in one folder through Foundation's `Process`, with standard output and error read
/// in full (and standard input written) without blocking each other.
struct Git {
    /// What one git command printed and returned.
    struct Output {
        var status: Int32
        var stdout: Data
        var stderr: String

        /// Standard output as text without its final line break.
        var text: String {
            var text = String(decoding: stdout, as: UTF8.self)
            while text.hasSuffix("\n") { text.removeLast() }
            return text
        }
    }

    /// The folder git runs in (`git -C folder`).
    let folder: String

    /// Runs `git -C folder arguments…`, feeding `input` to standard input. Throws only when git
    /// cannot be started; a failing command returns its status.
    func run(_ arguments: [String], input: Data? = nil) throws(DiffError) -> Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", folder] + arguments
        var environment = ProcessInfo.processInfo.environment
        environment["LC_ALL"] = "C"
        environment["GIT_TERMINAL_PROMPT"] = "0"
        // Paths are paths: a folder named ":(top)cat" or "c*t" is not pathspec magic or a glob.
        environment["GIT_LITERAL_PATHSPECS"] = "1"
        for magic in ["GIT_GLOB_PATHSPECS", "GIT_NOGLOB_PATHSPECS", "GIT_ICASE_PATHSPECS"] { environment[magic] = nil }
        process.environment = environment
        let out = Pipe()
        let err = Pipe()
        let inPipe = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = inPipe
        // Waiting through the termination handler: waitUntilExit polls and adds tens of
        // milliseconds to every command on Linux.
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        do {
            try process.run()
        } catch {
            throw .gitFailed(
                command: "git " + arguments.joined(separator: " "), message: "cannot start git (\(error.localizedDescription)); install git")
        }
        let writer = input.map { data in
            Background {
                try? inPipe.fileHandleForWriting.write(contentsOf: data)
                try? inPipe.fileHandleForWriting.close()
                return Data()
            }
        }
        if writer == nil { try? inPipe.fileHandleForWriting.close() }
        let errors = Background { err.fileHandleForReading.readDataToEndOfFile() }
        let output = out.fileHandleForReading.readDataToEndOfFile()
        exited.wait()
        _ = writer?.wait()
        if process.terminationStatus == 127 {
            throw .gitFailed(command: "git " + arguments.joined(separator: " "), message: "git is not installed or not on PATH; install git")
        }
        return Output(status: process.terminationStatus, stdout: output, stderr: String(decoding: errors.wait(), as: UTF8.self))
    }

    /// Runs a command that must succeed and returns its output.
    func check(_ arguments: [String], input: Data? = nil) throws(DiffError) -> Output {
        let output = try run(arguments, input: input)
        guard output.status == 0 else {
            throw .gitFailed(
                command: "git " + arguments.joined(separator: " "),
                message: output.stderr.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        return output
    }
}

/// Work done on another thread, waited for once.
private final class Background: Sendable {
    private let result = Mutex(Data())
    private let done = DispatchSemaphore(value: 0)

    init(_ work: @escaping @Sendable () -> Data) {
        Thread.detachNewThread { [self] in
            let data = work()
            result.withLock { $0 = data }
            done.signal()
        }
    }

    func wait() -> Data {
        done.wait()
        return result.withLock { $0 }
    }
}
