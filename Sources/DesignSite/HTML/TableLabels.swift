/// Gives every data cell of the tables cmark-gfm writes a `data-label` with its column's header
/// text, so on a phone the style sheet can show each row as a card of labelled values instead of
/// a table wider than the screen.
///
/// Catalogue text never holds a raw `<`: Markdown goes through cmark-gfm with raw HTML off, so
/// every `<th`, `<td` and `<tr>` in a page is a tag cmark-gfm or dscheck wrote.
enum TableLabels {
    /// `html` with the labels added.
    static func apply(to html: String) -> String {
        guard html.contains("<table>") else { return html }
        var output = ""
        var rest = html[...]
        while let start = rest.range(of: "<table>"), let end = rest[start.upperBound...].range(of: "</table>") {
            output += rest[..<start.lowerBound]
            output += labelled(rest[start.lowerBound..<end.upperBound])
            rest = rest[end.upperBound...]
        }
        return output + rest
    }

    /// One table with its cells labelled by position in their row, row headers counted.
    private static func labelled(_ table: Substring) -> String {
        guard let headEnd = table.range(of: "</thead>") else { return String(table) }
        let head = table[..<headEnd.upperBound]
        let cells = head.components(separatedBy: "<th").dropFirst().filter { $0.hasPrefix(">") || $0.hasPrefix(" ") }
        let labels = cells.map { cell -> String in
            let content = cell.drop { $0 != ">" }.dropFirst()
            let text = content.range(of: "</th>").map { content[..<$0.lowerBound] } ?? content
            return HTMLEscaping.attribute(HeadingAnchors.plainText(text))
        }
        var output = String(head)
        for (index, row) in table[headEnd.upperBound...].components(separatedBy: "<tr>").enumerated() {
            if index > 0 { output += "<tr>" }
            // Row headers (`<th scope="row">`) come before the data cells and take columns too.
            var headers = 0
            for (column, cell) in row.components(separatedBy: "<td").enumerated() {
                guard column > 0 else {
                    headers = cell.components(separatedBy: "<th").dropFirst().count { $0.hasPrefix(">") || $0.hasPrefix(" ") }
                    output += cell
                    continue
                }
                let index = headers + column - 1
                let label = index < labels.count ? labels[index] : ""
                output += "<td data-label=\"\(label)\"" + cell
            }
        }
        return output
    }
}
