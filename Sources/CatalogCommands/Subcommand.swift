import DesignSupport

/// A dscheck command, such as `check` or `diff`. It declares its help and its option table; the
/// table both parses its arguments and is listed by its `--help`. Adding a command is a type
/// conforming to this and a line in `Commands.all` (DSCheckCLI).
package protocol Subcommand: SendableMetatype {
    /// The word that selects the command.
    static var name: String { get }
    /// One line for the command list of `dscheck --help`.
    static var summary: String { get }
    /// The OVERVIEW of `--help`: a first line, then paragraphs, wrapped as they are printed.
    static var overview: String { get }
    /// Whether `dscheck` runs this command when its first word names none (`check`); the usage
    /// line then shows the name in brackets.
    static var isDefault: Bool { get }
    /// The USAGE line of `--help`; by default made from the positional arguments and options.
    static var usage: String { get }
    /// The positional arguments, as the ARGUMENTS of `--help` lists them.
    static var positionals: [Positional] { get }
    /// The option table (`--help`, `-h` are added to it).
    static var options: [Option] { get }
    /// Command lines for the EXAMPLES of `--help`.
    static var examples: [String] { get }
    /// Each exit code with its meaning (lines after the first are wrapped as printed).
    static var exitCodes: [(code: Int32, meaning: String)] { get }

    /// How the command's threads share the allocator (``Allocation``); one arena unless the
    /// command's time goes into work spread over every core.
    static var allocation: Allocation { get }

    /// Runs the command with its parsed arguments and returns the exit code. A thrown usage
    /// error is printed with a pointer to `--help`, and exits 2.
    static func run(_ arguments: Arguments, console: inout Console) throws(UsageError) -> Int32
}

extension Subcommand {
    package static var isDefault: Bool { false }

    package static var allocation: Allocation { .oneArena }

    package static var usage: String { Help.usage(for: self) }

    /// The command's `--help` text.
    package static var help: String { Help.page(for: self) }

    /// Runs the command with the words that follow its name: its help when they hold `--help` or
    /// `-h`, else the command with them parsed by its option table.
    package static func invoke(_ arguments: [String], console: inout Console) -> Int32 {
        if arguments.contains("--help") || arguments.contains("-h") {
            console.out(help)
            return ExitCode.success
        }
        do throws(UsageError) {
            return try run(Arguments(arguments, options: options), console: &console)
        } catch {
            console.errLine("error: \(error.message)")
            console.err("Run 'dscheck \(name) --help' for usage.\n")
            return ExitCode.usage
        }
    }
}
