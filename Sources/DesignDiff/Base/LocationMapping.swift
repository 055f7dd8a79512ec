import DesignSupport
import DesignTokens

/// Rewrites the paths of a base read from a temporary folder so they read as the catalogue's
/// own paths (`catalog/tokens/color.tokens.json`), as they were at the base revision.
package struct LocationMapping: Sendable, Hashable {
    private let from: String
    private let to: String

    /// Paths stay as they are (a folder base).
    package static let identity = LocationMapping(from: "", to: "")

    /// Paths below `from` are shown below `to` instead.
    init(from: String, to: String) {
        self.from = from
        self.to = to
    }

    /// `location` with its path rewritten.
    package func map(_ location: SourceLocation) -> SourceLocation {
        guard !from.isEmpty, location.file == from || location.file.hasPrefix(from + "/") else { return location }
        var mapped = location
        let rest = location.file.dropFirst(from.count).drop { $0 == "/" }
        mapped.file = rest.isEmpty ? to : (to == "." ? String(rest) : to + "/" + rest)
        return mapped
    }

    /// `diagnostic` at its rewritten location.
    package func map(_ diagnostic: Diagnostic) -> Diagnostic {
        var mapped = diagnostic
        mapped.location = map(diagnostic.location)
        return mapped
    }
}
