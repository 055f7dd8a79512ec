/// The subcommands of dscheck.
enum Command: String, CaseIterable {
    case check
    case tokens
    case rules
    case contrast
    case diff
    case site

    /// Runs the subcommand with the arguments that follow its name.
    func run(arguments: [String], console: inout Console) -> Int32 {
        switch self {
        case .check: CheckCommand.run(arguments: arguments, console: &console)
        case .tokens: TokensCommand.run(arguments: arguments, console: &console)
        case .rules: RulesCommand.run(arguments: arguments, console: &console)
        case .contrast: ContrastCommand.run(arguments: arguments, console: &console)
        case .diff: DiffCommand.run(arguments: arguments, console: &console)
        case .site: SiteCommand.run(arguments: arguments, console: &console)
        }
    }

    /// The subcommand's `--help` text, with examples.
    var help: String {
        switch self {
        case .check: CheckCommand.help
        case .tokens: TokensCommand.help
        case .rules: RulesCommand.help
        case .contrast: ContrastCommand.help
        case .diff: DiffCommand.help
        case .site: SiteCommand.help
        }
    }

    /// One line for the command list in `dscheck --help`.
    var summary: String {
        switch self {
        case .check: "Check a catalogue against the HIG and accessibility rules (the default command)"
        case .tokens: "List the resolved design tokens of a catalogue, token file or resolver"
        case .rules: "List the rules, or explain one with its examples"
        case .contrast: "Measure the WCAG and APCA contrast of a colour on a background"
        case .diff: "Classify token changes against a base revision or folder, with their impact"
        case .site: "Write the documentation site: HTML pages with previews drawn from the specs"
        }
    }
}
