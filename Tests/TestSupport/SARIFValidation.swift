import Foundation

/// Validates SARIF documents against the official OASIS SARIF 2.1.0 schema with
/// `scripts/validate-sarif`.
public enum SARIFValidation {
    /// Runs `scripts/validate-sarif` on `document` and returns its exit status and output.
    public static func validate(_ document: String) throws -> (status: Int32, output: String) {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("dscheck-\(UUID().uuidString).sarif")
        try Data(document.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Fixtures.repository("scripts/validate-sarif"))
        process.arguments = [file.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }
}
