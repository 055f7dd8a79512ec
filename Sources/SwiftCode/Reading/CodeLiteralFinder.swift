/// Finds the ``CodeLiteral``s of a file's lexemes:
///
/// - `Color(red:green:blue:)` and `Color(.sRGB, red:green:blue:opacity:)`, `UIColor` and
///   `NSColor(red:green:blue:alpha:)`, `#colorLiteral(red:green:blue:alpha:)`, with number
///   literals for every component;
/// - `Color(hex: "#RRGGBB")`, `Color(hex: 0xRRGGBB)` (any of the colour types), and any string
///   literal `"#RRGGBB"` or `"#RRGGBBAA"`;
/// - a number literal given as `cornerRadius:` (or a corner's `…Radius:`) to anything, to
///   `.cornerRadius(_:)`, to `.frame(width:height:…)`, to `.padding(_:)` / `.padding(_:_:)`,
///   or to `EdgeInsets(top:leading:bottom:trailing:)`.
///
/// A component or length written as an expression (a constant, `251 / 255`) is not a literal.
package enum CodeLiteralFinder {
    private static let colorTypes: Set<String> = ["Color", "UIColor", "NSColor", "#colorLiteral"]
    private static let radiusLabels: Set<String> = [
        "cornerRadius", "topLeadingRadius", "topTrailingRadius", "bottomLeadingRadius", "bottomTrailingRadius",
    ]
    private static let frameLabels: Set<String> = ["width", "height", "minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]
    private static let insetLabels: Set<String> = ["top", "leading", "bottom", "trailing"]

    /// The literals of `lexemes` in source order, each with the index of the lexeme it is
    /// located at; `matches` is ``SwiftBrackets/matches(in:)``.
    package static func literals(in lexemes: [SwiftLexeme], matches: [Int?]) -> [(literal: CodeLiteral, index: Int)] {
        var found: [(literal: CodeLiteral, index: Int)] = []
        var inColorCall = Set<Int>()
        var inScaledFont = Set<Int>()
        for index in lexemes.indices {
            let lexeme = lexemes[index]
            let opensCall = index + 1 < lexemes.count && lexemes[index + 1].isPunctuation("(")
            if opensCall, lexeme.kind == .identifier || lexeme.kind == .poundKeyword {
                let arguments = SwiftBrackets.arguments(in: lexemes, matches: matches, open: index + 1) ?? []
                if lexeme.text == "scaledFont" { for argument in arguments { inScaledFont.formUnion(argument.value) } }
                if !inScaledFont.contains(index), let size = fontSize(lexeme, after: index > 0 ? lexemes[index - 1] : nil, arguments, lexemes) {
                    found.append((size, index))
                    continue
                }
                if colorTypes.contains(lexeme.text), let color = color(lexeme, arguments, lexemes) {
                    found.append((color, index))
                    for argument in arguments { inColorCall.formUnion(argument.value) }
                    continue
                }
                found += lengths(called: lexeme, after: index > 0 ? lexemes[index - 1] : nil, arguments, lexemes)
            } else if lexeme.kind == .plainString, !inColorCall.contains(index), let rgba = hexColor(lexeme.text, requiringHash: true) {
                found.append((CodeLiteral(value: rgba, text: "\"\(lexeme.text)\"", line: lexeme.line, column: lexeme.column), index))
            }
        }
        return found
    }

    /// The colour an initializer call writes with literals, if it does.
    private static func color(_ name: SwiftLexeme, _ arguments: [SwiftBrackets.Argument], _ lexemes: [SwiftLexeme]) -> CodeLiteral? {
        var values: [String: Double] = [:]
        var written: [String] = []
        for (position, argument) in arguments.enumerated() {
            let value = lexemes[argument.value]
            guard let label = argument.label else {
                // Only the sRGB colour space, as in `Color(.sRGB, red: …)`.
                guard position == 0, value.count == 2, value.first!.isPunctuation("."), value.last!.isIdentifier("sRGB") else { return nil }
                written.append(".sRGB")
                continue
            }
            if label == "hex", value.count == 1, let hex = value.first {
                let rgba: CodeLiteral.Value? =
                    hex.kind == .plainString
                    ? hexColor(hex.text, requiringHash: false) : hex.numberValue.flatMap { hexColor(number: $0, digits: hex.text) }
                guard let rgba, arguments.count == 1 else { return nil }
                return CodeLiteral(
                    value: rgba, text: "\(name.text)(hex: \(hex.kind == .plainString ? "\"\(hex.text)\"" : hex.text))", line: name.line,
                    column: name.column)
            }
            guard ["red", "green", "blue", "opacity", "alpha"].contains(label), value.count == 1, let number = value.first!.numberValue,
                (0...1).contains(number)
            else { return nil }
            values[label] = number
            written.append("\(label): \(value.first!.text)")
        }
        guard let red = values["red"], let green = values["green"], let blue = values["blue"] else { return nil }
        let alpha = values["opacity"] ?? values["alpha"] ?? 1
        return CodeLiteral(
            value: .color(red: red, green: green, blue: blue, alpha: alpha), text: "\(name.text)(\(written.joined(separator: ", ")))",
            line: name.line, column: name.column)
    }

    /// The lengths a call of `name` (after `previous`, a `.` for a modifier) is given as literals.
    private static func lengths(
        called name: SwiftLexeme, after previous: SwiftLexeme?, _ arguments: [SwiftBrackets.Argument], _ lexemes: [SwiftLexeme]
    ) -> [(literal: CodeLiteral, index: Int)] {
        let modifier = previous?.isPunctuation(".") == true
        return arguments.enumerated().compactMap { position, argument in
            guard argument.value.count == 1, let number = lexemes[argument.value.lowerBound].numberValue, number > 0 else { return nil }
            let literal = lexemes[argument.value.lowerBound]
            let use: CodeLiteral.LengthUse
            if let label = argument.label, radiusLabels.contains(label) {
                use = .cornerRadius
            } else if modifier, name.text == "cornerRadius", position == 0, argument.label == nil {
                use = .cornerRadius
            } else if modifier, name.text == "frame", let label = argument.label, frameLabels.contains(label) {
                use = .frame
            } else if modifier, name.text == "padding", argument.label == nil {
                use = .padding
            } else if name.text == "EdgeInsets", let label = argument.label, insetLabels.contains(label) {
                use = .padding
            } else {
                return nil
            }
            let found = CodeLiteral(
                value: .length(number, use), text: "\(modifier ? "." : "")\(name.text)(\(written(arguments, lexemes)))", line: literal.line,
                column: literal.column)
            return (found, argument.value.lowerBound)
        }
    }

    /// The UIKit calls that make a font of a fixed size.
    private static let uiKitFonts: Set = ["systemFont", "boldSystemFont", "italicSystemFont", "monospacedSystemFont", "monospacedDigitSystemFont"]

    /// A font made at a fixed size, if the call is one: `.system(size: 17)`, `Font.custom("X",
    /// size: 17)` without `relativeTo:`, `UIFont.systemFont(ofSize: 17)` or `UIFont(name: "X",
    /// size: 17)` (the caller leaves out those inside `scaledFont(for:)`).
    private static func fontSize(
        _ name: SwiftLexeme, after previous: SwiftLexeme?, _ arguments: [SwiftBrackets.Argument], _ lexemes: [SwiftLexeme]
    ) -> CodeLiteral? {
        func number(_ label: String) -> Double? {
            guard let argument = arguments.first(where: { $0.label == label }), argument.value.count == 1 else { return nil }
            return lexemes[argument.value.lowerBound].numberValue
        }
        let member = previous?.isPunctuation(".") == true
        let call: CodeLiteral.FontCall
        let size: Double?
        switch name.text {
        case "system" where member:
            (call, size) = (.system, number("size"))
        case "custom" where member && !arguments.contains(where: { $0.label == "relativeTo" }):
            (call, size) = (.custom, number("size"))
        case let text where member && uiKitFonts.contains(text):
            (call, size) = (.uiKit, number("ofSize"))
        case "UIFont":
            (call, size) = (.uiKit, number("size"))
        default:
            return nil
        }
        guard let size, size > 0 else { return nil }
        return CodeLiteral(
            value: .fontSize(size, call), text: "\(member ? "." : "")\(name.text)(\(written(arguments, lexemes)))", line: name.line,
            column: name.column)
    }

    /// The arguments as written, evenly spaced: `.horizontal, 16`; a long value is shortened to `…`.
    private static func written(_ arguments: [SwiftBrackets.Argument], _ lexemes: [SwiftLexeme]) -> String {
        arguments.map { argument in
            let value = argument.value.count > 4 ? "…" : lexemes[argument.value].map { $0.kind == .plainString ? "\"\($0.text)\"" : $0.text }.joined()
            return (argument.label.map { "\($0): " } ?? "") + value
        }.joined(separator: ", ")
    }

    /// `#RRGGBB` or `#RRGGBBAA` (the `#` optional unless `requiringHash`) as a colour.
    private static func hexColor(_ text: String, requiringHash: Bool) -> CodeLiteral.Value? {
        let digits = text.hasPrefix("#") ? text.dropFirst() : requiringHash ? nil : Substring(text)
        guard let digits, digits.count == 6 || digits.count == 8, digits.allSatisfy(\.isHexDigit), let value = UInt64(digits, radix: 16) else {
            return nil
        }
        return digits.count == 6 ? channels(value << 8 | 0xFF) : channels(value)
    }

    /// `0xRRGGBB` as a colour; other forms of the number (decimal, more digits) are not.
    private static func hexColor(number: Double, digits: String) -> CodeLiteral.Value? {
        let written = digits.replacingEvery("_", with: "")
        guard written.lowercased().hasPrefix("0x"), written.count == 8, number <= 0xFF_FFFF else { return nil }
        return channels(UInt64(number) << 8 | 0xFF)
    }

    private static func channels(_ rgba: UInt64) -> CodeLiteral.Value {
        func channel(_ shift: UInt64) -> Double { Double((rgba >> shift) & 0xFF) / 255 }
        return .color(red: channel(24), green: channel(16), blue: channel(8), alpha: channel(0))
    }
}
