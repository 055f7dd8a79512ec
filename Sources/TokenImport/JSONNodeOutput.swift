import DesignSupport
import DesignTokens

extension JSONNode {
    /// The node as a value to write, members in file order.
    var output: JSONOutput {
        switch value {
        case .null: .null
        case .bool(let flag): .bool(flag)
        case .number(let number): .number(number)
        case .string(let text): .string(text)
        case .array(let elements): .array(elements.map(\.output))
        case .object(let object): .object(object.members.map { JSONOutput.Member($0.key, $0.value.output) })
        }
    }
}
