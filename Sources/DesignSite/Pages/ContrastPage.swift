import DesignRules
import DesignSupport
import DesignTokens

/// The text contrast `dscheck check` measured (its ``RuleMeasurement``s, never measured again),
/// one entry per pair of colours: the texts that show the same colours over the same background
/// at the same threshold in every context share an entry that lists them all. Failing pairs come
/// first and are marked by colour, an icon and words; a pair whose measurement is the same in
/// every context is shown once, otherwise each context's beside the others.
struct ContrastPage {
    let context: SiteContext
    /// The page's pairs, as ``pairs(_:)`` gives them for the context's check.
    let pairs: [Pair]

    private let path = SitePaths.tokenContrast

    /// What makes two texts one pair in one context.
    private struct PairKey: Hashable {
        let foreground: TokenColor?
        let background: TokenColor?
        let value: Double
        let threshold: Double

        init(_ measurement: RuleMeasurement) {
            foreground = measurement.contrast?.foreground
            background = measurement.contrast?.background
            value = measurement.value
            threshold = measurement.threshold
        }

        /// Hashes the numbers alone, which tell nearly all pairs apart (equal keys still compare
        /// their colours): hashing two colours per context cost more than the pairs' lookups
        /// needed.
        func hash(into hasher: inout Hasher) {
            hasher.combine(value)
            hasher.combine(threshold)
        }
    }

    /// One pair: its measurement in each context (nil where it was not measured) and the texts
    /// that have it, in the order first measured.
    struct Pair {
        let measurements: [RuleMeasurement?]
        var texts: [MeasurementRows.Key]

        /// Whether it fails in any context.
        var fails: Bool { measurements.contains { $0?.passes == false } }
    }

    /// The pairs, failing ones first, then by their weakest ratio, then in the order measured.
    static func pairs(_ checked: CheckedCatalog) -> [Pair] {
        var pairs: [Pair] = []
        var indexByKey: [[PairKey?]: Int] = [:]
        var seen: Set<[String]> = []
        for (key, measurements) in MeasurementRows(checked.contexts.map(\.textContrast)).rows {
            let pairKey = measurements.map { $0.map(PairKey.init) }
            let index =
                indexByKey[pairKey]
                ?? {
                    pairs.append(Pair(measurements: measurements, texts: []))
                    indexByKey[pairKey] = pairs.count - 1
                    return pairs.count - 1
                }()
            if seen.insert([key.subject, key.item, String(index)]).inserted { pairs[index].texts.append(key) }
        }
        // Each pair's order worked out once, not in every comparison of the sort (a catalogue
        // of 1,000 components places thousands of pairs).
        let order = pairs.enumerated().map { offset, pair in
            (fails: pair.fails, weakest: pair.measurements.compactMap { $0?.value }.min() ?? 0, offset: offset)
        }
        return order.sorted { first, second in
            if first.fails != second.fails { return first.fails }
            if first.weakest != second.weakest { return first.weakest < second.weakest }
            return first.offset < second.offset
        }.map { pairs[$0.offset] }
    }

    /// The page.
    func build() -> SitePage {
        let failing = pairs.filter(\.fails).count
        let texts = pairs.reduce(0) { $0 + $1.texts.count }
        var page = SitePage(
            path: path, title: "Text contrast", summary: "The contrast of every text over what is behind it, as the check measured it")
        let back = SitePaths.tokenPageLink(SitePaths.tokens, from: path)
        let summary =
            pairs.isEmpty
            ? "No text is placed over a solid or gradient surface in this catalogue."
            : "\(texts) \(texts == 1 ? "text" : "texts") in \(pairs.count) colour \(pairs.count == 1 ? "pair" : "pairs"); \(failing) \(failing == 1 ? "pair fails" : "pairs fail") WCAG 2.2 AA in at least one context\(failing > 0 ? " and \(failing == 1 ? "comes" : "come") first" : "")."
        page.add(
            html:
                "<nav class=\"tk-crumbs\" aria-label=\"Breadcrumb\"><a href=\"\(back)\">Tokens</a> › <span aria-current=\"page\">Text contrast</span></nav><h1 id=\"page-title\"><a class=\"anchor\" href=\"#page-title\">Text contrast</a></h1>",
            markdown: "# Text contrast\n\nAll groups: [Tokens](<\(back)>).")
        // The declared pairs first: a team's own list of what must hold, then what the specs place.
        if let declared = declaredPairs() {
            page.add(html: declared.html, markdown: declared.markdown)
            page.add(
                html: "<h2 id=\"placed-text\"><a class=\"anchor\" href=\"#placed-text\">Placed text</a></h2>", markdown: "## Placed text")
        }
        page.add(
            html: "<p>\(HTMLEscaping.text(Self.explanation))</p><p>\(HTMLEscaping.text(summary))</p>",
            markdown: "\(MarkdownText.inline(Self.explanation))\n\n\(summary)")
        guard !pairs.isEmpty else { return page }
        var html = "<ul class=\"tk-pairs\">"
        var markdown = "| Text colour | Background | Contrast | APCA | Texts |\n| --- | --- | --- | --- | --- |"
        for pair in pairs {
            html += entry(pair)
            markdown += "\n" + row(pair)
        }
        page.add(html: html + "</ul>", markdown: markdown)
        return page
    }

