/// A ``JSONWriter`` that builds the ``JSONOutput`` of what is written, for a value written by
/// one writer that is needed both as text and as a tree.
package struct JSONTree: JSONWriter {
    /// An open container: an object's members so far and the key of the value to come, or an
    /// array's elements so far.
    private struct Open {
        var isObject: Bool
        var isInline = false
        var members: [JSONOutput.Member] = []
        var elements: [JSONOutput] = []
        var key = ""
    }

    /// The open containers, outermost first.
    private var open: [Open] = []
    /// The value written, once it is whole.
    package private(set) var value: JSONOutput = .null

    package init() {}

    package mutating func openObject() { open.append(Open(isObject: true)) }

    package mutating func closeObject() { close() }

    package mutating func openArray() { open.append(Open(isObject: false)) }

    package mutating func openInlineArray() { open.append(Open(isObject: false, isInline: true)) }

    package mutating func closeArray() { close() }

    package mutating func key(_ key: JSONStream.Key) { open[open.count - 1].key = key.name }

    package mutating func element() {}

    package mutating func string(_ text: String?) { add(.string(text)) }

    package mutating func number(_ number: Double) { add(.number(number)) }

    package mutating func bool(_ flag: Bool) { add(.bool(flag)) }

    private mutating func close() {
        let closed = open.removeLast()
        if closed.isObject {
            add(.object(closed.members))
        } else {
            // The stream lays an array out by how it was opened, the tree's text by what it holds.
            assert(
                closed.isInline == closed.elements.allSatisfy(\.isScalar) || closed.elements.isEmpty, "JSONTree: an array opened as the wrong kind")
            add(.array(closed.elements))
        }
    }

    /// Puts `value` where the open container expects it, or makes it the value.
    private mutating func add(_ value: JSONOutput) {
        guard !open.isEmpty else {
            self.value = value
            return
        }
        if open[open.count - 1].isObject {
            open[open.count - 1].members.append(JSONOutput.Member(open[open.count - 1].key, value))
        } else {
            open[open.count - 1].elements.append(value)
        }
    }
}
