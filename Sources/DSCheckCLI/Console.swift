import DesignSupport
import Foundation

/// Where a command writes: standard output and standard error, or buffers in tests.
package struct Console: Sendable {
    private let writeOut: @Sendable (String) -> Void
    private let writeErr: @Sendable (String) -> Void

    /// A console that writes through the given closures.
    package init(out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void) {
        writeOut = out
        writeErr = err
    }

    /// The process's standard output and standard error.
    package static var standard: Console {
        Console(
            out: { FileHandle.standardOutput.write(Data($0.utf8)) },
            err: { FileHandle.standardError.write(Data($0.utf8)) })
    }

    /// Writes `text` to standard output.
    package func out(_ text: String) { writeOut(text) }

    /// Writes `text` to standard error, which is for people and laid out in lines by dscheck:
    /// every control or bidirectional character but the line feed is shown as its escape
    /// (``OutputEscaping/terminalLines(_:)``), whatever path or argument the text quotes.
    package func err(_ text: String) { writeErr(OutputEscaping.terminalLines(text)) }

    /// Writes `line` to standard error as one line: every line break in it (from a path or an
    /// argument it quotes) becomes a space and every other control character its escape
    /// (``OutputEscaping/terminalLine(_:)``), so it cannot start a line of its own, such as a CI
    /// workflow command.
    func errLine(_ line: String) { err(OutputEscaping.terminalLine(line) + "\n") }
}
