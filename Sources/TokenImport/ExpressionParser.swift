import DesignSupport
import DesignTokens

/// What a source expression comes to: a quantity (a number with an optional unit) or a colour.
enum ExpressionValue: Equatable {
    case quantity(Quantity)
    case color(TokenColor)

    /// How a message names what the value is.
    var noun: String {
        switch self {
        case .quantity(let quantity): quantity.unit == nil ? "a number" : "a quantity in \(quantity.unit ?? "")"
        case .color: "a colour"
        }
    }
}

/// Why an expression has no value, as a sentence; `alias` is set when the reason is an alias
/// with no single value (the caller says why in its own terms).
struct ExpressionError: Error {
    let message: String
    var alias: String?

    init(_ message: String, alias: String? = nil) {
        self.message = message
        self.alias = alias
    }
}

/// Reads the value expressions Tokens Studio writes and evaluates them: numbers with an
/// optional unit, `+ - * /`, parentheses, a leading minus, `{alias}` (looked up in `aliases`),
/// colours (`#hex`, CSS colour functions, with Tokens Studio's commas in `oklch()` and the like,
/// named colours) and the functions of ``ExpressionFunction``. Units combine as Tokens Studio's
/// math does: a sum needs one unit (or a bare number on one side), a product at most one
/// quantity with a unit, and a divisor must be a bare number.
///
/// Operators and minus signs are read in loops; only parentheses and function arguments
/// recurse, and those at most ``maximumDepth`` deep, so no input can overflow the stack.
struct ExpressionParser {
    private let text: String

    /// The expression as a message quotes it: whole up to 80 characters, else its start and
    /// end around how many characters are left out, so a value of 100,000 characters does not
    /// become a message of 100,000.
    private var quoted: String {
        guard text.count > 80 else { return "'\(text)'" }
        return "'\(text.prefix(48))…\(text.suffix(16))' (\(text.count) characters)"
    }
    private let scalars: [Unicode.Scalar]
    private var index = 0
    private static let maximumDepth = 32
    private var depth = 0
    /// The value of an alias, by the name inside its braces; nil when it has none.
    private let aliases: (String) -> ExpressionValue?

    init(_ text: String, aliases: @escaping (String) -> ExpressionValue? = { _ in nil }) {
        self.text = text
        scalars = Array(text.unicodeScalars)
        self.aliases = aliases
    }

    /// A parser whose aliases are the tokens of `values`, named as `dialect` references them.
    init(_ text: String, values: [String: ExpressionValue], dialect: SourceDialect) {
        self.init(text) { values[dialect.referenceName($0)] }
    }

    mutating func parse() throws(ExpressionError) -> ExpressionValue {
        skipSpaces()
        guard index < scalars.count else { throw ExpressionError("the value is empty") }
        let result = try sum()
        skipSpaces()
        guard index == scalars.count else {
            if Self.startsQuantity(scalars[index]) {
                throw ExpressionError("\(quoted) holds several values; a token holds one (write one token per value)")
            }
            throw ExpressionError("\(quoted) is not a number, a length or arithmetic on them (unexpected '\(scalars[index])')")
        }
        return result
    }

    /// The quantity `value` is, or an error naming `what` needs one.
    func quantity(_ value: ExpressionValue, for what: String) throws(ExpressionError) -> Quantity {
        guard case .quantity(let quantity) = value else { throw ExpressionError("\(quoted) \(what) a colour; it takes numbers") }
        return quantity
    }

    private mutating func sum() throws(ExpressionError) -> ExpressionValue {
        var value = try product()
        while let operation = peekOperator(in: "+-") {
            index += 1
            let left = try quantity(value, for: "adds to or subtracts from")
            let right = try quantity(try product(), for: "adds or subtracts")
            guard left.unit == right.unit || left.unit == nil || right.unit == nil else {
                throw ExpressionError("\(quoted) adds \(left.unit ?? "") to \(right.unit ?? ""); use one unit")
            }
            value = .quantity(
                try finite(Quantity(value: operation == "+" ? left.value + right.value : left.value - right.value, unit: left.unit ?? right.unit)))
        }
        return value
    }

