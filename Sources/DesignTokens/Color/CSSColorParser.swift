import DesignSupport

/// Reading CSS Color 4 colour syntax into DTCG colour values.
public enum CSSColor {
    /// Parses a CSS colour into a `TokenColor` in the matching DTCG colour space, on DTCG scales.
    ///
    /// Accepted: `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa` (sRGB; `hex` is set to the 6-digit
    /// lowercase form); `rgb()`/`rgba()` and `hsl()`/`hsla()` in the legacy comma syntax and the
    /// space syntax with an optional `/ alpha`; `hwb()`, `lab()`, `lch()`, `oklab()`, `oklch()`;
    /// `color(space c1 c2 c3 [/ alpha])` for srgb, srgb-linear, display-p3, a98-rgb, prophoto-rgb,
    /// rec2020, xyz, xyz-d50 and xyz-d65; the 148 named colours and `transparent`. A component
    /// may be `none` (except in the comma syntax); a `none` alpha is 0. Keywords and function
    /// names are case-insensitive.
    ///
    /// As CSS does at parse time, `rgb()` channels and alpha are clamped to [0, 1], HSL/HWB
    /// percentages to [0, 100], CIE and OK lightness to their ranges and chroma to 0 or more;
    /// hues are wrapped into [0, 360). `color()` components are kept as written.
    public static func parse(_ text: String) throws(CSSColorError) -> TokenColor {
        // A bare hex colour, what most colour tokens are, is read from its bytes as it stands;
        // anything else (blanks around it, a function, a name) is trimmed and lowercased first.
        if text.utf8.first == UInt8(ascii: "#"), let color = hexColor(digits: Array(text.utf8.dropFirst())) { return color }
        let source = text.trimmingSpacesAndNewlines().lowercased()
        if source.hasPrefix("#") { return try hexColor(source) }
        if let open = source.firstIndex(of: "(") {
            guard source.hasSuffix(")") else { throw CSSColorError("'\(text)' is missing the closing ')'") }
            let name = String(source[..<open])
            let body = source[source.index(after: open)..<source.index(before: source.endIndex)]
            return try functionalColor(name: name, body: body)
        }
        if source == "transparent" { return .srgb(0, 0, 0, alpha: 0) }
        if let value = namedColors[source] { return srgbColor(value, alpha: 1, hex: nil) }
        throw CSSColorError(
            "'\(text)' is not a CSS colour; expected #rgb, #rgba, #rrggbb, #rrggbbaa, a colour function "
                + "such as rgb(), hsl(), oklch() or color(), or a named colour"
        )
    }

    // MARK: - Hex and named colours

    private static func hexColor(_ source: String) throws(CSSColorError) -> TokenColor {
        guard let color = hexColor(digits: Array(source.utf8.dropFirst())) else {
            throw CSSColorError("'\(source)' is not a hex colour; expected #rgb, #rgba, #rrggbb or #rrggbbaa")
        }
        return color
    }

    /// The colour of the hex digits after `#` (ASCII only, either case), or nil when they are not
    /// 3, 4, 6 or 8 of them. `hex` is written in lowercase, six digits.
    private static func hexColor(digits: [UInt8]) -> TokenColor? {
        guard [3, 4, 6, 8].contains(digits.count) else { return nil }
        var values: [UInt8] = []
        for digit in digits {
            guard let value = hexDigitValue(digit) else { return nil }
            values.append(value)
        }
        // #rgb and #rgba repeat each digit (f is ff); the long forms pair them.
        var bytes: [UInt8] = []
        if digits.count <= 4 {
            for value in values { bytes.append(value * 17) }
        } else {
            for index in stride(from: 0, to: values.count, by: 2) { bytes.append(values[index] << 4 | values[index + 1]) }
        }
        let rgb: UInt32 = UInt32(bytes[0]) << 16 | UInt32(bytes[1]) << 8 | UInt32(bytes[2])
        let alpha: Double = bytes.count == 4 ? Double(bytes[3]) / 255 : 1
        return srgbColor(rgb, alpha: alpha, hex: LowercaseHex.text(Array(bytes.prefix(3)), after: "#"))
    }

