/// How messages show a chain of references (`"a" → "b" → "a"`): whole when it is short, its
/// middle left out when it is long, so a report about a chain of thousands stays one line.
enum ChainText {
    /// The names joined by arrows; past nine names only the first four and the last three are
    /// shown, with the number left out between them.
    static func arrows(_ names: [String]) -> String {
        guard names.count > 9 else { return names.joined(separator: " → ") }
        return (Array(names.prefix(4)) + ["… \(names.count - 7) more …"] + Array(names.suffix(3))).joined(separator: " → ")
    }
}
