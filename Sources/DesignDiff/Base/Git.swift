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
        var stdout = Data()
        let ran = try execute(arguments, input: input) { output in stdout = output.readDataToEndOfFile() }
        return Output(status: ran.status, stdout: stdout, stderr: ran.stderr)
    }

    /// Runs a command that must succeed, handing its standard output to `read` as it arrives,
    /// so output of any size is never held whole. Throws when git fails or `read` throws.
    func stream(_ arguments: [String], input: Data, read: (inout GitOutputReader) throws(DiffError) -> Void) throws(DiffError) {
        var failure: DiffError?
        let ran = try execute(arguments, input: input) { output in
            var reader = GitOutputReader(handle: output)
            do throws(DiffError) {
                try read(&reader)
            } catch {
                failure = error
            }
        }
        guard ran.status == 0 else {
            throw .gitFailed(
                command: "git " + arguments.joined(separator: " "), message: ran.stderr.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        if let failure { throw failure }
    }

    /// Runs git with `input` on standard input and `read` on standard output; whatever `read`
    /// leaves unread is read and dropped, so git never blocks on a full pipe.
    private func execute(_ arguments: [String], input: Data?, read: (FileHandle) -> Void) throws(DiffError) -> (status: Int32, stderr: String) {
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
        read(out.fileHandleForReading)
        while let rest = try? out.fileHandleForReading.read(upToCount: 1 << 16), !rest.isEmpty {}
        exited.wait()
        _ = writer?.wait()
        if process.terminationStatus == 127 {
            throw .gitFailed(command: "git " + arguments.joined(separator: " "), message: "git is not installed or not on PATH; install git")
        }
        return (process.terminationStatus, String(decoding: errors.wait(), as: UTF8.self))
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

/// The standard output of a running git command, read in chunks as it arrives.
struct GitOutputReader {
    let handle: FileHandle
    private var buffer = Data()

    init(handle: FileHandle) {
        self.handle = handle
    }

    /// The next line without its line break; nil when the output ends first or the line is
    /// longer than `maximum` bytes.
    mutating func line(maximum: Int) -> Data? {
        while true {
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = Data(buffer[..<newline])
                buffer = Data(buffer[(newline + 1)...])
                return line.count <= maximum ? line : nil
            }
            guard buffer.count <= maximum, let chunk = try? handle.read(upToCount: 1 << 16), !chunk.isEmpty else { return nil }
            buffer.append(chunk)
        }
    }

    /// Hands the next `count` bytes to `body`, a chunk at a time as they arrive; false when the
    /// output ends first.
    mutating func take(_ count: Int, into body: (Data) throws(DiffError) -> Void) throws(DiffError) -> Bool {
        var remaining = count
        while remaining > 0 {
            if buffer.isEmpty {
                guard let chunk = try? handle.read(upToCount: min(remaining, 1 << 16)), !chunk.isEmpty else { return false }
                buffer = chunk
            }
            let part = Data(buffer.prefix(remaining))
            buffer = Data(buffer.dropFirst(part.count))
            try body(part)
            remaining -= part.count
        }
        return true
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
