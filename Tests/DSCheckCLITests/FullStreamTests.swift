import Foundation
import TestSupport
import Testing

/// A standard stream that cannot take the output (a full disk, here Linux's `/dev/full`): every
/// command that prints ends with exit 2 and says on standard error that its output is
/// incomplete, never a crash (`FileHandle.write(_:)` traps on such a failure).
@Suite(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full"), "needs /dev/full"))
struct FullStreamTests {
    static let catalog = Fixtures.repository("catalog")

    @Test(
        .endToEnd,
        arguments: [
            ["check", catalog], ["check", catalog, "--format", "sarif"], ["tokens", catalog], ["tokens", catalog, "--format", "json"],
            ["rules"], ["rules", "--format", "json"], ["schema"], ["contrast", "#767676", "white"], ["diff", "--base", catalog, catalog],
            ["--help"], ["--version"], ["export", "--help"],
        ])
    func aFullStandardOutputIsExitTwoWithAMessage(arguments: [String]) throws {
        let command = ([DSCheckProcess.binary] + arguments).map { "'\($0)'" }.joined(separator: " ")
        let result = try DSCheckProcess.run(program: "/bin/sh", ["-c", "\(command) >/dev/full"])
        #expect(result.status == 2, "\(arguments): \(result.stderr.suffix(500))")
        #expect(
            result.stderr.hasSuffix(
                "error: dscheck could not write its output to standard output: No space left on device; the output is incomplete\n"),
            "\(arguments): \(result.stderr.suffix(500))")
    }

    @Test(.endToEnd) func aFullStandardErrorIsExitTwo() throws {
        let command = "'\(DSCheckProcess.binary)' tokens '\(Self.catalog)/no-such-folder' 2>/dev/full"
        let result = try DSCheckProcess.run(program: "/bin/sh", ["-c", command])
        #expect(result.status == 2)
        #expect(!result.crashed)
    }
}

/// The rule behind ``FullStreamTests``, as `grep` would check it: no source writes a standard
/// stream through `FileHandle`'s trapping `write(_:)`, and none uses `try!`.
struct NoTrappingWriteTests {
    @Test func noSourceTrapsOnAFailedWriteOrUsesTryBang() throws {
        let sources = Fixtures.repository("Sources")
        let forbidden = ["try" + "!", "FileHandle.standardOutput.write", "FileHandle.standardError.write"]
        var found: [String] = []
        let files = try #require(FileManager.default.enumerator(atPath: sources)).compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
        #expect(files.count > 100, "the sources are read")
        for file in files {
            let text = try String(contentsOfFile: sources + "/" + file, encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                for word in forbidden where line.contains(word) { found.append("Sources/\(file):\(number + 1): \(word)") }
            }
        }
        #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
    }
}
