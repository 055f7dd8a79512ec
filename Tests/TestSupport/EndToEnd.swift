import Foundation
import Testing

/// The test suite's two tiers. A plain `swift test` runs the in-process tier, which answers in
/// minutes; the end-to-end tier (suites that run the built binary, git, the Swift compiler, a
/// browser or the repository's scripts) runs as well when `DSCHECK_END_TO_END=1`, which
/// `scripts/test`, the README's test command and CI's, sets.
public enum EndToEnd {
    /// The variable that turns the end-to-end tier on.
    public static let variable = "DSCHECK_END_TO_END"

    /// Whether this run includes the end-to-end tier.
    public static let isEnabled = ProcessInfo.processInfo.environment[variable] == "1"
}

extension Trait where Self == ConditionTrait {
    /// Marks a suite or test as end to end: it runs only when ``EndToEnd/isEnabled``.
    public static var endToEnd: Self {
        .enabled(if: EndToEnd.isEnabled, "end to end: runs with \(EndToEnd.variable)=1, as scripts/test sets it")
    }
}
