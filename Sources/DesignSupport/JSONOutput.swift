/// A JSON value to write, with object members in a chosen order, so reports are deterministic
/// and read in the order their documentation gives.
public enum JSONOutput: Sendable, Equatable {
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
    /// line), with a final newline. Written as UTF-8 into one buffer (strings escaped straight
    /// into it, clean runs copied whole), which is most of the time of a large report.
    public func serialized(pretty: Bool = true) -> String {
        var buffer = JSONBuffer()
        write(to: &buffer, indent: pretty ? 0 : nil)
        if pretty { buffer.append(Self.newline) }
        return buffer.text
    }

    /// The member value for `key` (objects only).
    public subscript(key: String) -> JSONOutput? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// Appends this value's text to `output`: pretty, with its lines indented by `indent`
    /// spaces, or on one line when `indent` is nil. ``JSONStream`` writes values so.
    func write(to output: inout JSONBuffer, indent: Int?) {
        switch self {
        case .null: output.append(JSONBuffer.null)
        case .bool(let flag): output.append(flag ? Self.trueBytes : Self.falseBytes)
        case .number(let number): output.appendNumber(number)
        case .string(let text): output.appendString(text)
        case .array(let elements):
            if indent != nil, elements.allSatisfy(\.isScalar) {
                output.append(UInt8(ascii: "["))
                for (index, element) in elements.enumerated() {
                    if index > 0 { output.append(UInt8(ascii: ","), Self.space) }
                    element.write(to: &output, indent: nil)
                }
                output.append(UInt8(ascii: "]"))
                return
            }
            writeContainer(open: "[", close: "]", count: elements.count, indent: indent, to: &output) { index, output, inner in
                elements[index].write(to: &output, indent: inner)
            }
        case .object(let members):
            writeContainer(open: "{", close: "}", count: members.count, indent: indent, to: &output) { index, output, inner in
                output.appendString(members[index].key)
                if inner != nil {
                    output.append(UInt8(ascii: ":"), Self.space)
                } else {
                    output.append(UInt8(ascii: ":"))
                }
                members[index].value.write(to: &output, indent: inner)
            }
        }
    }

    static let newline = UInt8(ascii: "\n")
    static let space = UInt8(ascii: " ")
    private static let trueBytes = Array("true".utf8)
    private static let falseBytes = Array("false".utf8)

    /// Whether the value is a number, string, Boolean or null (arrays of these print on one line).
    var isScalar: Bool {
        switch self {
        case .array, .object: false
        default: true
        }
    }

    private func writeContainer(
        open: Unicode.Scalar, close: Unicode.Scalar, count: Int, indent: Int?, to output: inout JSONBuffer,
        element: (Int, inout JSONBuffer, Int?) -> Void
    ) {
        output.append(UInt8(ascii: open))
        guard count > 0 else {
            output.append(UInt8(ascii: close))
            return
        }
        let inner = indent.map { $0 + 2 }
        for index in 0..<count {
            if index > 0 { output.append(UInt8(ascii: ",")) }
            if let inner { output.breakLine(indentedBy: inner) }
            element(index, &output, inner)
        }
        if let indent { output.breakLine(indentedBy: indent) }
        output.append(UInt8(ascii: close))
    }

    /// Numbers as JSON: whole numbers without a fraction, others in their shortest round-trip form.
    public static func format(_ number: Double) -> String {
        var buffer = JSONBuffer(capacity: 32)
        buffer.appendNumber(number)
        return buffer.text
    }
}
