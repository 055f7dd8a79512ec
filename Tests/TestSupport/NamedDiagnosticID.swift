import DesignSupport

extension DiagnosticID {
    /// An id for reporter and comparison tests that need findings of any id, known or not.
    public static func named(_ rawValue: String, severity: Severity = .error, origin: DiagnosticOrigin = .rule) -> DiagnosticID {
        DiagnosticID(rawValue, summary: "", defaultSeverity: severity, origin: origin)
    }
}
