/// The subcommands of dscheck.
enum Command: String, CaseIterable {
    case tokens

    /// Runs the subcommand with the arguments that follow its name.
    func run(arguments: [String], console: inout Console) -> Int32 {
        switch self {
        case .tokens: TokensCommand.run(arguments: arguments, console: &console)
        }
    }

    /// The subcommand's `--help` text, with examples.
    var help: String {
        switch self {
        case .tokens: TokensCommand.help
        }
    }

    /// One line for the command list in `dscheck --help`.
    var summary: String {
        switch self {
        case .tokens: "List the resolved design tokens of a catalogue, token file or resolver"
        }
    }
}
