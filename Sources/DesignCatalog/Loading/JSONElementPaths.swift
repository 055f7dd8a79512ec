import DesignSupport
import DesignTokens

/// The element paths of one JSON file, worked out from the JSON the loader already read, so
/// that naming the element of a finding (DesignRules' `FindingIdentity`) does not read and parse
/// the file a second time. Every key and array element is kept in document order as where
/// it starts, its parent and its name; a path is made only when one is asked for.
package struct JSONElementPaths: Sendable {
    /// Where one key or array element starts.
    private struct Start: Sendable {
        let line: Int32
        let column: Int32
        /// The position in ``starts`` of the key or element it is inside; -1 at the top.
        let parent: Int32
        /// The element's position in its array; -1 for a key, or for an element named by its `id`.
        let index: Int32
        /// The key, or the element's `id`.
        let name: String
    }

    private var starts: [Start] = []

    /// The paths of the JSON `root`.
    package init(_ root: JSONNode) {
        // Depth first, each node before what it holds: document order. A stack, not recursion,
        // so that deep nesting cannot run out of stack.
        var pending: [(node: JSONNode, start: Start?)] = [(root, nil)]
        while let (node, start) = pending.popLast() {
            var position: Int32 = -1
            if let start {
                position = Int32(starts.count)
                starts.append(start)
            }
            if let object = node.object {
                for member in object.members.reversed() {
                    let at = member.keyLocation
                    pending.append(
                        (member.value, Start(line: Int32(at.line), column: Int32(at.column), parent: position, index: -1, name: member.key)))
                }
            } else if let elements = node.array {
                for (index, element) in elements.enumerated().reversed() {
                    let id = element.object?["id"]?.string
                    let at = element.location
                    pending.append(
                        (
                            element,
                            Start(
                                line: Int32(at.line), column: Int32(at.column), parent: position, index: id == nil ? Int32(index) : -1, name: id ?? ""
                            )
                        ))
                }
            }
        }
    }

    /// The path of the key or array element that starts at `location`, else of the last one that
    /// starts before it (the innermost around it), such as `/root/children/cta/label`: array
    /// positions are replaced by the element's `id` where it has one. Empty when nothing starts
    /// at or before `location`.
    package func element(at location: SourceLocation) -> String {
        let (line, column) = (Int32(clamping: location.line), Int32(clamping: location.column))
        var low = 0
        var high = starts.count
        while low < high {
            let middle = (low + high) / 2
            let start = starts[middle]
            if line < start.line || (line == start.line && column < start.column) { high = middle } else { low = middle + 1 }
        }
        var segments: [String] = []
        var position = low - 1
        while position >= 0 {
            let start = starts[position]
            segments.append(start.index >= 0 ? String(start.index) : JSONPointer.segment(start.name))
            position = Int(start.parent)
        }
        return segments.reversed().map { "/" + $0 }.joined()
    }
}