    /// The value of one ASCII hex digit, either case; nil for any other byte.
    private static func hexDigitValue(_ digit: UInt8) -> UInt8? {
        switch digit {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): digit - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    private static func srgbColor(_ rgb: UInt32, alpha: Double, hex: String?) -> TokenColor {
        let channels = [rgb >> 16, rgb >> 8, rgb].map { ColorComponent.value(Double($0 & 0xff) / 255) }
        return TokenColor(colorSpace: .srgb, components: channels, alpha: alpha, hex: hex)
    }

    // MARK: - Colour functions

    /// How one component of a colour function is read.
    private struct Channel {
        /// A plain number is divided by this (255 for `rgb()` channels).
        var numberScale: Double = 1
        /// The value 100% stands for; `nil` when percentages are not allowed.
        var percentReference: Double?
        /// Whether the component is a hue (a number or an angle, wrapped into [0, 360)).
        var isHue = false
        /// The range values are clamped to.
        var range: ClosedRange<Double> = -Double.infinity...Double.infinity

        static let hue = Channel(isHue: true)
        static let alpha = Channel(percentReference: 1, range: 0...1)
        static func percentage(_ reference: Double, clampedTo range: ClosedRange<Double>) -> Channel {
            Channel(percentReference: reference, range: range)
        }
        static func percentage(_ reference: Double) -> Channel { Channel(percentReference: reference) }
    }

    /// The colour space and component rules of one colour function.
    private struct FunctionSyntax {
        var space: ColorSpace
        var channels: [Channel]
        var allowsCommas = false
    }

    private static func functionSyntax(_ name: String) -> FunctionSyntax? {
        let percent100 = Channel.percentage(100, clampedTo: 0...100)
        switch name {
        case "rgb", "rgba":
            let channel = Channel(numberScale: 255, percentReference: 1, range: 0...1)
            return FunctionSyntax(space: .srgb, channels: [channel, channel, channel], allowsCommas: true)
        case "hsl", "hsla":
            return FunctionSyntax(space: .hsl, channels: [.hue, percent100, percent100], allowsCommas: true)
        case "hwb":
            return FunctionSyntax(space: .hwb, channels: [.hue, percent100, percent100])
        case "lab":
            return FunctionSyntax(space: .lab, channels: [percent100, .percentage(125), .percentage(125)])
        case "lch":
            let chroma = Channel.percentage(150, clampedTo: 0...Double.infinity)
            return FunctionSyntax(space: .lch, channels: [percent100, chroma, .hue])
        case "oklab":
            let lightness = Channel.percentage(1, clampedTo: 0...1)
            return FunctionSyntax(space: .oklab, channels: [lightness, .percentage(0.4), .percentage(0.4)])
        case "oklch":
            let chroma = Channel.percentage(0.4, clampedTo: 0...Double.infinity)
            return FunctionSyntax(space: .oklch, channels: [.percentage(1, clampedTo: 0...1), chroma, .hue])
        default:
            return nil
        }
    }

    /// The `color()` spaces: `xyz` means xyz-d65.
    private static func predefinedSpace(_ name: String) -> ColorSpace? {
        switch name {
        case "xyz": .xyzD65
        case "srgb", "srgb-linear", "display-p3", "a98-rgb", "prophoto-rgb", "rec2020", "xyz-d50", "xyz-d65":
            ColorSpace(rawValue: name)
        default: nil
        }
    }

    private static func functionalColor(name: String, body: Substring) throws(CSSColorError) -> TokenColor {
        var arguments = try Arguments(body, function: name)
        if name == "color" {
            guard let spaceName = arguments.components.first, let space = predefinedSpace(spaceName) else {
                throw CSSColorError(
                    "color() needs a colour space first: srgb, srgb-linear, display-p3, a98-rgb, prophoto-rgb, "
                        + "rec2020, xyz, xyz-d50 or xyz-d65"
                )
            }
            arguments.components.removeFirst()
            let channel = Channel.percentage(1)
            let syntax = FunctionSyntax(space: space, channels: [channel, channel, channel])
            return try color(arguments, syntax: syntax, function: name)
        }
        guard let syntax = functionSyntax(name) else {
            throw CSSColorError(
                "'\(name)()' is not a colour function; expected rgb(), rgba(), hsl(), hsla(), hwb(), lab(), lch(), "
                    + "oklab(), oklch() or color()"
            )
        }
        return try color(arguments, syntax: syntax, function: name)
    }

    private static func color(
        _ arguments: Arguments, syntax: FunctionSyntax, function: String
    ) throws(CSSColorError) -> TokenColor {
        guard arguments.components.count == 3 else {
            throw CSSColorError("\(function)() needs 3 components, found \(arguments.components.count)")
        }
        if arguments.usesCommas { try checkCommaSyntax(arguments, syntax: syntax, function: function) }
        var components: [ColorComponent] = []
        for index in 0..<3 {
            let described = { "\(syntax.space.componentNames[index]) of \(function)()" }
            components.append(try component(arguments.components[index], syntax.channels[index], described: described))
        }
        var alpha = 1.0
        if let word = arguments.alpha {
            alpha = try component(word, .alpha, described: { "alpha of \(function)()" }).numeric
        }
        if let problem = syntax.space.conversionProblem(components: components) { throw CSSColorError("\(function)(): \(problem)") }
        return TokenColor(colorSpace: syntax.space, components: components, alpha: alpha)
    }

    /// The comma syntax exists only for `rgb()` and `hsl()`, takes no `none`, and needs all numbers
    /// or all percentages in `rgb()` and percentages for HSL saturation and lightness.
    private static func checkCommaSyntax(
        _ arguments: Arguments, syntax: FunctionSyntax, function: String
    ) throws(CSSColorError) {
        guard syntax.allowsCommas else {
            throw CSSColorError("\(function)() takes space-separated components, not commas")
        }
        let words = arguments.components + (arguments.alpha.map { [$0] } ?? [])
        guard !words.contains("none") else {
            throw CSSColorError("'none' is not allowed in the comma syntax of \(function)(); use spaces instead")
        }
        let percentages = arguments.components.map { $0.hasSuffix("%") }
        if syntax.space == .srgb, Set(percentages).count > 1 {
            throw CSSColorError(
                "\(function)() with commas takes all numbers or all percentages for red, green and blue"
            )
        }
        if syntax.space == .hsl, !(percentages[1] && percentages[2]) {
            throw CSSColorError("\(function)() with commas takes percentages for saturation and lightness")
        }
    }

    /// One component word read by `channel`'s rules; `described` names the component in an
    /// error (built only then: most colours have none, and a gradient may have 100,000 stops).
    private static func component(
        _ word: String, _ channel: Channel, described: () -> String
    ) throws(CSSColorError) -> ColorComponent {
        if word == "none" { return .none }
        func clamped(_ value: Double) -> ColorComponent {
            .value(min(max(value, channel.range.lowerBound), channel.range.upperBound))
        }
        if word.hasSuffix("%"), let percentage = number(word.dropLast()) {
            guard let reference = channel.percentReference else {
                throw CSSColorError("the \(described()) takes a number or an angle, not the percentage '\(word)'")
            }
            return clamped(percentage / 100 * reference)
        }
        if let degrees = angle(word) {
            guard channel.isHue else {
                throw CSSColorError("the \(described()) takes a number or a percentage, not the angle '\(word)'")
            }
            return .value(normalizedHue(degrees))
        }
        guard let value = number(word[...]) else {
            let expected = channel.isHue ? "a number or an angle" : "a number or a percentage"
            throw CSSColorError("'\(word)' is not valid for the \(described()); expected \(expected) or none")
        }
        return channel.isHue ? .value(normalizedHue(value)) : clamped(value / channel.numberScale)
    }

    /// Degrees of an angle with a unit (deg, grad, rad, turn).
    private static func angle(_ word: String) -> Double? {
        // Every unit ends in a letter; a word ending otherwise (most: `0.5`, `30`) is no angle.
        guard let last = word.utf8.last, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(last) else { return nil }
        let units: [(suffix: String, degrees: Double)] = [("grad", 0.9), ("turn", 360), ("deg", 1), ("rad", 180 / .pi)]
        guard let unit = units.first(where: { word.hasSuffix($0.suffix) }),
            let value = number(word.dropLast(unit.suffix.count))
        else { return nil }
        return value * unit.degrees
    }

    /// A CSS `<number>`: optional sign, digits with an optional fraction, optional exponent.
    /// Scanned by hand: a regex literal is compiled on every call, which made 180,000 gradient
    /// stops take minutes.
    private static func number(_ text: Substring) -> Double? {
        let bytes = Array(text.utf8)
        var position = 0
        func digits() -> Int {
            let start = position
            while position < bytes.count, bytes[position] >= UInt8(ascii: "0"), bytes[position] <= UInt8(ascii: "9") { position += 1 }
            return position - start
        }
        func skip(_ byte: UInt8) -> Bool {
            guard position < bytes.count, bytes[position] == byte else { return false }
            position += 1
            return true
        }
        func skipSign() {
            if !skip(UInt8(ascii: "+")) { _ = skip(UInt8(ascii: "-")) }
        }
        skipSign()
        let integer = digits()
        let hasPoint = skip(UInt8(ascii: "."))
        if hasPoint && digits() == 0 { return nil }
        guard integer > 0 || hasPoint else { return nil }
        if skip(UInt8(ascii: "e")) {
            skipSign()
            guard digits() > 0 else { return nil }
        }
        return position == bytes.count ? Double(text) : nil
    }
}

/// The arguments of a colour function: the component words and the alpha word, if any.
private struct Arguments {
    var components: [String]
    var alpha: String?
    var usesCommas: Bool

