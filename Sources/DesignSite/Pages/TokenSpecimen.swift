import DesignTokens

/// The drawing of a token value on the token pages, as HTML styled by ``TokensStyle``: colour and
/// gradient swatches (over a checkerboard where translucent), spacing bars and radius squares
/// drawn to scale, type in the token's font, size and weight, shadows and borders on a sample
/// card, and a dot that crosses a track with the token's duration, easing and delay while the
/// entry is hovered or focused. A length or number named as a font size, tracking, opacity or
/// line height is drawn as what it does (see ``Role``). Only parsed numbers and colours reach the styles; a font name
/// reaches them only when it is plain (letters, digits, spaces, `-`, `_`, `.`).
enum TokenSpecimen {
    /// The widest drawing of a length, in points: longer bars are cut, and marked as cut.
    static let longestBar = 224.0

    /// The drawing of `value` for the token `name`; nil for a plain number.
    static func html(_ value: TokenValue, name: String) -> String? {
        switch value {
        case .color(let color):
            return swatch("linear-gradient(\(HTMLEscaping.cssColor(color)),\(HTMLEscaping.cssColor(color)))")
        case .gradient(let stops):
            let list = stops.map { "\(HTMLEscaping.cssColor($0.color)) \(SVGNumber.format($0.position * 100))%" }
            return swatch("linear-gradient(to right,\(list.joined(separator: ",")))", wide: true)
        case .dimension(let dimension):
            let points = dimension.points()
            switch Role(name) {
            case .radius: return radius(points)
            case .fontSize: return "<span class=\"tk-glyphs\" style=\"font-size:\(px(min(max(points, 1), 96)))\">Aa</span>"
            case .tracking: return "<span class=\"tk-glyphs tk-tracking\" style=\"letter-spacing:\(px(min(max(points, -4), 24)))\">Tracking</span>"
            default: return bar(points)
            }
        case .typography(let typography):
            let style =
                "font-family:\(fontFamily(typography.fontFamily));font-size:\(SVGNumber.format(min(max(typography.fontSize.points(), 1), 96)))px;font-weight:\(SVGNumber.format(typography.fontWeight.value));line-height:\(SVGNumber.format(typography.lineHeight));letter-spacing:\(SVGNumber.format(typography.letterSpacing.points()))px"
            return "<span class=\"tk-type\" style=\"\(style)\">Sphinx of black quartz, judge my vow</span>"
        case .fontFamily(let names):
            return "<span class=\"tk-glyphs\" style=\"font-family:\(fontFamily(names))\">Aa Gg 0123</span>"
        case .fontWeight(let weight):
            return "<span class=\"tk-glyphs\" style=\"font-weight:\(SVGNumber.format(weight.value))\">Aa Gg</span>"
        case .duration(let duration):
            return motion(seconds: duration.seconds, easing: "linear", delay: 0)
        case .cubicBezier(let points):
            return "<span class=\"tk-easing\">" + curve(points) + motion(seconds: 1, easing: cssEasing(points), delay: 0) + "</span>"
        case .transition(let transition):
            return motion(seconds: transition.duration.seconds, easing: cssEasing(transition.timingFunction), delay: transition.delay.seconds)
        case .shadow(let shadow):
            let layers = shadow.layers.map { layer in
                (layer.inset == true ? "inset " : "")
                    + [layer.offsetX, layer.offsetY, layer.blur, layer.spread].map { px($0.points()) }.joined(separator: " ")
                    + " " + HTMLEscaping.cssColor(layer.color)
            }
            return "<span class=\"tk-stage\"><span class=\"tk-card\" style=\"box-shadow:\(layers.joined(separator: ","))\"></span></span>"
        case .border(let border):
            return
                "<span class=\"tk-stage\"><span class=\"tk-card\" style=\"border:\(px(min(border.width.points(), 16))) \(cssStyle(border.style)) \(HTMLEscaping.cssColor(border.color))\"></span></span>"
        case .strokeStyle(let style):
            return "<span class=\"tk-stroke\" style=\"border-top-style:\(cssStyle(style))\"></span>"
        case .number(let number):
            switch Role(name) {
            case .opacity where (0...1).contains(number):
                return swatch("linear-gradient(rgb(52 120 246 / \(SVGNumber.format(number))),rgb(52 120 246 / \(SVGNumber.format(number))))")
            case .lineHeight where number > 0:
                return "<span class=\"tk-lines\" style=\"line-height:\(SVGNumber.format(min(number, 4)))\">Two lines<br>of text</span>"
            default: return nil
            }
        }
    }

    /// What a length or number is for, told by the token's name: a corner radius (not a shadow
    /// or blur radius), a font size, tracking, an opacity or a line height; nil for any other.
    enum Role {
        case radius, fontSize, tracking, opacity, lineHeight

        init?(_ name: String) {
            let (words, joined) = Self.asciiWords(of: name) ?? Self.characterWords(of: name)
            if words.contains("radius") && !words.contains("shadow") && !words.contains("blur") {
                self = .radius
            } else if joined.includes("fontsize") || (words.contains("font") && words.contains("size")) {
                self = .fontSize
            } else if joined.includes("letterspacing") || words.contains("tracking") {
                self = .tracking
            } else if words.contains("opacity") {
                self = .opacity
            } else if joined.includes("lineheight") || words.contains("leading") {
                self = .lineHeight
            } else {
                return nil
            }
        }

