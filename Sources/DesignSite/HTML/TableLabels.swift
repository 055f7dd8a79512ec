/// Gives every data cell of a page's tables a `data-label` with its column's header text, so on
/// a phone the style sheet can show each row as a card of labelled values instead of a table
/// wider than the screen. A row header (`<th scope="row">`) takes its column like a data cell.
///
/// Catalogue text never holds a raw `<`: Markdown goes through cmark-gfm with raw HTML off, and
/// dscheck escapes what it writes, so every `<table>`, `<th`, `<td` and `<tr>` in a page is a tag
/// cmark-gfm or dscheck wrote. Tables are labelled as bytes in the one scan of a page's content
/// (``PageBody``): a site of 1,000 components has megabytes of tables.
enum TableLabels {
    /// Whether a `<table>` starts at `index`.
    static func opens(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        matches(tableOpen, bytes, at: index, before: bytes.count)
    }

    /// Appends the table that starts at `start` to `output` with its data cells labelled by
    /// column, and returns where it ends; nil, with nothing appended, when no `</table>` follows.
    static func label(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, into output: inout MarkupBuffer) -> Int? {
        guard let close = find(tableClose, in: bytes, from: start, to: bytes.count) else { return nil }
        let end = close + tableClose.count
        guard let headEnd = find(headClose, in: bytes, from: start, to: end) else {
            output.append(UnsafeBufferPointer(rebasing: bytes[start..<end]))
            return end
        }
        let names = headerLabels(bytes, from: start, to: headEnd)
        let labels = names.map { "<td data-label=\"\($0)\"" }
        output.append(UnsafeBufferPointer(rebasing: bytes[start..<headEnd]))
        var spanLabels: [Int: String] = [:]
        var column = 0
        var index = headEnd
        while index < end {
            // Every tag starts with `<`: the bytes up to the next one are copied as they are.
            let next = bytes.index(of: UInt8(ascii: "<"), from: index, to: end)
            output.append(UnsafeBufferPointer(rebasing: bytes[index..<next]))
            index = next
            guard index < end else { break }
            if isCell(rowOpen, bytes, at: index, before: end) {
                column = 0
            } else if isCell(headerCell, bytes, at: index, before: end) {
                column += 1
            } else if isCell(dataCell, bytes, at: index, before: end) {
                // A cell spanning columns (a value equal in neighbouring contexts) is labelled
                // with each column it spans.
                let span = columnSpan(bytes, at: index + dataCell.count, before: end)
                if span > 1, column < names.count {
                    // Made once for each column and span: a table of contexts repeats them
                    // row after row.
                    let key = column << 32 | span
                    let label =
                        spanLabels[key] ?? "<td data-label=\"\(names[column..<min(names.count, column + span)].joined(separator: " · "))\""
                    spanLabels[key] = label
                    output.append(label)
                } else {
                    output.append(column < labels.count ? labels[column] : "<td data-label=\"\"")
                }
                column += span
                index += dataCell.count
                continue
            }
            output.append(bytes[index])
            index += 1
        }
        return end
    }

    private static let tableOpen = Array("<table>".utf8)
    private static let tableClose = Array("</table>".utf8)
    private static let headClose = Array("</thead>".utf8)
    /// `<tr`, with or without attributes (a failing row has a class).
    private static let rowOpen = Array("<tr".utf8)
    private static let headerCell = Array("<th".utf8)
    private static let headerCellClose = Array("</th>".utf8)
    private static let dataCell = Array("<td".utf8)

    /// The text of each header cell in `start..<end`, escaped for an attribute.
    private static func headerLabels(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> [String] {
        var labels: [String] = []
        var index = start
        while index < end {
            guard isCell(headerCell, bytes, at: index, before: end), let open = bytes[index..<end].firstIndex(of: UInt8(ascii: ">")) else {
                index += 1
                continue
            }
            let close = find(headerCellClose, in: bytes, from: open + 1, to: end) ?? end
            labels.append(HTMLEscaping.attribute(HeadingAnchors.plainText(String(decoding: bytes[(open + 1)..<close], as: UTF8.self)[...])))
            index = close
        }
        return labels
    }

    private static let colspan = Array(" colspan=\"".utf8)

    /// The columns the cell whose attributes start at `index` spans: its `colspan` when it is
    /// the first attribute, as dscheck writes it, else 1.
    private static func columnSpan(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, before end: Int) -> Int {
        guard index < end, matches(colspan, bytes, at: index, before: end) else { return 1 }
        var value = 0
        var position = index + colspan.count
        while position < end, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]), value < 1_000 {
            value = value * 10 + Int(bytes[position] - UInt8(ascii: "0"))
            position += 1
        }
        return max(1, value)
    }

    /// Whether a `<th`, `<td` or `<tr` tag (not `<thead`) starts at `index`.
    private static func isCell(_ tag: [UInt8], _ bytes: UnsafeBufferPointer<UInt8>, at index: Int, before end: Int) -> Bool {
        guard matches(tag, bytes, at: index, before: end), index + tag.count < end else { return false }
        let next = bytes[index + tag.count]
        return next == UInt8(ascii: ">") || next == UInt8(ascii: " ")
    }

    private static func matches(_ needle: [UInt8], _ bytes: UnsafeBufferPointer<UInt8>, at index: Int, before end: Int) -> Bool {
        guard bytes[index] == needle[0], index + needle.count <= end else { return false }
        for offset in 1..<needle.count where bytes[index + offset] != needle[offset] { return false }
        return true
    }

    /// The first place in `start..<end` where `needle` begins.
    private static func find(_ needle: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int? {
        var index = start
        while index + needle.count <= end {
            let candidate = bytes.index(of: needle[0], from: index, to: end)
            guard candidate < end else { return nil }
            if matches(needle, bytes, at: candidate, before: end) { return candidate }
            index = candidate + 1
        }
        return nil
    }
}
