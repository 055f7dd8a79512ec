import DesignRules
import DesignSupport

/// What a checked catalogue may be made into, and what must hold first. "May we write it?" is
/// decided here and only here, with one message for each reason to refuse, so `site`, `watch
/// --site` and `export` refuse alike.
package enum CatalogGate {
    /// The site (`site`, `watch --site`): its pages show what every rule finds, so the
    /// configuration must be usable, and the catalogue must load as written.
    case publish
    /// Swift source and an asset catalogue (`export`): made from the tokens and specs alone,
    /// so only a catalogue that loads as written passes; rule settings do not change the code.
    case export

    /// What the gate lets through, as messages name it.
    private var product: String {
        switch self {
        case .publish: "the site"
        case .export: "the code"
        }
    }

    /// `checked`, the result of `run`, when it may be written to `out`; else throws why not
    /// (nil is a catalogue that could not be loaded or checked, as the run has printed).
    package func admit(_ checked: CheckedCatalog?, of run: CatalogRun, to out: String) throws(CatalogRefusal) -> CheckedCatalog {
        let nothingWritten = "Nothing was written to \(out)."
        guard let checked else {
            throw CatalogRefusal(
                errors: [], exitCode: ExitCode.usage,
                description:
                    "the catalogue in \(run.folder) cannot be checked (see above); fix the problems above to write \(product). \(nothingWritten)")
        }
        let configurationErrors = checked.configurationErrors
        if self == .publish, !configurationErrors.isEmpty {
            throw CatalogRefusal(
                errors: configurationErrors, exitCode: ExitCode.usage,
                description:
                    "the configuration (\(run.configurationFiles)) has \(Self.errors(configurationErrors.count)) (see above); fix \(Self.them(configurationErrors.count)) so \(product) shows what every rule finds. \(nothingWritten)"
            )
        }
        let loadErrors = checked.loadErrors
        if !loadErrors.isEmpty {
            let count = loadErrors.count
            throw CatalogRefusal(
                errors: loadErrors, exitCode: ExitCode.findings,
                description:
                    "the catalogue in \(run.folder) has \(Self.errors(count)) that \(count == 1 ? "stops" : "stop") it loading as written (see above); fix \(Self.them(count)) to write \(product). \(nothingWritten)"
            )
        }
        return checked
    }

    /// `1 error`, `2 errors`.
    private static func errors(_ count: Int) -> String {
        "\(count) error\(count == 1 ? "" : "s")"
    }

    private static func them(_ count: Int) -> String {
        count == 1 ? "it" : "them"
    }
}

/// Why a gate refused a checked catalogue: the errors to show, the exit code, and one line that
/// says what is wrong, what to do, and that nothing was written.
package struct CatalogRefusal: Error, CustomStringConvertible {
    /// The errors the refusal is about, for a command that has not printed them yet.
    package let errors: [Diagnostic]
    /// 2 for a configuration or manifest that cannot be used, 1 for a catalogue that does not
    /// load as written (as `check`'s exit codes mean them).
    package let exitCode: Int32
    package let description: String

    /// Prints the errors with their summary, then the refusal, and returns the exit code.
    package func report(to console: inout Console) -> Int32 {
        if !errors.isEmpty { console.err(TextDiagnostics.render(errors)) }
        console.errLine("error: \(description)")
        return exitCode
    }
}
