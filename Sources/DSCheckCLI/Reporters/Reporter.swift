/// Turns the outcome of a check into one output format. Each format is a small type with a
/// stable identifier, the value of `--format`, as SwiftLint's reporters are.
protocol Reporter: Sendable {
    /// The name `--format` takes, such as `sarif`.
    static var identifier: String { get }
    /// The usual file name extension of the output, without the dot.
    static var fileExtension: String { get }

    /// Whether the report's paths are relative to the ``ReportRoot`` (for code scanning,
    /// annotations and dashboards) rather than to the working directory (for a terminal, where
    /// editors open `file:line:col` from where dscheck ran).
    static var locatesFromRoot: Bool { get }

    /// Creates the reporter.
    init()

    /// The whole report as text, ending with a newline; the same report always gives the same text.
    func report(_ report: CheckReport) -> String
}

extension Reporter {
    static var locatesFromRoot: Bool { true }
}
