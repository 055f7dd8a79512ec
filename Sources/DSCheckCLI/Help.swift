/// The top-level help text.
enum Help {
    static var overview: String {
        var text = """
            dscheck: design-system catalogue and spec validator

            USAGE: dscheck <command> [options]

            COMMANDS:

            """
        for command in Command.allCases {
            text += "  " + command.rawValue.padding(toLength: 12, withPad: " ", startingAt: 0) + command.summary + "\n"
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
