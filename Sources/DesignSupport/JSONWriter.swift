/// Where a JSON value is written in document order: ``JSONStream``, straight into a report's
/// text, or ``JSONTree``, which builds the ``JSONOutput`` of it. A value with one writer that
/// takes either (`TokenValue.write(to:)`) is the same JSON in a report of 100,000 tokens, where
/// a tree a token cost more than writing it, and where a tree is read back (`$ref` pointers,
/// `dscheck diff`).
///
/// Containers are opened and closed in pairs; inside an object each value follows a
/// ``key(_:)``, inside an array each follows ``element()``. An array of scalars (numbers,
/// strings, Booleans, null), which the pretty layout puts on one line, is opened with
/// ``openInlineArray()``; every other array, and only those, with ``openArray()``.
package protocol JSONWriter: ~Copyable {
    /// Opens an object.
    mutating func openObject()
    /// Closes the innermost open container, an object.
    mutating func closeObject()
    /// Opens an array whose elements are objects or arrays.
    mutating func openArray()
    /// Opens an array of scalars, written on one line.
    mutating func openInlineArray()
    /// Closes the innermost open container, an array.
    mutating func closeArray()
    /// Starts the member `key` of the open object; its value comes next.
    mutating func key(_ key: JSONStream.Key)
    /// Starts the next element of the open array; its value comes next.
    mutating func element()
    /// Writes `text` as a JSON string, or null when it is nil.
    mutating func string(_ text: String?)
    /// Writes a number as ``JSONOutput/format(_:)`` writes it.
    mutating func number(_ number: Double)
    /// Writes `true` or `false`.
    mutating func bool(_ flag: Bool)
}