    /// The pairs dscheck.json declares (`"contrastPairs"`), as `dscheck contrast --pairs` shows
    /// them: a row per pair, a column per context, failing rows first; nil when none is declared.
    private func declaredPairs() -> (html: String, markdown: String)? {
        let matrix = DeclaredPairMatrix(context.checked)
        guard !matrix.rows.isEmpty else { return nil }
        let names = context.contexts.map(\.name)
        let intro =
            "The colour pairs dscheck.json declares, measured in every context, whether or not a component places them yet: \(matrix.summary)."
        var html =
            "<h2 id=\"declared-pairs\"><a class=\"anchor\" href=\"#declared-pairs\">Declared pairs</a></h2><p>\(HTMLEscaping.text(intro))</p><div class=\"tk-matrix\" role=\"region\" aria-label=\"Declared pairs\" tabindex=\"0\"><table><thead><tr><th scope=\"col\">Text or icon</th><th scope=\"col\">On</th><th scope=\"col\">Needs</th>"
            + names.map { "<th scope=\"col\">\(HTMLEscaping.text($0))</th>" }.joined() + "</tr></thead><tbody>"
        var markdown =
            "## Declared pairs\n\n\(MarkdownText.inline(intro))\n\n| Text or icon | On | Needs | "
            + names.map(MarkdownText.cell).joined(separator: " | ") + " |\n|"
            + String(repeating: " --- |", count: 3 + names.count)
        for row in matrix.rows {
            let link = { (token: String) in
                "<a href=\"\(HTMLEscaping.attribute(SitePaths.tokenLink(token, from: path)))\"><code>\(HTMLEscaping.tokenName(token))</code></a>"
            }
            html +=
                "<tr\(row.fails ? " class=\"tk-pair-fails\"" : "")><th scope=\"row\">\(link(row.foreground))</th><td>\(link(row.background))</td><td>\(SVGNumber.format(row.threshold)):1</td>"
            markdown += "\n| \(MarkdownText.code(row.foreground)) | \(MarkdownText.code(row.background)) | \(SVGNumber.format(row.threshold)):1 |"
            for cell in row.cells {
                guard let cell, let contrast = cell.contrast else {
                    html += "<td>not measured</td>"
                    markdown += " not measured |"
                    continue
                }
                // A passing cell is marked by its tick alone (its words for assistive technology),
                // so the failures stand out and four contexts fit the page.
                let badge =
                    cell.passes
                    ? "<span class=\"tk-badge tk-badge-pass\"><span aria-hidden=\"true\">✓</span><span class=\"visually-hidden\"> Passes</span></span>"
                    : "<span class=\"tk-badge tk-badge-fail\"><span aria-hidden=\"true\">✗</span> Fails</span>"
                html +=
                    "<td><span class=\"tk-sample tk-sample-small\" aria-hidden=\"true\" style=\"color:\(HTMLEscaping.cssColor(contrast.foreground));background:\(contrast.background.hexString)\"></span> <strong>\(cell.shownValue):1</strong> \(badge)</td>"
                markdown += cell.passes ? " ✓ \(cell.shownValue):1 |" : " ✗ **\(cell.shownValue):1** |"
            }
            html += "</tr>"
        }
        return (html + "</tbody></table></div>", markdown)
    }

    static let explanation =
        "Every text and label: a component's over its own opaque fills (each variant and state), and every other over what is really behind it where a composition places it: the weakest WCAG 2.2 ratio over the colours each can show (gradient stops, opacity composited), with the AA threshold for its size, and the APCA Lc beside it (advisory). The same numbers dscheck check measures, floored to two decimals."

    /// The measurements of a pair, each with the name of the contexts that have it.
    private func byContext(_ pair: Pair) -> [(measurement: RuleMeasurement?, contexts: String)] {
        context.groupedByContext(pair.measurements) { $0.map(PairKey.init) }.map { ($0.value, $0.contexts) }
    }

    private func entry(_ pair: Pair) -> String {
        let groups = byContext(pair)
        var html = "<li class=\"tk-pair\(pair.fails ? " tk-pair-fails" : "")\"><div class=\"tk-pair-samples\" aria-hidden=\"true\">"
        for group in groups {
            guard let contrast = group.measurement?.contrast else { continue }
            html +=
                "<span class=\"tk-specimen\"><span class=\"tk-sample\" style=\"color:\(HTMLEscaping.cssColor(contrast.foreground));background:\(contrast.background.hexString)\"></span>"
            if groups.count > 1 { html += "<span class=\"tk-caption\">\(HTMLEscaping.text(group.contexts))</span>" }
            html += "</span>"
        }
        html += "</div><div class=\"tk-text\">"
        for group in groups {
            html += "<p class=\"tk-verdict\">"
            if groups.count > 1 { html += "<span class=\"tk-context\">\(HTMLEscaping.text(group.contexts)):</span> " }
            guard let measurement = group.measurement else {
                html += "not measured</p>"
                continue
            }
            let badge =
                measurement.passes
                ? "<span class=\"tk-badge tk-badge-pass\"><span aria-hidden=\"true\">✓</span> Passes AA</span>"
                : "<span class=\"tk-badge tk-badge-fail\"><span aria-hidden=\"true\">✗</span> Fails AA</span>"
            html += "\(badge) <strong>\(measurement.shownValue):1</strong>, needs \(SVGNumber.format(measurement.threshold)):1</p>"
            if let contrast = measurement.contrast {
                html +=
                    "<p class=\"tk-verdict-detail\"><code>\(HTMLEscaping.text(ValueText.color(contrast.foreground)))</code> on <code>\(HTMLEscaping.text(ValueText.color(contrast.background)))</code> · APCA Lc \(FixedDecimals.format(contrast.apcaLc, decimals: 1)) (advisory)</p>"
            }
        }
        html +=
            "<p class=\"tk-used\">" + texts(pair, link: { TokenEntry.userLink($0, from: path, context: context) }, quote: HTMLEscaping.text) + "</p>"
        return html + "</div></li>"
    }

    private func row(_ pair: Pair) -> String {
        let groups = byContext(pair)
        func perContext(_ text: (RuleMeasurement) -> String) -> String {
            let shown = groups.map { $0.measurement.map(text) ?? "not measured" }
            guard Set(shown).count > 1 else { return shown[0] }
            return zip(groups, shown).map { "\(MarkdownText.cell($0.contexts)): \($1)" }.joined(separator: "; ")
        }
        let foreground = perContext { $0.contrast.map { MarkdownText.cell(ValueText.color($0.foreground)) } ?? "?" }
        let background = perContext { $0.contrast.map { MarkdownText.cell(ValueText.color($0.background)) } ?? "?" }
        let verdict = perContext { ($0.passes ? "✓ " : "✗ **") + MeasurementRows.verdict($0) + ($0.passes ? "" : "**") }
        let apca = perContext { $0.contrast.map { "Lc " + FixedDecimals.format($0.apcaLc, decimals: 1) } ?? "?" }
        let used = texts(pair, link: { context.subjectLink($0, from: path) }, quote: MarkdownText.cell)
        return "| \(foreground) | \(background) | \(verdict) | \(apca) | \(used) |"
    }

    /// The texts that show a pair, by subject: `"Row 1", "Row 2" in Glass welcome; …`, at most
    /// ``TokenEntry/listedUsers`` subjects, then a count of the rest.
    private func texts(_ pair: Pair, link: (String) -> String, quote: (String) -> String) -> String {
        var subjects: [String] = []
        var items: [String: [String]] = [:]
        for text in pair.texts {
            if items[text.subject] == nil { subjects.append(text.subject) }
            items[text.subject, default: []].append(text.item)
        }
        var parts = subjects.prefix(TokenEntry.listedUsers).map { subject in
            "\(items[subject]!.map(quote).joined(separator: ", ")) in \(link(subject))"
        }
        if subjects.count > TokenEntry.listedUsers { parts.append("and in \(subjects.count - TokenEntry.listedUsers) more") }
        return parts.joined(separator: "; ")
    }
}
