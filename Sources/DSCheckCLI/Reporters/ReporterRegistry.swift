/// Every output format dscheck writes, in the order `--help` lists them.
enum ReporterRegistry {
    /// The reporter types.
    static let reporters: [any Reporter.Type] = [
        TextReporter.self,
        JSONReporter.self,
        SARIFReporter.self,
        GitHubReporter.self,
        JUnitReporter.self,
        MarkdownReporter.self,
    ]

    /// The identifiers `--format` accepts.
    static var identifiers: [String] { reporters.map { $0.identifier } }

    /// A reporter for `identifier`, or nil when no format has that name.
    static func reporter(for identifier: String) -> (any Reporter)? {
        reporters.first { $0.identifier == identifier }.map { $0.init() }
    }
}
