/// Token and group names as Swift identifiers, converted deterministically: the name is split
/// into words at every character that is not an ASCII letter or digit (`arrow-button`,
/// `semi_bold`, `ease in`), the words are joined in camel case (UpperCamelCase for the type of a
/// group, lowerCamelCase for a token's constant), a name starting with a digit gets a leading
/// `_` (`steel.1` is `_1`), and any other character is written as `U` and its code point in hex
/// (`café` is `cafU00E9`). Swift keywords are escaped with backticks where declared and used.
package enum SwiftIdentifier {
    /// The identifier of a group's namespace type.
    package static func typeName(_ name: String) -> String {
        join(words(name), upperFirst: true)
    }

    /// The identifier of a token's constant.
    package static func memberName(_ name: String) -> String {
        join(words(name), upperFirst: false)
    }

    /// `identifier` as written in code: in backticks when it is a keyword.
    package static func escaped(_ identifier: String) -> String {
        keywords.contains(identifier) ? "`\(identifier)`" : identifier
    }

    /// Whether `name` is a plain Swift type name: ASCII letters, digits and `_`, not starting
    /// with a digit, and not a keyword.
    package static func isPlainTypeName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy { isASCIIAlphanumeric($0) || $0 == "_" } && !keywords.contains(name)
    }

    /// Names a member cannot have even in backticks, because `Type.name` means something else.
    package static let reservedMembers: Set<String> = ["self", "Type", "Protocol", "init"]

    private static func words(_ name: String) -> [String] {
        var words: [String] = []
        var current = ""
        for scalar in name.unicodeScalars {
            if isASCIIAlphanumeric(scalar) {
                current.unicodeScalars.append(scalar)
            } else if scalar.isASCII {
                if !current.isEmpty { words.append(current) }
                current = ""
            } else {
                current += "U" + hex(scalar.value)
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    private static func join(_ words: [String], upperFirst: Bool) -> String {
        var joined = ""
        for (index, word) in words.enumerated() {
            if index == 0, !upperFirst {
                joined += word.allSatisfy(\.isUppercase) ? word.lowercased() : word.prefix(1).lowercased() + word.dropFirst()
            } else {
                joined += word.prefix(1).uppercased() + word.dropFirst()
            }
        }
        if joined.isEmpty { return "_" }
        return joined.first!.isNumber ? "_" + joined : joined
    }

    /// The code point `value` in upper-case hex, at least four digits.
    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: Swift.max(0, 4 - digits.count)) + digits
    }

    private static func isASCIIAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
    }

    /// Swift's keywords, which an identifier must escape.
    package static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout", "internal", "let",
        "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript",
        "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard",
        "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as", "false", "is", "nil", "self", "Self",
        "super", "throws", "true", "try", "_", "Type", "Protocol", "await", "async", "consume", "copy", "discard", "each", "some",
        "any", "borrowing", "consuming", "package",
    ]
}
