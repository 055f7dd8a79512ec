import CatalogCommands
import DesignSupport

/// The dscheck command line: parses arguments, runs one subcommand and returns its exit code.
package enum DSCheck {
    /// The version `--version` prints and reports carry.
    package static let version = "0.1.0"

    /// Runs dscheck with the process's own arguments (``CommandLineEntry/run(_:allocation:)``),
    /// the allocator set as the command asks.
    package static func runCommandLine() -> Int32 {
        CommandLineEntry.run(run(arguments:console:), allocation: allocation(for:))
    }

    /// How the command `arguments` run shares the allocator: as it declares, one arena for
    /// anything that runs no command (`--version`, `help`) or the default command.
    static func allocation(for arguments: [String]) -> Allocation {
        arguments.first.flatMap(Commands.named)?.allocation ?? .oneArena
    }

    /// Runs dscheck writing to `console`; tests use this to capture output in-process.
    package static func run(arguments: [String], console: inout Console) -> Int32 {
        guard let first = arguments.first else {
            return Commands.fallback.invoke([], console: &console)
        }
        switch first {
        case "--version":
            console.out("dscheck \(version)\n")
            return ExitCode.success
        case "--help", "-h":
            console.out(Help.overview)
            return ExitCode.success
        case "help":
            guard arguments.count > 1, !["--help", "-h"].contains(arguments[1]) else {
                console.out(Help.overview)
                return ExitCode.success
            }
            guard let command = Commands.named(arguments[1]) else {
                console.errLine(Commands.unknown(arguments[1]))
                return ExitCode.usage
            }
            console.out(command.help)
            return ExitCode.success
        default:
            if let command = Commands.named(first) {
                return command.invoke(Array(arguments.dropFirst()), console: &console)
            }
            // Any other first word is the default command's catalogue, unless it is no path and
            // looks like a mistyped command.
            if !first.hasPrefix("-"), Commands.closest(to: first) != nil, !FileManager.default.fileExists(atPath: first) {
                console.errLine(Commands.unknown(first))
                return ExitCode.usage
            }
            return Commands.fallback.invoke(arguments, console: &console)
        }
    }
}
