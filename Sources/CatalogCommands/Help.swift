/// The help of each command, made from its declaration (dscheck's own, listing the commands,
/// is `Help.overview` in DSCheckCLI).
package enum Help {
    /// The `--help` of `command`: OVERVIEW, USAGE, ARGUMENTS, OPTIONS, EXAMPLES and EXIT CODES.
    package static func page(for command: any Subcommand.Type) -> String {
        var text = "OVERVIEW: \(command.overview)\n\nUSAGE: \(command.usage)\n\n"
        if !command.positionals.isEmpty {
            text += "ARGUMENTS:\n"
            for positional in command.positionals {
                text += row(positional.names.joined(separator: ", "), positional.help)
            }
            text += "\n"
        }
        text += "OPTIONS:\n"
        for option in command.options + [helpOption] {
            text += row(option.names.joined(separator: ", ") + (option.kind == .flag ? "" : " " + option.valueName), option.help)
        }
        text += "\nEXAMPLES:\n"
        for example in command.examples {
            text += "  \(example)\n"
        }
        text += "\nEXIT CODES:\n"
        for (code, meaning) in command.exitCodes {
            text += "  \(code)  " + meaning.replacingEvery("\n", with: "\n     ") + "\n"
        }
        return text
    }

    /// The usage line made from the declaration: the command (in brackets for the default one),
    /// its positional arguments, its required options, then the others, each listed when there
    /// are at most three options and none is required, else `[options]`.
    package static func usage(for command: any Subcommand.Type) -> String {
        var words = ["dscheck", command.isDefault ? "[\(command.name)]" : command.name]
        for positional in command.positionals {
            let names = positional.names.joined(separator: " ")
            words.append(positional.isOptional ? "[\(names)]" : names)
        }
        let required = command.options.filter(\.isRequired)
        words += required.map(synopsis)
        let others = command.options.filter { !$0.isRequired }
        if required.isEmpty, command.options.count <= 3 {
            words += others.map { "[\(synopsis($0))]" + ($0.kind == .repeatable ? "..." : "") }
        } else if !others.isEmpty {
            words.append("[options]")
        }
        return words.joined(separator: " ")
    }

    private static let helpOption = Option.flag("--help", "-h", help: "Show this help")

    private static func synopsis(_ option: Option) -> String {
        option.kind == .flag ? option.name : "\(option.name) \(option.valueName)"
    }

    /// A label in a column of 26 and its help beside it (below it when the label is wider).
    private static func row(_ label: String, _ help: String) -> String {
        let indent = "\n" + String(repeating: " ", count: 28)
        let gap = label.count > 24 ? indent : String(repeating: " ", count: 26 - label.count)
        return "  " + label + gap + help.replacingEvery("\n", with: indent) + "\n"
    }
}
