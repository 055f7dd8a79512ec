import CatalogCommands
import Foundation
import TestSupport
import Testing

/// `dscheck-export`, the DSCheckTokens plugin's tool in dscheck's own package: it is `dscheck
/// export`, word for word, and refuses every other command instead of half-running it.
struct ExportToolTests {
    @Test func writesWhatDSCheckExportWrites() throws {
        try ExportCommandTests.withCopy { catalog, out in
            let arguments = ["export", "swift", catalog, "--out", out, "--check"]
            let tool = DSCheckInProcess.run(arguments, through: ExportTool.run(arguments:console:))
            let dscheck = DSCheckInProcess.run(arguments)
            #expect(tool.status == 1 && tool.stderr.contains("does not exist, so it holds none of the 61 files"), "\(tool.stderr)")
            #expect(tool.status == dscheck.status && tool.stdout == dscheck.stdout && tool.stderr == dscheck.stderr)

            let written = DSCheckInProcess.run(["export", "swift", catalog, "--out", out], through: ExportTool.run(arguments:console:))
            #expect(written.status == 0 && written.stderr.contains("wrote 61 files (41 colour sets) to \(out)"), "\(written.stderr)")
            #expect(DSCheckInProcess.run(arguments).status == 0, "dscheck export --check does not find dscheck-export's files current")
        }
    }

    @Test func itsHelpIsDSCheckExportsHelp() {
        let tool = DSCheckInProcess.run(["export", "--help"], through: ExportTool.run(arguments:console:))
        #expect(tool.status == 0)
        #expect(tool.stdout == DSCheckInProcess.run(["export", "--help"]).stdout)
        #expect(tool.stdout.hasPrefix("OVERVIEW: Write the catalogue as Swift source"))
    }

    @Test(arguments: [[], ["check", "catalog"], ["swift", "catalog", "--out", "Generated"], ["--version"]])
    func anyOtherCommandIsRefused(_ arguments: [String]) {
        let run = DSCheckInProcess.run(arguments, through: ExportTool.run(arguments:console:))
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("error: dscheck-export runs only 'dscheck export'"), "\(run.stderr)")
    }
}
