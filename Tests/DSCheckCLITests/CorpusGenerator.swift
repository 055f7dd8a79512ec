import DesignTokens
import Foundation

/// Expands a `.gen` file of the hostile corpus: inputs too large to commit (a 50 MB string,
/// nesting 100,000 deep, a 100,000-token alias chain) described in a few lines.
///
/// A `.gen` file is JSON: `{"tries": "what the input tries", "parts": [...]}`. Each part is a
/// string, written as is, or `{"repeat": TEMPLATE, "count": N}`, written N times with `%i`
/// replaced by the repetition's index (from 0), `%n` by the index plus one and `%w` by the
/// index plus one modulo N (so the last repetition points back at the first).
enum CorpusGenerator {
    /// Why a `.gen` file cannot be expanded.
    struct GeneratorError: Error, CustomStringConvertible {
        let description: String
    }

    /// Writes the expansion of the `.gen` file at `path` to `output`.
    static func expand(_ path: String, into output: String) throws {
        let root = try JSONReader().read(fileAt: path)
        guard let parts = root.object?["parts"]?.array, root.object?["tries"]?.string != nil else {
            throw GeneratorError(description: "\(path): expected {\"tries\": \"…\", \"parts\": [...]}")
        }
        guard FileManager.default.createFile(atPath: output, contents: nil),
            let handle = FileHandle(forWritingAtPath: output)
        else {
            throw GeneratorError(description: "cannot create \(output)")
        }
        defer { try? handle.close() }
        for part in parts {
            if let text = part.string {
                try handle.write(contentsOf: Data(text.utf8))
            } else if let template = part.object?["repeat"]?.string, let count = part.object?["count"]?.number, count >= 1 {
                try write(template, times: Int(count), to: handle)
            } else {
                throw GeneratorError(description: "\(part.location): a part is a string or {\"repeat\": TEMPLATE, \"count\": N}")
            }
        }
    }

    /// Writes `template` `count` times, in chunks of about a megabyte.
    private static func write(_ template: String, times count: Int, to handle: FileHandle) throws {
        guard template.contains("%") else {
            let perChunk = max(1, (1 << 20) / max(1, template.utf8.count))
            var remaining = count
            while remaining > 0 {
                let times = min(perChunk, remaining)
                try handle.write(contentsOf: Data(String(repeating: template, count: times).utf8))
                remaining -= times
            }
            return
        }
        let pieces = Piece.split(template)
        var chunk = ""
        for index in 0..<count {
            for piece in pieces {
                switch piece {
                case .text(let text): chunk += text
                case .index: chunk += String(index)
                case .next: chunk += String(index + 1)
                case .wrapping: chunk += String((index + 1) % count)
                }
            }
            if chunk.utf8.count >= 1 << 20 {
                try handle.write(contentsOf: Data(chunk.utf8))
                chunk = ""
            }
        }
        try handle.write(contentsOf: Data(chunk.utf8))
    }

    /// A template cut once at its placeholders, so each of a hundred thousand repetitions is a
    /// few appends rather than three searches of the template.
    private enum Piece {
        case text(String)
        case index
        case next
        case wrapping

        static func split(_ template: String) -> [Piece] {
            var pieces: [Piece] = []
            var text = ""
            var rest = Substring(template)
            while let first = rest.first {
                let placeholder: Piece? =
                    switch rest.prefix(2) {
                    case "%i": .index
                    case "%n": .next
                    case "%w": .wrapping
                    default: nil
                    }
                if let placeholder {
                    if !text.isEmpty { pieces.append(.text(text)) }
                    text = ""
                    pieces.append(placeholder)
                    rest = rest.dropFirst(2)
                } else {
                    text.append(first)
                    rest = rest.dropFirst()
                }
            }
            if !text.isEmpty { pieces.append(.text(text)) }
            return pieces
        }
    }
}
