/// A position in a source file: the file path as given to dscheck, a 1-based line and a
/// 1-based column counted in UTF-8 bytes (the convention of clang and most editors).
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The file path as dscheck was given it (relative paths stay relative).
    public var file: String
    /// 1-based line number.
    public var line: Int
    /// 1-based column, in UTF-8 bytes from the start of the line.
    public var column: Int

    /// Creates a location.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// A location that points at a whole file rather than a place in it.
    public static func file(_ path: String) -> SourceLocation {
        SourceLocation(file: path, line: 1, column: 1)
    }

    /// `file:line:col`, the form clang, Xcode and most editors jump to.
    public var description: String { "\(file):\(line):\(column)" }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}
