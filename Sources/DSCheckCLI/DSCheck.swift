import DesignSupport
import Foundation

/// The dscheck command line: parses arguments, runs one subcommand and returns its exit code.
package enum DSCheck {
    /// The version `--version` prints and reports carry.
    package static let version = "0.1.0"

    /// Runs dscheck with `arguments` (without the program name) and returns the exit code:
    /// 0 clean, 1 findings at or above the fail severity, 2 usage, configuration or internal error.
    /// A write to standard output or standard error that fails ends the run with exit 2 and
    /// says why on standard error, where it still can.
    package static func run(arguments: [String]) -> Int32 {
        var console = Console.standard
        let status = run(arguments: arguments, console: &console)
        guard let failure = console.failure else { return status }
        console.errLine("error: dscheck could not write its output to \(failure); the output is incomplete")
        return ExitCode.usage
    }

    /// Runs dscheck with the process's own arguments. An argument that is not UTF-8 is refused
    /// (exit 2) before anything runs: Swift's `CommandLine.arguments` repairs it with U+FFFD,
    /// and a path so changed would name, or write, another file.
    package static func runCommandLine() -> Int32 {
        if let refusal = addressSpaceRefusal(limit: OS.addressSpaceLimit()) {
            Console.standard.errLine("error: \(refusal)")
            return ExitCode.usage
        }
        let raw = (1..<Int(CommandLine.argc)).map { index -> [UInt8] in
            guard let argument = CommandLine.unsafeArgv[index] else { return [] }
            var bytes: [UInt8] = []
            var offset = 0
            while argument[offset] != 0 {
                bytes.append(UInt8(bitPattern: argument[offset]))
                offset += 1
            }
            return bytes
        }
        switch decoded(raw) {
        case .success(let arguments): return run(arguments: arguments)
        case .failure(let error):
            let console = Console.standard
            console.errLine("error: \(error.message)")
            return ExitCode.usage
        }
    }

    /// The address space dscheck needs before it starts: its threads' stacks and the allocator's
    /// arenas are reserved up front, and below this a run could end in a signal wherever an
    /// allocation failed (measured: the bundled catalogue's `site` crashed at 293 MiB and ran at
    /// 390 MiB), which a clear refusal at the start is better than.
    static let minimumAddressSpace = 512 << 20

    /// Why dscheck does not run under an address-space limit of `limit` bytes, or nil.
    static func addressSpaceRefusal(limit: Int?) -> String? {
        guard let limit, limit < minimumAddressSpace else { return nil }
        return
            "the address-space limit (ulimit -v) is \(limit >> 20) MiB, and dscheck needs at least \(minimumAddressSpace >> 20) MiB to run without failing midway for memory; raise the limit (ulimit -v \(minimumAddressSpace >> 10)) and run again"
    }

    /// `raw` as strings, or the first argument that is not UTF-8, its bytes shown as `\xff`.
    static func decoded(_ raw: [[UInt8]]) -> Result<[String], UsageError> {
        var arguments: [String] = []
        for (index, bytes) in raw.enumerated() {
            guard let argument = String(validating: bytes, as: UTF8.self) else {
                let shown = bytes.map { byte in
                    byte >= 0x20 && byte < 0x7F ? String(UnicodeScalar(byte)) : "\\x" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16)
                }
                return .failure(
                    UsageError(
                        "argument \(index + 1) ('\(shown.joined())') is not UTF-8; dscheck reads and writes paths as UTF-8, so rename the file or folder"
                    ))
            }
            arguments.append(argument)
        }
        return .success(arguments)
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

    /// Ends the process with `code`.
    package static func exit(with code: Int32) -> Never {
        OS.exit(code)
    }
}

/// The process exit codes dscheck uses, as ESLint and Spectral do.
enum ExitCode {
    static let success: Int32 = 0
    static let findings: Int32 = 1
    static let usage: Int32 = 2
}
