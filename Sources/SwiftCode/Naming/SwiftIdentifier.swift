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

    /// The identifier of a token's constant with every ASCII character that is not a letter or
    /// a digit spelled as a word (`sm+` is `smPlus`, `1,5x` is `_1Comma5x`, `primary-fill` is
    /// `primaryHyphenFill`): the name the export gives one of two tokens whose
    /// ``memberName(_:)`` would be the same, so each keeps a name that depends only on itself.
    package static func spelledMemberName(_ name: String) -> String {
        join(words(name, spellingPunctuation: true), upperFirst: false)
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

    private static func words(_ name: String, spellingPunctuation: Bool = false) -> [String] {
        var words: [String] = []
        var current = ""
        for scalar in name.unicodeScalars {
            if isASCIIAlphanumeric(scalar) {
                current.unicodeScalars.append(scalar)
            } else if scalar.isASCII {
                if !current.isEmpty { words.append(current) }
                current = ""
                if spellingPunctuation { words.append(punctuationNames[scalar] ?? "U" + hex(scalar.value)) }
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

    /// The words ``spelledMemberName(_:)`` writes for ASCII punctuation; any other character
    /// is `U` and its code point.
    private static let punctuationNames: [Unicode.Scalar: String] = [
        "+": "plus", "-": "hyphen", "_": "underscore", " ": "space", ",": "comma", ".": "dot", "%": "percent", "&": "and",
        "/": "slash", "*": "star", "#": "hash", "@": "at", "!": "bang", "?": "question", "(": "open", ")": "close",
        "[": "openBracket", "]": "closeBracket", ":": "colon", "=": "equals", "<": "less", ">": "greater", "~": "tilde",
        "'": "quote", "^": "caret", "|": "bar", ";": "semicolon", "$": "dollar",
    ]

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
