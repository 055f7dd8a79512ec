import DesignCatalog
import DesignTokens

/// One spec value resolved in one context, as text and as HTML with a colour chip beside every
/// colour. Two contexts that give equal values show it once.
struct SpecValue: Hashable {
    /// The value as plain text, such as `#fbd494` or `125 × 125 pt`.
    private(set) var text = ""
    /// The value as HTML, its colours each after a chip.
    private(set) var html = ""

    /// Hashes the text alone, which equal values share: half the work of hashing both.
    func hash(into hasher: inout Hasher) {
        hasher.combine(text)
    }

    init(_ value: SpecTable.Value, in tokens: TokenSet) {
        switch value {
        case .numbers(let bounds, let unit, let joiner):
            let numbers = bounds.compactMap { $0.resolved(in: tokens) }
            let suffix = unit.isEmpty || unit == "°" ? unit : " " + unit
            append(numbers.count == bounds.count ? numbers.map(SVGNumber.format).joined(separator: joiner) + suffix : Self.unresolved)
        case .color(let spec):
            append(spec.resolved(in: tokens))
        case .typography(let bound):
            append(bound.resolved(in: tokens).map(ValueText.typography) ?? Self.unresolved)
        case .paint(let paint):
            append(paint, in: tokens)
        }
    }

    private static let unresolved = "unresolved"

    private mutating func append(_ plain: String) {
        text += plain
        html += HTMLEscaping.text(plain)
    }

    private mutating func append(_ color: TokenColor?) {
        guard let color else { return append(Self.unresolved) }
        let words = ValueText.color(color)
        text += words
        html += "<span class=\"chip\" style=\"background:"
        html += HTMLEscaping.cssColor(color)
        html += "\"></span>"
        html += HTMLEscaping.text(words)
    }

    private mutating func append(_ paint: Paint, in tokens: TokenSet) {
        switch paint {
        case .color(let spec):
            append(spec.resolved(in: tokens))
        case .linearGradient(let gradient):
            let stops = gradient.resolvedStops(in: tokens)
            guard !stops.isEmpty else { return append(Self.unresolved) }
            append("Linear gradient, \(ValueText.point(gradient.start)) → \(ValueText.point(gradient.end)): ")
            for (index, stop) in stops.enumerated() {
                if index > 0 { append(", ") }
                append(stop.color)
                append(" at \(SVGNumber.format(stop.location))")
            }
        case .material(let material):
            append("\(material.variant.rawValue.capitalized) glass" + (material.interactive ? ", interactive" : ""))
            if let tint = material.tint {
                append(", tint ")
                append(tint.resolved(in: tokens))
            }
            if let dimming = material.dimming {
                append(", dimming " + (dimming.resolved(in: tokens).map(SVGNumber.format) ?? Self.unresolved))
            }
        }
    }
}
