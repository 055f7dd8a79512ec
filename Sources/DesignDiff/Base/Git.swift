import DesignSupport
import Dispatch
import Synchronization

/// Runs git in one folder (a ``ChildProcess``), with standard output and error read
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
        let ran = try execute(arguments, input: input) { output in
            ChildProcess.drain(output) { chunk in
                stdout.append(contentsOf: chunk)
                return true
            }
        }
        return Output(status: ran.status, stdout: stdout, stderr: ran.stderr)
    }

    /// Runs a command that must succeed, handing its standard output to `read` as it arrives,
    /// so output of any size is never held whole. Throws when git fails or `read` throws.
    func stream(_ arguments: [String], input: Data, read: (inout GitOutputReader) throws(DiffError) -> Void) throws(DiffError) {
        var failure: DiffError?
        let ran = try execute(arguments, input: input) { output in
            var reader = GitOutputReader(descriptor: output)
            do throws(DiffError) {
                try read(&reader)
            } catch {
                failure = error
            }
        }
        guard ran.status == 0 else {
            throw .gitFailed(
                command: "git " + arguments.joined(separator: " "), message: ran.stderr.trimmingSpacesAndNewlines())
        }
        if let failure { throw failure }
    }

    /// Runs git with `input` on standard input and `read` on standard output (a descriptor to
    /// read with ``ChildProcess/readChunk(_:upTo:)``); whatever `read` leaves unread is read
    /// and dropped, so git never blocks on a full pipe.
    private func execute(_ arguments: [String], input: Data?, read: (Int32) -> Void) throws(DiffError) -> (status: Int32, stderr: String) {
        var environment = ProcessInfo.processInfo.environment
        environment["LC_ALL"] = "C"
        environment["GIT_TERMINAL_PROMPT"] = "0"
        // Paths are paths: a folder named ":(top)cat" or "c*t" is not pathspec magic or a glob.
        environment["GIT_LITERAL_PATHSPECS"] = "1"
        for magic in ["GIT_GLOB_PATHSPECS", "GIT_NOGLOB_PATHSPECS", "GIT_ICASE_PATHSPECS"] { environment[magic] = nil }
        let command = "git " + arguments.joined(separator: " ")
        let git: ChildProcess
        switch ChildProcess.start("git", ["-C", folder] + arguments, environment: environment, input: .pipe, errors: .pipe) {
        case .success(let started): git = started
        case .failure(let failure) where failure.code == OS.ErrorNumber.noSuchFile:
            throw .gitFailed(command: command, message: "git is not installed or not on PATH; install git")
        case .failure(let failure):
            throw .gitFailed(command: command, message: "cannot start git (\(OS.errorText(failure.code))); install git")
        }
        let writer = input.map { data in Background { ChildProcess.writeAll(Array(data), to: git.input) } }
        if writer == nil { ChildProcess.closeEnd(git.input) }
        let errors = Background {
            var bytes: [UInt8] = []
            ChildProcess.drain(git.errors) { chunk in
                bytes += chunk
                return true
            }
            return bytes
        }
        read(git.output)
        ChildProcess.drain(git.output) { _ in true }
        let ending = git.reap(waiting: true)
        writer?.wait()
        let stderr = String(decoding: errors.wait(), as: UTF8.self)
        switch ending {
        case .exited(127):
            throw .gitFailed(command: command, message: "git is not installed or not on PATH; install git")
        case .exited(let status):
            return (status, stderr)
        case .killed(let signal):
            throw .gitFailed(command: command, message: "git was stopped by signal \(signal)")
        case nil:
            throw .gitFailed(command: command, message: "cannot wait for git (\(OS.lastErrorText))")
        }
    }

    /// Runs a command that must succeed and returns its output.
    func check(_ arguments: [String], input: Data? = nil) throws(DiffError) -> Output {
        let output = try run(arguments, input: input)
        guard output.status == 0 else {
            throw .gitFailed(
                command: "git " + arguments.joined(separator: " "),
                message: output.stderr.trimmingSpacesAndNewlines())
        }
        return output
    }
}

/// The standard output of a running git command, read in chunks as it arrives.
struct GitOutputReader {
    /// The read end of git's standard output.
    let descriptor: Int32
    private var buffer = Data()

    init(descriptor: Int32) {
        self.descriptor = descriptor
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
            guard buffer.count <= maximum else { return nil }
            let chunk = ChildProcess.readChunk(descriptor, upTo: 1 << 16)
            guard !chunk.isEmpty else { return nil }
            buffer.append(contentsOf: chunk)
        }
    }

    /// Hands the next `count` bytes to `body`, a chunk at a time as they arrive; false when the
    /// output ends first.
    mutating func take(_ count: Int, into body: (Data) throws(DiffError) -> Void) throws(DiffError) -> Bool {
        var remaining = count
        while remaining > 0 {
            if buffer.isEmpty {
                let chunk = ChildProcess.readChunk(descriptor, upTo: min(remaining, 1 << 16))
                guard !chunk.isEmpty else { return false }
                buffer = Data(chunk)
            }
            let part = Data(buffer.prefix(remaining))
            buffer = Data(buffer.dropFirst(part.count))
            try body(part)
            remaining -= part.count
        }
        return true
    }
}

/// Work done on a thread of its own, waited for once.
private final class Background<Result: Sendable>: Sendable {
    private let result = Mutex<Result?>(nil)
    private let done = DispatchSemaphore(value: 0)

    init(_ work: @escaping @Sendable () -> Result) {
        let finish: @Sendable () -> Void = { [self] in
            let value = work()
            result.withLock { $0 = value }
            done.signal()
        }
        switch OS.startThread(stackSize: 1 << 20, finish) {
        case .success(let started): started.detach()
        case .failure: finish()
        }
    }

    /// The work's result, once it is done.
    @discardableResult
    func wait() -> Result {
        done.wait()
        return result.withLock { $0! }
    }
}
