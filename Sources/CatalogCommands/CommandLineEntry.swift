import DesignSupport

/// How each dscheck executable (`dscheck`, and `dscheck-export` for the build-tool plugin) starts
/// and ends a run with the process's own arguments and standard streams, so both refuse the same
/// arguments and report a failed write the same way.
package enum CommandLineEntry {
    /// Runs `command` with the process's arguments (without the program name) on the standard
    /// streams and returns the exit code. An argument that is not UTF-8 is refused (exit 2)
    /// before anything runs: Swift's `CommandLine.arguments` repairs it with U+FFFD, and a path
    /// so changed would name, or write, another file. A write to standard output or standard
    /// error that fails ends the run with exit 2 and says why on standard error, where it still
    /// can.
    ///
    /// Once the arguments are read, and before anything else, the allocator is set as
    /// `allocation` answers for them (``OS/allocate(_:)``), while no other thread exists.
    /// Where the allocator refuses, the run goes on and only uses more memory.
    ///
    /// The process ends when the command does, so large values a command has done with are
    /// left for the system to take back at exit (``KeptUntilExit``).
    package static func run(
        _ command: (_ arguments: [String], _ console: inout Console) -> Int32,
        allocation: (_ arguments: [String]) -> Allocation = { _ in .oneArena }
    ) -> Int32 {
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
        let decodedArguments = decoded(raw)
        _ = OS.allocate((try? decodedArguments.get()).map(allocation) ?? .oneArena)
        KeptUntilExit.enable()
        var console = Console.standard
        let limit = OS.addressSpaceLimit()
        if let refusal = addressSpaceRefusal(limit: limit) {
            console.errLine("error: \(refusal)")
            return ExitCode.usage
        }
        if let limit { OS.reportCrashesAsMemoryExhaustion("error: \(exhaustion(limit: limit))\n", status: ExitCode.usage) }
        let status: Int32
        switch decodedArguments {
        case .success(let arguments): status = command(arguments, &console)
        case .failure(let error):
            console.errLine("error: \(error.message)")
            return ExitCode.usage
        }
        guard let failure = console.failure else { return status }
        console.errLine("error: dscheck could not write its output to \(failure); the output is incomplete")
        return ExitCode.usage
    }

    /// Ends the process with `code`.
    package static func exit(with code: Int32) -> Never {
        OS.exit(code)
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
            "not enough memory: the address-space limit (ulimit -v) is \(limit >> 20) MiB, and dscheck needs at least \(minimumAddressSpace >> 20) MiB to run without failing midway; raise the limit (ulimit -v \(minimumAddressSpace >> 10)) and run again"
    }

    /// What a run that crashes under an address-space limit of `limit` bytes says: it most
    /// likely ran out of memory there.
    static func exhaustion(limit: Int) -> String {
        "not enough memory: dscheck stopped under the address-space limit (ulimit -v) of \(limit >> 20) MiB, which this input needs more than; raise the limit and run again (if it stops so with no limit, report it)"
    }

    /// `raw` as strings, or the first argument that is not UTF-8, its bytes shown as `\xff`.
    package static func decoded(_ raw: [[UInt8]]) -> Result<[String], UsageError> {
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
}
