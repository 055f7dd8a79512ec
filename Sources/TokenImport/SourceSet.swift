import DesignSupport
import DesignTokens

/// One token set of a source: a Tokens Studio set or a Style Dictionary file.
struct SourceSet {
    /// The set's name (`core/colors`), or the file's path in a Style Dictionary source.
    let name: String
    /// The set's tokens and groups.
    let root: JSONNode

    /// The sets whose names can be written: a set's name becomes a set name in the written
    /// resolver (and its file's name), which the loader refuses with a control character or
    /// past ``NameRules/maximumBytes``; such a set is an error at its source and left out, so
    /// what the import writes loads.
    static func writable(_ sets: [SourceSet], collector: inout DiagnosticCollector) -> [SourceSet] {
        sets.filter { set in
            guard let problem = NameRules.problem(set.name, what: "the set name") else { return true }
            collector.report(ImportDiagnostic.invalidSource, "\(problem); the set is not imported", at: set.root.location)
            return false
        }
    }
}
