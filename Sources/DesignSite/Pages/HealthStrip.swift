import DesignSupport

/// The catalogue's health in one line, for the maintainers' page: open errors and warnings
/// (and info, when there is some) and waived findings.
struct HealthStrip {
    let html: String
    let markdown: String

    init(context: SiteContext) {
        let open = context.checked.diagnostics
        var items: [(kind: String, text: String)] = []
        for severity in Severity.allCases.reversed() {
            let count = open.filter { $0.severity == severity }.count
            if severity != .info || count > 0 { items.append((severity.rawValue, Self.counted(count, severity.rawValue))) }
        }
        items.append(("waived", "\(context.checked.waived.count) waived"))
        var html = "<p class=\"health\"><span class=\"visually-hidden\">Catalogue health: </span>"
        html += items.map { "<span class=\"health-item health-\($0.kind)\">\($0.text)</span>" }.joined()
        self.html = html + "</p>"
        self.markdown = "**Health:** " + items.map(\.text).joined(separator: " · ")
    }

    /// `3 errors`, `1 warning`, `2 info`.
    static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)" + (count == 1 || noun == "info" ? "" : "s")
    }
}
