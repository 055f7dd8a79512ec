import DesignSupport
import Synchronization

/// Where a command writes: standard output and standard error, or buffers in tests.
package struct Console: Sendable {
    private let writeOut: @Sendable (String) -> Void
    private let writeOutBytes: @Sendable ([UInt8]) -> Void
    private let writeErr: @Sendable (String) -> Void
    private let failures: StreamFailures?

    /// A console that writes through the given closures (UTF-8 for standard output decoded
    /// into text for `out`).
    package init(out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void) {
        writeOut = out
        writeOutBytes = { out(String(decoding: $0, as: UTF8.self)) }
        writeErr = err
        failures = nil
    }

    /// The process's standard output and standard error, written with `write(2)` (descriptors
    /// 1 and 2 on every POSIX system). A write that fails (a full disk, a closed file) is kept
    /// as ``failure`` rather than trapping, as `FileHandle.write(_:)` would.
    package static var standard: Console {
        let failures = StreamFailures()
        return Console(
            out: { text in if !SystemFile.writeAll(text, to: 1) { failures.record("standard output") } },
            outBytes: { bytes in if !bytes.withUnsafeBytes({ SystemFile.writeAll($0, to: 1) }) { failures.record("standard output") } },
            err: { text in if !SystemFile.writeAll(text, to: 2) { failures.record("standard error") } },
            failures: failures)
    }

    private init(
        out: @escaping @Sendable (String) -> Void, outBytes: @escaping @Sendable ([UInt8]) -> Void, err: @escaping @Sendable (String) -> Void,
        failures: StreamFailures
    ) {
        writeOut = out
        writeOutBytes = outBytes
        writeErr = err
        self.failures = failures
    }

    /// The first write to a standard stream that failed, as "standard output: No space left
    /// on device"; nil when every write went through.
    package var failure: String? { failures?.first }

    /// Writes `text` to standard output.
    package func out(_ text: String) { writeOut(text) }

    /// Writes UTF-8 text to standard output as it is: a report written in pieces of bytes is
    /// not turned into a `String` on the way.
    package func out(bytes: [UInt8]) { writeOutBytes(bytes) }

    /// Writes `text` to standard error, which is for people and laid out in lines by dscheck:
    /// every control or bidirectional character but the line feed is shown as its escape
    /// (``OutputEscaping/terminalLines(_:)``), whatever path or argument the text quotes.
    package func err(_ text: String) { writeErr(OutputEscaping.terminalLines(text)) }

    /// Writes `line` to standard error as one line: every line break in it (from a path or an
    /// argument it quotes) becomes a space and every other control character its escape
    /// (``OutputEscaping/terminalLine(_:)``), so it cannot start a line of its own, such as a CI
    /// workflow command.
    package func errLine(_ line: String) { err(OutputEscaping.terminalLine(line) + "\n") }
}

/// The first failed write to a standard stream, shared by the console's closures.
private final class StreamFailures: Sendable {
    private let failure = Mutex<String?>(nil)

    /// Records a failed write to `stream`, with the system's reason, unless one is kept.
    func record(_ stream: String) {
        let reason = OS.lastErrorText
        failure.withLock { $0 = $0 ?? "\(stream): \(reason)" }
    }

    var first: String? { failure.withLock { $0 } }
}
