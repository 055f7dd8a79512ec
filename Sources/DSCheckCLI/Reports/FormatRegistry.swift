import CatalogCommands

/// Every output format of every command that writes reports, in the order `--help` lists them:
/// `--format` and `--report FORMAT=FILE` accept these names and no other, and the help lists
/// them from here.
enum FormatRegistry {
    /// `dscheck check`'s formats.
    static let check = FormatList<CheckReport>([
        TextReporter.self,
        JSONReporter.self,
        SARIFReporter.self,
        GitHubReporter.self,
        JUnitReporter.self,
        MarkdownReporter.self,
    ])

    /// `dscheck diff`'s formats.
    static let diff = FormatList<DiffReport>([
        DiffTextFormat.self,
        DiffJSONFormat.self,
        DiffMarkdownFormat.self,
        DiffGitHubFormat.self,
        DiffSARIFFormat.self,
    ])
}

/// The formats of one command; the first is the default.
struct FormatList<Report: RelocatableReport>: Sendable {
    /// The format types, in the order `--help` lists them.
    let formats: [any ReportFormat<Report>.Type]

    init(_ formats: [any ReportFormat<Report>.Type]) {
        self.formats = formats
    }

    /// The names `--format` and `--report` accept.
    var identifiers: [String] { formats.map { $0.identifier } }

    /// The format called `identifier`, or nil when no format has that name.
    func format(_ identifier: String) -> (any ReportFormat<Report>)? {
        formats.first { $0.identifier == identifier }.map { $0.init() }
    }

    /// The `--format` option, with the same help in every command.
    var option: Option {
        .choice("--format", value: "FORMAT", among: identifiers, help: "\(identifiers.joined(separator: "|")) (default: \(identifiers[0]))")
    }

    /// The format `--format` names in `parsed`, the first when it names none.
    func chosen(_ parsed: Arguments) throws(UsageError) -> any ReportFormat<Report> {
        try parsed.choice("--format", default: formats[0].init(), format)
    }
}
