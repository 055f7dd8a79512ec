import Synchronization

/// A position in a source file: the file path as given to dscheck, a 1-based line and a
/// 1-based column counted in UTF-8 bytes (the convention of clang and most editors).
///
/// The path is kept once per process in ``SourceFilePaths`` and the location holds its number,
/// so a location is 12 plain bytes: the JSON reader gives one to every key and value it reads
/// (a million at 100,000 tokens), and copying a path `String` with each cost a reference count
/// per copy.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    private var fileNumber: UInt32
    private var storedLine: Int32
    private var storedColumn: Int32

    /// The file path as dscheck was given it (relative paths stay relative).
    public var file: String {
        get { SourceFilePaths.path(numbered: fileNumber) }
        set { fileNumber = SourceFilePaths.number(of: newValue) }
    }

    /// 1-based line number.
    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = Int32(clamping: newValue) }
    }

    /// 1-based column, in UTF-8 bytes from the start of the line.
    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = Int32(clamping: newValue) }
    }

    /// Creates a location.
    public init(file: String, line: Int, column: Int) {
        self.init(fileNumber: SourceFilePaths.number(of: file), line: line, column: column)
    }

    /// Creates a location in the file ``SourceFilePaths/number(of:)`` gave `fileNumber`, for a
    /// reader that makes many locations in one file and looks its path up once.
    package init(fileNumber: UInt32, line: Int, column: Int) {
        self.fileNumber = fileNumber
        storedLine = Int32(clamping: line)
        storedColumn = Int32(clamping: column)
    }

    /// A location at `line` and `column` of this location's file, for a value that keeps its
    /// line and column and takes its file from a neighbour written in the same file.
    package func moved(toLine line: Int32, column: Int32) -> SourceLocation {
        var moved = self
        moved.storedLine = line
        moved.storedColumn = column
        return moved
    }

    /// A location that points at a whole file rather than a place in it.
    public static func file(_ path: String) -> SourceLocation {
        SourceLocation(file: path, line: 1, column: 1)
    }

    /// Whether both locations are in the same file, without looking either path up.
    public func isInSameFile(as other: SourceLocation) -> Bool {
        fileNumber == other.fileNumber
    }

    /// `file:line:col`, the form clang, Xcode and most editors jump to.
    public var description: String { "\(file):\(line):\(column)" }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        // File, then line, then column, written out: the tuple comparison `(file, line, column) <`
        // is generic, and a debug build instantiates it per call (`site` on the 100,000-alias
        // catalogue, which sorts and locates 100,000 findings: 12.5 s with it, 7.7 s without).
        if lhs.fileNumber != rhs.fileNumber { return lhs.file < rhs.file }
        if lhs.storedLine != rhs.storedLine { return lhs.storedLine < rhs.storedLine }
        return lhs.storedColumn < rhs.storedColumn
    }
}

/// Every file path a ``SourceLocation`` names, each stored once and numbered in the order first
/// seen. Equal paths get equal numbers, so locations compare and hash by number. The table only
/// grows: a process names a few thousand files at most (the paths dscheck reads and writes).
package enum SourceFilePaths {
    private struct Table {
        var paths: [String] = []
        var numbers: [String: UInt32] = [:]
    }

    private static let table = Mutex(Table())

    /// The number of `path`, given it the first time it is seen.
    package static func number(of path: String) -> UInt32 {
        table.withLock { table in
            if let number = table.numbers[path] { return number }
            let number = UInt32(table.paths.count)
            table.paths.append(path)
            table.numbers[path] = number
            return number
        }
    }

    /// The path numbered `number` by ``number(of:)``.
    package static func path(numbered number: UInt32) -> String {
        table.withLock { $0.paths[Int(number)] }
    }
}
