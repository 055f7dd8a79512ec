/// A JSON value to write, with object members in a chosen order, so reports are deterministic
/// and read in the order their documentation gives.
public indirect enum JSONOutput: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONOutput])
    case object([Member])

    /// One object member.
    public struct Member: Sendable, Equatable {
        public var key: String
        public var value: JSONOutput

        /// Creates a member.
        public init(_ key: String, _ value: JSONOutput) {
            self.key = key
            self.value = value
        }
    }

    /// An object from ordered pairs.
    public static func object(_ pairs: KeyValuePairs<String, JSONOutput>) -> JSONOutput {
        .object(pairs.map { Member($0.key, $0.value) })
    }

    /// A string, or null when `text` is nil.
    public static func string(_ text: String?) -> JSONOutput {
        text.map { .string($0) } ?? .null
    }

    /// The text of this value: two-space indentation when `pretty` (arrays of scalars on one
    /// line), with a final newline.
    public func serialized(pretty: Bool = true) -> String {
        var output = ""
        write(to: &output, indent: pretty ? 0 : nil)
        if pretty { output += "\n" }
        return output
    }

    /// The member value for `key` (objects only).
    public subscript(key: String) -> JSONOutput? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    private func write(to output: inout String, indent: Int?) {
        switch self {
        case .null: output += "null"
        case .bool(let flag): output += flag ? "true" : "false"
        case .number(let number): output += Self.format(number)
        case .string(let text): output += OutputEscaping.json(text)
        case .array(let elements):
            let inline = indent != nil && elements.allSatisfy(\.isScalar)
            if inline {
                output += "[" + elements.map { $0.serialized(pretty: false) }.joined(separator: ", ") + "]"
                return
            }
            writeContainer(open: "[", close: "]", count: elements.count, indent: indent, to: &output) { index, output, inner in
                elements[index].write(to: &output, indent: inner)
            }
        case .object(let members):
            writeContainer(open: "{", close: "}", count: members.count, indent: indent, to: &output) { index, output, inner in
                output += OutputEscaping.json(members[index].key)
                output += inner == nil ? ":" : ": "
                members[index].value.write(to: &output, indent: inner)
            }
        }
    }

    /// Whether the value is a number, string, Boolean or null (arrays of these print on one line).
    private var isScalar: Bool {
        switch self {
        case .array, .object: false
        default: true
        }
    }

    private func writeContainer(
        open: String, close: String, count: Int, indent: Int?, to output: inout String,
        element: (Int, inout String, Int?) -> Void
    ) {
        output += open
        guard count > 0 else {
            output += close
            return
        }
        let inner = indent.map { $0 + 2 }
        for index in 0..<count {
            if index > 0 { output += "," }
            if let inner { output += "\n" + String(repeating: " ", count: inner) }
            element(index, &output, inner)
        }
        if let indent { output += "\n" + String(repeating: " ", count: indent) }
        output += close
    }

    /// Numbers as JSON: whole numbers without a fraction, others in their shortest round-trip form.
    public static func format(_ number: Double) -> String {
        guard number.isFinite else { return "null" }
        if number == number.rounded(), abs(number) < 1e15 {
            return String(Int64(number))
        }
        return "\(number)"
    }
}