    /// Splits `body` in either the comma syntax (`a, b, c[, alpha]`) or the space syntax
    /// (`a b c [/ alpha]`).
    init(_ body: Substring, function: String) throws(CSSColorError) {
        // Scalar by scalar, not by Character: a combining mark after a blank or a comma is then
        // part of the next word, which is no number and is reported, rather than joined to the
        // blank and dropped unseen.
        var words: [String] = []
        var separators: [Unicode.Scalar] = []
        var pendingSeparator: Unicode.Scalar?
        let scalars = body.unicodeScalars
        var wordStart: Substring.UnicodeScalarView.Index?
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalar = scalars[index]
            let isSeparator = scalar == "," || scalar == "/"
            if isSeparator || Self.isBlank(scalar) {
                if let start = wordStart {
                    words.append(String(scalars[start..<index]))
                    wordStart = nil
                }
                if isSeparator {
                    guard pendingSeparator == nil, !words.isEmpty else {
                        throw CSSColorError("unexpected '\(scalar)' in \(function)()")
                    }
                    pendingSeparator = scalar
                }
            } else if wordStart == nil {
                if !words.isEmpty {
                    separators.append(pendingSeparator ?? " ")
                    pendingSeparator = nil
                }
                wordStart = index
            }
            index = scalars.index(after: index)
        }
        if let start = wordStart { words.append(String(scalars[start...])) }
        if let pendingSeparator {
            throw CSSColorError("\(function)() ends with '\(pendingSeparator)'; expected a value after it")
        }

        usesCommas = separators.contains(",")
        if usesCommas {
            guard separators.allSatisfy({ $0 == "," }) else {
                throw CSSColorError("\(function)() mixes commas with spaces or '/'; use commas throughout or not")
            }
            guard words.count <= 4 else {
                throw CSSColorError("\(function)() takes at most 4 comma-separated values, found \(words.count)")
            }
            components = Array(words.prefix(3))
            alpha = words.count == 4 ? words[3] : nil
            return
        }
        guard let slash = separators.firstIndex(of: "/") else {
            components = words
            alpha = nil
            return
        }
        guard slash == words.count - 2 else {
            throw CSSColorError("\(function)() needs exactly one alpha value after '/'")
        }
        components = Array(words.prefix(slash + 1))
        alpha = words.last
    }

    /// Whether `scalar` separates words as a blank: Unicode's White_Space, as
    /// `Character.isWhitespace` reads a character's first scalar; ASCII tested without the
    /// property lookup.
    private static func isBlank(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? scalar.value == 0x20 || (0x09...0x0D).contains(scalar.value) : scalar.properties.isWhitespace
    }
}
