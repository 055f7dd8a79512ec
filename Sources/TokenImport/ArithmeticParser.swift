import Foundation

/// Reads constant arithmetic on quantities: numbers with an optional unit, `+ - * /`,
/// parentheses and a leading minus. Units combine as Tokens Studio's math does: a sum needs one
/// unit (or a bare number on one side), a product at most one quantity with a unit, and a
/// divisor must be a bare number.
struct ArithmeticParser {
    private let text: String
    private let scalars: [Unicode.Scalar]
    private var index = 0
    /// How deep parentheses may nest, so no input can overflow the stack.
    private static let maximumDepth = 32
    private var depth = 0

    init(_ text: String) {
        self.text = text
        scalars = Array(text.unicodeScalars)
    }

    mutating func parse() throws(QuantityError) -> Quantity {
        skipSpaces()
        guard index < scalars.count else { throw QuantityError("the value is empty") }
        let result = try sum()
        skipSpaces()
        guard index == scalars.count else {
            if Self.startsQuantity(scalars[index]) {
                throw QuantityError("'\(text)' holds several values; a token holds one (write one token per value)")
            }
            throw QuantityError("'\(text)' is not a number, a length or arithmetic on them (unexpected '\(scalars[index])')")
        }
        return result
    }

    private mutating func sum() throws(QuantityError) -> Quantity {
        var left = try product()
        while let operation = peekOperator(in: "+-") {
            index += 1
            let right = try product()
            guard left.unit == right.unit || left.unit == nil || right.unit == nil else {
                throw QuantityError("'\(text)' adds \(left.unit ?? "") to \(right.unit ?? ""); use one unit")
            }
            left = Quantity(value: operation == "+" ? left.value + right.value : left.value - right.value, unit: left.unit ?? right.unit)
        }
        return left
    }

    private mutating func product() throws(QuantityError) -> Quantity {
        var left = try factor()
        while let operation = peekOperator(in: "*/") {
            index += 1
            let right = try factor()
            if operation == "*" {
                guard left.unit == nil || right.unit == nil else {
                    throw QuantityError("'\(text)' multiplies two quantities with units; one side must be a bare number")
                }
                left = Quantity(value: left.value * right.value, unit: left.unit ?? right.unit)
            } else {
                guard right.unit == nil else { throw QuantityError("'\(text)' divides by a quantity with a unit; divide by a bare number") }
                guard right.value != 0 else { throw QuantityError("'\(text)' divides by zero") }
                left = Quantity(value: left.value / right.value, unit: left.unit)
            }
        }
        return left
    }

    private mutating func factor() throws(QuantityError) -> Quantity {
        skipSpaces()
        guard index < scalars.count else { throw QuantityError("'\(text)' ends where a number was expected") }
        // Leading minus signs are counted, not recursed into, so a run of any length costs no
        // stack (an import value of 100,000 `-` once overflowed it).
        var negated = false
        while index < scalars.count, scalars[index] == "-" {
            negated.toggle()
            index += 1
            skipSpaces()
        }
        guard index < scalars.count else { throw QuantityError("'\(text)' ends where a number was expected") }
        if negated {
            let inner = try factor()
            return Quantity(value: -inner.value, unit: inner.unit)
        }
        if scalars[index] == "(" {
            guard depth < Self.maximumDepth else { throw QuantityError("'\(text)' nests parentheses too deeply") }
            index += 1
            depth += 1
            let inner = try sum()
            depth -= 1
            skipSpaces()
            guard index < scalars.count, scalars[index] == ")" else { throw QuantityError("'\(text)' is missing a ')'") }
            index += 1
            return inner
        }
        return try number()
    }

    private mutating func number() throws(QuantityError) -> Quantity {
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
            throw QuantityError("'\(text)' is not a number, a length or arithmetic on them")
        }
        let unitStart = index
        while index < scalars.count, scalars[index].properties.isAlphabetic || scalars[index] == "%" { index += 1 }
        let unit = String(String.UnicodeScalarView(scalars[unitStart..<index])).lowercased()
        return Quantity(value: value, unit: unit.isEmpty ? nil : unit)
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(scalar)
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
