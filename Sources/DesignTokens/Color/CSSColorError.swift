/// Why a CSS colour could not be read: a sentence that names the problem and what was expected.
public struct CSSColorError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What was wrong and what was expected instead.
    public var message: String

    /// Creates an error with `message`.
    public init(_ message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