        /// The words of `name` (its runs of letters, lowercased) and all its letters run
        /// together.
        static func characterWords(of name: String) -> (words: [String], joined: String) {
            let lowercased = name.lowercased()
            return (lowercased.split { !$0.isLetter }.map(String.init), lowercased.filter(\.isLetter))
        }

        /// ``characterWords(of:)`` of an ASCII name, as nearly all are, read a byte at a time;
        /// nil for any other name.
        static func asciiWords(of name: String) -> (words: [String], joined: String)? {
            guard name.utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
            var words: [String] = []
            var letters: [UInt8] = []
            var wordStart = 0
            for byte in name.utf8 {
                // Setting 0x20 lowercases a capital and leaves a small letter; no other ASCII
                // byte lands in a–z.
                let lower = byte | 0x20
                if lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z") {
                    letters.append(lower)
                    continue
                }
                if letters.count > wordStart { words.append(String(decoding: letters[wordStart...], as: UTF8.self)) }
                wordStart = letters.count
            }
            if letters.count > wordStart { words.append(String(decoding: letters[wordStart...], as: UTF8.self)) }
            return (words, String(decoding: letters, as: UTF8.self))
        }
    }

    private static func swatch(_ paint: String, wide: Bool = false) -> String {
        "<span class=\"tk-swatch\(wide ? " tk-swatch-wide" : "")\" style=\"--paint:\(paint)\"></span>"
    }

    /// A bar as long as `points` (its length, for a negative one, outlined), cut past
    /// ``longestBar``; a tick for zero.
    private static func bar(_ points: Double) -> String {
        guard points != 0, points.isFinite else { return "<span class=\"tk-bar tk-bar-zero\"></span>" }
        let length = min(abs(points), longestBar)
        var classes = "tk-bar"
        if points < 0 { classes += " tk-bar-negative" }
        if abs(points) > longestBar { classes += " tk-bar-cut" }
        return "<span class=\"\(classes)\" style=\"width:\(px(length))\"></span>"
    }

    /// A square with corners of radius `points`, large enough to show the radius (up to 120 pt).
    private static func radius(_ points: Double) -> String {
        let radius = points.isFinite ? min(max(points, 0), 60) : 0
        let side = max(48, radius * 2)
        return "<span class=\"tk-radius\" style=\"width:\(px(side));height:\(px(side));border-radius:\(px(radius))\"></span>"
    }

    /// A track whose dot crosses it in `seconds` with `easing` after `delay` (see ``TokensStyle``).
    private static func motion(seconds: Double, easing: String, delay: Double) -> String {
        let duration = min(max(seconds, 0), 10)
        return
            "<span class=\"tk-motion\" style=\"--tk-duration:\(SVGNumber.format(duration))s;--tk-easing:\(easing);--tk-delay:\(SVGNumber.format(min(max(delay, 0), 10)))s\"><span class=\"tk-dot\"></span></span>"
    }

    /// The curve of a cubic Bézier easing, time to the right and progress upwards.
    private static func curve(_ points: [Double]) -> String {
        guard points.count == 4 else { return "" }
        let (x1, y1, x2, y2) = (points[0], points[1], points[2], points[3])
        let low = min(0, y1, y2)
        let high = max(1, y1, y2)
        func y(_ value: Double) -> String { SVGNumber.format((high - value) * 100) }
        let height = (high - low) * 100
        return
            "<svg class=\"tk-curve\" viewBox=\"-4 -4 108 \(SVGNumber.format(height + 8))\" width=\"56\" height=\"\(SVGNumber.format(min(max(56 * (height + 8) / 108, 24), 112)))\"><path d=\"M0 \(y(0))L100 \(y(1))\" class=\"tk-curve-line\"/><path d=\"M0 \(y(0))C\(SVGNumber.format(x1 * 100)) \(y(y1)) \(SVGNumber.format(x2 * 100)) \(y(y2)) 100 \(y(1))\"/></svg>"
    }

    private static func cssEasing(_ points: [Double]) -> String {
        guard points.count == 4 else { return "linear" }
        return "cubic-bezier(" + points.map(SVGNumber.format).joined(separator: ",") + ")"
    }

    private static func cssStyle(_ style: StrokeStyle) -> String {
        switch style {
        case .keyword(let keyword): StrokeStyle.keywords.contains(keyword) ? keyword : "solid"
        case .dashes: "dashed"
        }
    }

    private static func px(_ points: Double) -> String { SVGNumber.format(points) + "px" }

    /// A CSS font list: the plain names quoted (generic families as keywords), then
    /// `system-ui, sans-serif` for any the reader's device lacks.
    static func fontFamily(_ names: [String]) -> String {
        let generic: Set<String> = ["system-ui", "sans-serif", "serif", "monospace", "cursive", "ui-rounded", "ui-monospace", "ui-serif"]
        let plain = names.filter { name in
            !name.isEmpty
                && name.unicodeScalars.allSatisfy {
                    $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || " -_.".unicodeScalars.contains($0))
                }
        }
        return (plain.map { generic.contains($0) ? $0 : "'\($0)'" } + ["system-ui", "sans-serif"]).joined(separator: ",")
    }
}
