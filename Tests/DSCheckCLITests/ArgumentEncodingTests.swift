import CatalogCommands
import Foundation
import TestSupport
import Testing

@testable import DSCheckCLI

/// Paths are bytes end to end: an argument that is not UTF-8 is refused before anything runs,
/// never repaired into the name of another file.
struct ArgumentEncodingTests {
    @Test func anArgumentThatIsNotUTF8IsRefusedWithItsBytesShown() throws {
        let refused = CommandLineEntry.decoded([Array("check".utf8), Array("--output".utf8), [0x72, 0xFF, 0x2E, 0x6A, 0x73, 0x6F, 0x6E]])
        guard case .failure(let error) = refused else {
            Issue.record("r\\xff.json must be refused")
            return
        }
        #expect(
            error.message
                == "argument 3 ('r\\xff.json') is not UTF-8; dscheck reads and writes paths as UTF-8, so rename the file or folder")
        let accepted = CommandLineEntry.decoded([Array("café".utf8), Array("日本".utf8), []])
        guard case .success(let arguments) = accepted else {
            Issue.record("UTF-8 arguments are taken as given")
            return
        }
        #expect(arguments == ["café", "日本", ""])
    }

    /// The built binary, given `--output r<FF>.json` by a shell (Foundation's `Process` can pass
    /// only strings): exit 2, the message, and no file written under any name.
    @Test(.endToEnd) func theBinaryRefusesANonUTF8PathAndWritesNothing() throws {
        try TemporaryFolder.with { folder in
            let script = "exec \"$0\" check \"$1\" --output \"$(printf 'r\\377.json')\""
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", script, DSCheckProcess.binary, Fixtures.repository("catalog")]
            process.currentDirectoryURL = folder
            let errors = Pipe()
            process.standardError = errors
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus == 2)
            #expect(
                message
                    == "error: argument 4 ('r\\xff.json') is not UTF-8; dscheck reads and writes paths as UTF-8, so rename the file or folder\n")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
        }
    }
}
