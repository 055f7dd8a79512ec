/// Which Swift sources of the app a check reads for the drift rules (`catalog/missing-symbol`,
/// `code/hard-coded-value`).
public enum SourceSelection: Sendable, Hashable {
    /// The manifest's `"sources"`, relative to the catalogue folder (none when it has none).
    case manifest
    /// These folders or Swift files instead (relative to the working directory), as
    /// `check --sources` gives them.
    case paths([String])
    /// None: the drift rules do not run and their waivers are not judged (`diff`, whose base
    /// revision holds the catalogue but not the app).
    case none
}
