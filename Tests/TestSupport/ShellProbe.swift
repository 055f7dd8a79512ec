import Foundation

/// What the machine's shell tools can do, for the tests that lean on Linux's: a suite that needs
/// one is disabled, with the reason shown, where it is missing (macOS).
public enum ShellProbe {
    /// Whether `ulimit -v` can set an address-space limit. On Linux it can; on macOS the kernel
    /// refuses a limit below what the process has already mapped (its shared-cache reservation
    /// is gigabytes), so `ulimit -v` fails with "Invalid argument".
    public static let limitsAddressSpace = succeeds("/bin/sh", ["-c", "ulimit -v 4000000"])

    /// Whether `/usr/bin/time` is GNU time, which reports peak memory with `-f %M -o FILE`;
    /// BSD time (macOS) has no `-f`.
    public static let measuresPeakMemory = succeeds("/usr/bin/time", ["-f", "%M", "-o", "/dev/null", "/bin/sh", "-c", "exit 0"])

    private static func succeeds(_ program: String, _ arguments: [String]) -> Bool {
        guard FileManager.default.isExecutableFile(atPath: program) else { return false }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationReason == .exit && process.terminationStatus == 0
    }
}
