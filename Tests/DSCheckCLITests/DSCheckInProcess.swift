import CatalogCommands
import DSCheckCLI
import Synchronization

/// Runs `DSCheck.run` in the test process with a console that captures what it writes: much
/// faster than the binary. It shares the process's working directory, so give it absolute paths.
enum DSCheckInProcess {
    /// What one run wrote and returned.
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The text written to one stream, safe to append to from any thread.
    private final class Capture: Sendable {
        private let text = Mutex("")

        func append(_ more: String) { text.withLock { $0 += more } }
        var value: String { text.withLock { $0 } }
    }

    /// Runs dscheck (or another of its executables' commands, such as `dscheck-export`'s) with
    /// `arguments` (without the program name).
    static func run(
        _ arguments: [String], through command: (_ arguments: [String], _ console: inout Console) -> Int32 = DSCheck.run(arguments:console:)
    ) -> Result {
        let out = Capture()
        let err = Capture()
        var console = Console(out: out.append, err: err.append)
        let status = command(arguments, &console)
        return Result(status: status, stdout: out.value, stderr: err.value)
    }
}
