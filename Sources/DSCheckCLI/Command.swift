import CatalogCommands
import DesignSupport
import DesignTokens

/// The subcommands of dscheck.
enum Commands {
    /// Every command, in the order `dscheck --help` lists them.
    static let all: [any Subcommand.Type] = [
        CheckCommand.self,
        TokensCommand.self,
        RulesCommand.self,
        ContrastCommand.self,
        DiffCommand.self,
        SiteCommand.self,
        ExportCommand.self,
        ImportCommand.self,
        InitCommand.self,
        SchemaCommand.self,
        WatchCommand.self,
    ]

    /// The command `dscheck` runs when its first word names no command: the one in ``all``
    /// that says it ``Subcommand/isDefault`` (`check`), so the usage line and the dispatch
    /// cannot disagree.
    static let fallback: any Subcommand.Type = all.first { $0.isDefault }!

    /// The command called `name`.
    static func named(_ name: String) -> (any Subcommand.Type)? {
        all.first { $0.name == name }
    }

    /// The command name `word` is likely a typo of, if any.
    static func closest(to word: String) -> String? {
        Suggestion.closest(to: word, among: all.map { $0.name })
    }

    /// The error for a word that names no command, suggesting the closest command name, as a line
    /// without its line break.
    static func unknown(_ word: String) -> String {
        if let closest = closest(to: word) {
            return "error: unknown command '\(word)'; did you mean '\(closest)'? Run 'dscheck --help' for the list of commands"
        }
        return "error: unknown command '\(word)'; run 'dscheck --help' for the list of commands"
    }
}

extension Help {
    /// `dscheck --help`: every command with its summary, the options and the exit codes.
    static var overview: String {
        var text = """
            dscheck: design-system catalogue and spec validator

            USAGE: dscheck <command> [options]

            COMMANDS:

            """
        for command in Commands.all {
            text += "  " + command.name.padded(to: 12) + command.summary + "\n"
        }
        text += """

            OPTIONS:
              --help, -h  Show this help
              --version   Print the version

            Run 'dscheck help <command>' or 'dscheck <command> --help' for a command's options and examples.

            EXIT CODES:
              0  clean (nothing at or above the fail severity)
              1  findings at or above the fail severity
              2  usage, configuration or internal error

            """
        return text
    }
}
