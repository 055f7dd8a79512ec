import DesignCatalog

/// The one-line purpose of a component or screen, as cards, search results and summaries show
/// it. Every page reads it through here, so where it comes from is decided in one place.
extension Component {
    /// The first sentence of the spec's summary.
    var purpose: String { Purpose.firstSentence(summary) }
}

extension Composition {
    /// The first sentence of the spec's summary, if it has one.
    var purpose: String? { summary.map(Purpose.firstSentence) }
}

/// Shortening text to its first sentence.
enum Purpose {
    /// The text up to the first full stop followed by a space, for one-line summaries. Both are
    /// whole characters: a full stop or a space that a combining mark follows is neither.
    static func firstSentence(_ text: String) -> String {
        var previous: Character?
        for index in text.indices {
            if previous == ".", text[index] == " " { return String(text[..<index]) }
            previous = text[index]
        }
        return text
    }
}