    private mutating func product() throws(ExpressionError) -> ExpressionValue {
        var value = try factor()
        while let operation = peekOperator(in: "*/") {
            index += 1
            let left = try quantity(value, for: "multiplies or divides")
            let right = try quantity(try factor(), for: "multiplies or divides by")
            if operation == "*" {
                guard left.unit == nil || right.unit == nil else {
                    throw ExpressionError("\(quoted) multiplies two quantities with units; one side must be a bare number")
                }
                value = .quantity(try finite(Quantity(value: left.value * right.value, unit: left.unit ?? right.unit)))
            } else {
                guard right.unit == nil else { throw ExpressionError("\(quoted) divides by a quantity with a unit; divide by a bare number") }
                guard right.value != 0 else { throw ExpressionError("\(quoted) divides by zero") }
                value = .quantity(try finite(Quantity(value: left.value / right.value, unit: left.unit)))
            }
        }
        return value
    }

    private mutating func factor() throws(ExpressionError) -> ExpressionValue {
        skipSpaces()
        guard index < scalars.count else { throw ExpressionError("\(quoted) ends where a number was expected") }
        // Leading minus signs are counted, not recursed into, so a run of any length costs no
        // stack (an import value of 100,000 `-` once overflowed it).
        var negated = false
        while index < scalars.count, scalars[index] == "-" {
            negated.toggle()
            index += 1
            skipSpaces()
        }
        guard index < scalars.count else { throw ExpressionError("\(quoted) ends where a number was expected") }
        if negated {
            let inner = try quantity(try factor(), for: "negates")
            return .quantity(Quantity(value: -inner.value, unit: inner.unit))
        }
        switch scalars[index] {
        case "(":
            index += 1
            let inner = try nested { (parser: inout ExpressionParser) throws(ExpressionError) in try parser.sum() }
            try expect(")")
            return inner
        case "{": return try alias()
        case "#": return try hexColor()
        case let scalar where Self.startsName(scalar): return try named()
        default: return .quantity(try number())
        }
    }

    /// `{name}`: the alias's value.
    private mutating func alias() throws(ExpressionError) -> ExpressionValue {
        let start = index + 1
        guard let close = scalars[start...].firstIndex(of: "}") else { throw ExpressionError("\(quoted) is missing a '}'") }
        let name = String(String.UnicodeScalarView(scalars[start..<close]))
        index = close + 1
        guard let value = aliases(name) else { throw ExpressionError("\(quoted) aliases {\(name)}, which has no single value", alias: name) }
        return value
    }

    private mutating func hexColor() throws(ExpressionError) -> ExpressionValue {
        let start = index
        index += 1
        while index < scalars.count, scalars[index].properties.isASCIIHexDigit { index += 1 }
        return .color(try Self.color(String(String.UnicodeScalarView(scalars[start..<index]))))
    }

    /// A function call (`min(…)`, `oklch(…)`) or a named colour (`white`).
    private mutating func named() throws(ExpressionError) -> ExpressionValue {
        let start = index
        while index < scalars.count, Self.startsName(scalars[index]) || Self.isDigit(scalars[index]) { index += 1 }
        let name = String(String.UnicodeScalarView(scalars[start..<index])).lowercased()
        skipSpaces()
        guard index < scalars.count, scalars[index] == "(" else {
            // A bare word is a named colour (`white`, `transparent`) or nothing dscheck reads.
            guard let color = try? CSSColor.parse(name) else {
                throw ExpressionError("\(quoted) holds the word '\(name)', which is neither a number, a length nor a colour")
            }
            return .color(color)
        }
        if ExpressionFunction.colorFunctions.contains(name), let body = spaceSeparatedBody() {
            return .color(try Self.color("\(name)(\(body))"))
        }
        guard let function = ExpressionFunction(rawValue: name) else {
            if ExpressionFunction.colorFunctions.contains(name) {
                throw ExpressionError("\(quoted) writes \(name)() with commas or aliases; write it as CSS does, with spaces")
            }
            throw ExpressionError(
                "\(quoted) calls \(name)(), which dscheck does not know; it evaluates \(ExpressionFunction.allNames), and CSS colour functions")
        }
        index += 1
        let arguments = try nested { (parser: inout ExpressionParser) throws(ExpressionError) in try parser.arguments() }
        return try function.evaluate(arguments, in: text)
    }

