import DesignSupport

/// The catalogue's health in one line: open errors and warnings (and info, when there is
/// some), waived findings, and a link to the findings page.
struct HealthStrip {
    let html: String
    let markdown: String

    /// The strip for the page at `from`; `linksToFindings` adds the link to the findings page.
    init(context: SiteContext, from: String, linksToFindings: Bool) {
        let open = context.checked.diagnostics
        var items: [(kind: String, text: String)] = []
        for severity in Severity.allCases.reversed() {
            let count = open.filter { $0.severity == severity }.count
            if severity != .info || count > 0 { items.append((severity.rawValue, Self.counted(count, severity.rawValue))) }
        }
        items.append(("waived", "\(context.checked.waived.count) waived"))
        var html = "<p class=\"health\"><span class=\"visually-hidden\">Catalogue health: </span>"
        html += items.map { "<span class=\"health-item health-\($0.kind)\">\($0.text)</span>" }.joined()
        var markdown = "**Health:** " + items.map(\.text).joined(separator: " · ")
        if linksToFindings {
            let link = SitePaths.link(from: from, to: SitePaths.findings)
            html += "<a class=\"health-link\" href=\"\(link)\">All findings</a>"
            markdown += " · [All findings](<\(link)>)"
        }
        self.html = html + "</p>"
        self.markdown = markdown
    }

    /// `3 errors`, `1 warning`, `2 info`.
    static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)" + (count == 1 || noun == "info" ? "" : "s")
    }
}
