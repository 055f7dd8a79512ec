import Foundation

/// Where a command writes: standard output and standard error, or buffers in tests.
public struct Console: Sendable {
    private let writeOut: @Sendable (String) -> Void
    private let writeErr: @Sendable (String) -> Void

    /// A console that writes through the given closures.
    public init(out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void) {
        writeOut = out
        writeErr = err
    }

    /// The process's standard output and standard error.
    public static var standard: Console {
        Console(
            out: { FileHandle.standardOutput.write(Data($0.utf8)) },
            err: { FileHandle.standardError.write(Data($0.utf8)) })
    }

    /// Writes `text` to standard output.
    public func out(_ text: String) { writeOut(text) }

    /// Writes `text` to standard error.
    public func err(_ text: String) { writeErr(text) }
}
