import DesignSupport

/// Nests converted tokens into the groups of a DTCG token file, in source order.
struct TokenFileBuilder {
    private indirect enum Entry {
        case token(JSONOutput)
        case group(TokenFileBuilder)
    }

    private var entries: [(key: String, entry: Entry)] = []

    /// A token file holding `tokens`.
    static func file(_ tokens: [ConvertedToken]) -> String {
        var builder = TokenFileBuilder()
        for token in tokens { builder.insert(token.output, at: token.source.path[...]) }
        return builder.output.serialized()
    }

    private mutating func insert(_ token: JSONOutput, at path: ArraySlice<String>) {
        guard let first = path.first else { return }
        let index = entries.firstIndex { $0.key == first }
        if path.count == 1 {
            if let index { entries[index].entry = .token(token) } else { entries.append((first, .token(token))) }
            return
        }
        var group = TokenFileBuilder()
        if let index, case .group(let existing) = entries[index].entry { group = existing }
        group.insert(token, at: path.dropFirst())
        if let index { entries[index].entry = .group(group) } else { entries.append((first, .group(group))) }
    }

    private var output: JSONOutput {
        .object(
            entries.map { key, entry in
                switch entry {
                case .token(let token): JSONOutput.Member(key, token)
                case .group(let group): JSONOutput.Member(key, group.output)
                }
            })
    }
}
