/// `dscheck tokens`.
enum TokensCommand {
    static let help = "USAGE: dscheck tokens [PATH]\n"

    static func run(arguments: [String], console: inout Console) -> Int32 {
        console.err("error: dscheck tokens is being built\n")
        return ExitCode.usage
    }
}
