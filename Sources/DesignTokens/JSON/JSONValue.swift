import DesignSupport

/// A JSON value read from a file, with the location of its first character.
public struct JSONNode: Sendable, Hashable {
    /// The value.
    public var value: JSONValue
    /// Where the value starts.
    public var location: SourceLocation

    /// Creates a node.
    public init(_ value: JSONValue, at location: SourceLocation) {
        self.value = value
        self.location = location
    }

    /// The object, if this node holds one.
    public var object: JSONObject? {
        if case .object(let object) = value { return object }
        return nil
    }

    /// The array, if this node holds one.
    public var array: [JSONNode]? {
        if case .array(let array) = value { return array }
        return nil
    }

    /// The string, if this node holds one.
    public var string: String? {
        if case .string(let string) = value { return string }
        return nil
    }

    /// The number, if this node holds one.
    public var number: Double? {
        if case .number(let number) = value { return number }
        return nil
    }

    /// The Boolean, if this node holds one.
    public var bool: Bool? {
        if case .bool(let bool) = value { return bool }
        return nil
    }

    /// `true` when this node is JSON `null`.
    public var isNull: Bool {
        if case .null = value { return true }
        return false
    }
}

/// The value of a JSON node.
public enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONNode])
    case object(JSONObject)

    /// The JSON kind as a user reads it in an error message ("a string", "an object").
    public var kindDescription: String {
        switch self {
        case .null: "null"
        case .bool: "a Boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// A JSON object: its members in file order, each key with its own location.
public struct JSONObject: Sendable, Hashable {
    /// One `"key": value` pair.
    ///
    /// A member is written in one file, so the key's location keeps its line and column and
    /// takes its file from the value's: 56 bytes a member where a whole location was 64, and
    /// the token files at 100,000 tokens hold over 700,000 members while every context resolves.
    public struct Member: Sendable, Hashable {
        /// The key.
        public var key: String
        private var keyLine: Int32
        private var keyColumn: Int32
        /// The value. Its file is the key's too.
        public var value: JSONNode

        /// Where the key's opening quote is, in the value's file.
        public var keyLocation: SourceLocation {
            get { value.location.moved(toLine: keyLine, column: keyColumn) }
            set {
                precondition(newValue.isInSameFile(as: value.location), "a JSON member's key and value are in one file")
                keyLine = Int32(clamping: newValue.line)
                keyColumn = Int32(clamping: newValue.column)
            }
        }

        /// Creates a member; `keyLocation` is in `value`'s file.
        public init(key: String, keyLocation: SourceLocation, value: JSONNode) {
            precondition(keyLocation.isInSameFile(as: value.location), "a JSON member's key and value are in one file")
            self.key = key
            keyLine = Int32(clamping: keyLocation.line)
            keyColumn = Int32(clamping: keyLocation.column)
            self.value = value
        }
    }

    /// The members in the order the file has them. Keys are unique (the reader rejects duplicates).
    public var members: [Member]

    /// Creates an object from its members.
    public init(members: [Member] = []) {
        self.members = members
    }

    /// The value for `key`, if present.
    public subscript(key: String) -> JSONNode? {
        guard let position = position(of: key) else { return nil }
        return members[position].value
    }

    /// The member for `key`, if present.
    public func member(_ key: String) -> Member? {
        guard let position = position(of: key) else { return nil }
        return members[position]
    }

    /// Whether a member has the key `key`, found without copying its value.
    package func contains(key: String) -> Bool { position(of: key) != nil }

    /// Where the member for `key` is. The members are compared in place: `first(where:)`
    /// copied each member it passed, retaining its key and value.
    private func position(of key: String) -> Int? {
        for position in members.indices where members[position].key == key { return position }
        return nil
    }

    /// The keys in file order.
    public var keys: [String] { members.map(\.key) }
}
