/// Literal replacement over UTF-8 bytes, for the places that escape text for a reader that
/// works on bytes or code points (a JSON Pointer, a Markdown table, a shell): the standard
/// library's `replacing(_:with:)` matches whole grapheme clusters, so it would leave a `~` or a
/// `|` that a combining mark follows unescaped.
extension String {
    /// This text with every occurrence of `target` replaced by `replacement`, found left to
    /// right without overlap, byte for byte; the text itself when `target` is empty or absent.
    package func replacingEvery(_ target: String, with replacement: String) -> String {
        let needle = Array(target.utf8)
        guard !needle.isEmpty else { return self }
        var text = self
        text.makeContiguousUTF8()
        let replaced = text.utf8.withContiguousStorageIfAvailable { bytes -> String? in
            var result: [UInt8] = []
            var copied = 0
            while let found = Self.firstOffset(of: needle, in: bytes, from: copied) {
                result.append(contentsOf: bytes[copied..<found])
                result.append(contentsOf: replacement.utf8)
                copied = found + needle.count
            }
            guard copied > 0 else { return nil }
            result.append(contentsOf: bytes[copied...])
            return String(decoding: result, as: UTF8.self)
        }
        return (replaced ?? nil) ?? text
    }

    /// Where `needle` (not empty) first occurs in `bytes` at or after `start`.
    fileprivate static func firstOffset(of needle: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        let first = needle[0]
        var index = start
        while index + needle.count <= bytes.count {
            if bytes[index] == first, needle.indices.allSatisfy({ bytes[index + $0] == needle[$0] }) { return index }
            index += 1
        }
        return nil
    }
}

extension StringProtocol {
    /// Whether `needle` occurs in this text, byte for byte as ``String/replacingEvery(_:with:)``
    /// finds it; true for an empty needle. The standard library's `contains(_:)` for text
    /// builds a table of the needle's characters on every call: 20,000 instructions a token
    /// name when the site sorted tokens into specimens.
    package func includes(_ needle: String) -> Bool {
        let pattern = Array(needle.utf8)
        guard !pattern.isEmpty else { return true }
        if let found = utf8.withContiguousStorageIfAvailable({ String.firstOffset(of: pattern, in: $0, from: 0) != nil }) { return found }
        return String(self).includes(needle)
    }
}

/// Trimming as Foundation's `trimmingCharacters(in:)` did with its `whitespaces` and
/// `whitespacesAndNewlines` sets, which FoundationEssentials does not offer: scalar by scalar
/// from both ends.
extension StringProtocol {
    /// This text without the spaces and tabs at either end: the scalars of category Zs, U+0009
    /// and the zero width space U+200B, as `CharacterSet.whitespaces` holds them (U+200B was a
    /// space until Unicode 4.0.1, and Foundation kept it).
    package func trimmingSpaces() -> String {
        String(self).trimmingScalars { $0 == "\t" || $0 == "\u{200B}" || $0.properties.generalCategory == .spaceSeparator }
    }

    /// This text without white space or line breaks at either end: the scalars with Unicode's
    /// White_Space property (Z*, U+0009 to U+000D and U+0085) and U+200B, as
    /// `CharacterSet.whitespacesAndNewlines` holds them.
    package func trimmingSpacesAndNewlines() -> String {
        String(self).trimmingScalars { $0 == "\u{200B}" || $0.properties.isWhitespace }
    }

    /// This text without the scalars of `set` at either end.
    package func trimming(scalarsIn set: String) -> String {
        let scalars = Set(set.unicodeScalars)
        return String(self).trimmingScalars { scalars.contains($0) }
    }
}

extension String {
    fileprivate func trimmingScalars(where isTrimmed: (Unicode.Scalar) -> Bool) -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !isTrimmed($0) }) else { return "" }
        let last = scalars.lastIndex(where: { !isTrimmed($0) })!
        return String(scalars[first...last])
    }
}

extension String {
    /// This text followed by spaces up to `width` characters, for a column of a plain-text
    /// table; text as wide or wider is kept whole.
    package func padded(to width: Int) -> String {
        let count = count
        return count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
