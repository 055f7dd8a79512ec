import DesignCatalog

/// One format a command writes its report in, as SwiftLint's reporters are: a small type with a
/// stable identifier, the value of `--format` and of `--report FORMAT=FILE`, that turns the
/// command's one result into text. ``FormatRegistry`` lists every command's formats.
protocol ReportFormat<Report>: Sendable {
    /// The result the format writes: a `check` report or a diff.
    associatedtype Report: RelocatableReport

    /// The name `--format` takes, such as `sarif`.
    static var identifier: String { get }
    /// The usual file name extension of the output, without the dot.
    static var fileExtension: String { get }

    /// Whether the report's paths are relative to the ``ReportRoot`` (for code scanning,
    /// annotations and dashboards) rather than to the working directory (for a terminal, where
    /// editors open `file:line:col` from where dscheck ran).
    static var locatesFromRoot: Bool { get }

    /// Creates the format.
    init()

    /// The whole report as text, ending with a newline; the same report always gives the same text.
    func report(_ report: Report) -> String
}

extension ReportFormat {
    static var locatesFromRoot: Bool { true }
}

/// A result whose locations can be made relative to the report root, once, for the formats
/// that locate from it (see ``ReportFormat/locatesFromRoot``).
protocol RelocatableReport {
    /// The result with every location it reports relative to `root`.
    func relocated(to root: ReportRoot) -> Self
}
