import DesignSupport
import DesignTokens

/// Compares expected JSON (read from a fixture) with what dscheck produced.
public enum JSONComparison {
    /// The first difference between `expected` and `actual`, or nil when they agree. Numbers
    /// agree within `tolerance`; object key order does not matter.
    public static func difference(expected: JSONNode, actual: JSONOutput, path: String = "$", tolerance: Double = 1e-9) -> String? {
        switch (expected.value, actual) {
        case (.null, .null): return nil
        case (.bool(let a), .bool(let b)) where a == b: return nil
        case (.string(let a), .string(let b)) where a == b: return nil
        case (.number(let a), .number(let b)) where abs(a - b) <= tolerance: return nil
        case (.array(let a), .array(let b)):
            guard a.count == b.count else { return "\(path): expected \(a.count) elements, got \(b.count)" }
            for (index, pair) in zip(a, b).enumerated() {
                if let difference = difference(expected: pair.0, actual: pair.1, path: "\(path)[\(index)]", tolerance: tolerance) {
                    return difference
                }
            }
            return nil
        case (.object(let a), .object(let b)):
            let actualKeys = Set(b.map(\.key))
            let expectedKeys = Set(a.keys)
            guard actualKeys == expectedKeys else {
                return "\(path): expected keys \(expectedKeys.sorted()), got \(actualKeys.sorted())"
            }
            for member in a.members {
                let other = b.first { $0.key == member.key }!.value
                if let difference = difference(expected: member.value, actual: other, path: "\(path).\(member.key)", tolerance: tolerance) {
                    return difference
                }
            }
            return nil
        default:
            return "\(path): expected \(expected.value), got \(actual.serialized(pretty: false))"
        }
    }

    /// A read JSON value as a value to write, to compare it with another read value.
    public static func output(_ node: JSONNode) -> JSONOutput {
        switch node.value {
        case .null: .null
        case .bool(let flag): .bool(flag)
        case .number(let number): .number(number)
        case .string(let text): .string(text)
        case .array(let elements): .array(elements.map(output))
        case .object(let object): .object(object.members.map { JSONOutput.Member($0.key, output($0.value)) })
        }
    }
}
