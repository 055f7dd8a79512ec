import DesignSupport

/// Why a token cannot be converted: the kind of problem, a sentence saying what to do, and
/// where in the source.
struct ConversionFailure: Error {
    let kind: ImportDiagnostic
    let message: String
    let location: SourceLocation

    init(_ kind: ImportDiagnostic, _ message: String, at location: SourceLocation) {
        self.kind = kind
        self.message = message
        self.location = location
    }
}