    /// The body of a colour function written as CSS writes it (spaces, an optional `/ alpha`,
    /// no commas and no aliases), for the CSS parser; nil otherwise, to read its arguments one
    /// by one. `index` is at the `(` and, when a body is returned, moves past the `)`.
    private mutating func spaceSeparatedBody() -> String? {
        guard let close = scalars[index...].firstIndex(of: ")") else { return nil }
        let body = scalars[(index + 1)..<close]
        guard !body.contains(where: { $0 == "," || $0 == "{" || $0 == "(" }) else { return nil }
        index = close + 1
        return String(String.UnicodeScalarView(body))
    }

    /// Comma-separated expressions up to the closing `)`.
    private mutating func arguments() throws(ExpressionError) -> [ExpressionValue] {
        var values: [ExpressionValue] = []
        skipSpaces()
        if index < scalars.count, scalars[index] == ")" {
            index += 1
            return values
        }
        while true {
            values.append(try sum())
            skipSpaces()
            guard index < scalars.count else { throw ExpressionError("\(quoted) is missing a ')'") }
            if scalars[index] == ")" {
                index += 1
                return values
            }
            guard scalars[index] == "," else { throw ExpressionError("\(quoted) has '\(scalars[index])' where ',' or ')' was expected") }
            index += 1
        }
    }

    /// Runs `body` one level deeper, refusing to go past ``maximumDepth``.
    private mutating func nested<T>(_ body: (inout ExpressionParser) throws(ExpressionError) -> T) throws(ExpressionError) -> T {
        guard depth < Self.maximumDepth else { throw ExpressionError("\(quoted) nests parentheses too deeply") }
        depth += 1
        defer { depth -= 1 }
        return try body(&self)
    }

    private mutating func expect(_ scalar: Unicode.Scalar) throws(ExpressionError) {
        skipSpaces()
        guard index < scalars.count, scalars[index] == scalar else { throw ExpressionError("\(quoted) is missing a '\(scalar)'") }
        index += 1
    }

    private mutating func number() throws(ExpressionError) -> Quantity {
        let start = index
        while index < scalars.count, Self.isDigit(scalars[index]) || scalars[index] == "." { index += 1 }
        // An exponent (`1e3`, `2E-1rem`) when `e` is followed by digits, with or without a
        // sign; otherwise the `e` starts a unit (`1em`).
        if index < scalars.count, scalars[index] == "e" || scalars[index] == "E" {
            var look = index + 1
            if look < scalars.count, scalars[look] == "+" || scalars[look] == "-" { look += 1 }
            if look < scalars.count, Self.isDigit(scalars[look]) {
                index = look
                while index < scalars.count, Self.isDigit(scalars[index]) { index += 1 }
            }
        }
        let digits = String(String.UnicodeScalarView(scalars[start..<index]))
        guard let value = Double(digits), value.isFinite else {
            throw ExpressionError("\(quoted) is not a number, a length or arithmetic on them")
        }
        let unitStart = index
        while index < scalars.count, scalars[index].properties.isAlphabetic || scalars[index] == "%" { index += 1 }
        let unit = String(String.UnicodeScalarView(scalars[unitStart..<index])).lowercased()
        return Quantity(value: value, unit: unit.isEmpty ? nil : unit)
    }

    private func finite(_ quantity: Quantity) throws(ExpressionError) -> Quantity {
        guard quantity.value.isFinite else { throw ExpressionError("\(quoted) comes to a number too large to write") }
        return quantity
    }

    static func color(_ css: String) throws(ExpressionError) -> TokenColor {
        do {
            return try CSSColor.parse(css)
        } catch {
            throw ExpressionError(error.message)
        }
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(scalar)
    }

    private static func startsName(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_"
    }

    private static func startsQuantity(_ scalar: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(scalar) || scalar == "." || scalar == "("
    }

    private mutating func peekOperator(in operators: String) -> Unicode.Scalar? {
        skipSpaces()
        guard index < scalars.count, operators.unicodeScalars.contains(scalars[index]) else { return nil }
        return scalars[index]
    }

    private mutating func skipSpaces() {
        while index < scalars.count, scalars[index].properties.isWhitespace { index += 1 }
    }
}
