import Foundation
import TestSupport
import Testing

/// `--report FORMAT=FILE`: one run of `check` or `diff` writes several reports, each the same as
/// the one a run of its own would have written, and refuses a bad set of reports before it
/// checks anything.
struct MultipleReportTests {
    static let catalog = Fixtures.repository("catalog")

    /// What a run of its own prints for `format`, the reference each extra report must match.
    static func alone(_ arguments: [String], format: String) -> DSCheckInProcess.Result {
        DSCheckInProcess.run(arguments + ["--format", format])
    }

    static func contents(_ url: URL) throws -> String {
        String(decoding: try Data(contentsOf: url), as: UTF8.self)
    }

    /// The CI case: annotations on standard output and a SARIF file, from one run, each the
    /// same as two separate runs give, and the SARIF valid against the 2.1.0 schema.
    @Test(.endToEnd) func annotationsAndSARIFFromOneRunMatchTwoRuns() throws {
        try TemporaryFolder.with { folder in
            let sarif = folder.appendingPathComponent("dscheck.sarif")
            let arguments = ["check", Self.catalog, "--no-baseline"]
            let both = DSCheckInProcess.run(arguments + ["--format", "github", "--report", "sarif=\(sarif.path)"])
            let github = Self.alone(arguments, format: "github")
            let alone = Self.alone(arguments, format: "sarif")
            #expect(both.status == 1, "the bundled catalogue has errors without its waivers: \(both.stderr)")
            #expect(both.status == github.status)
            #expect(both.stderr == github.stderr)
            #expect(both.stdout.contains("::error file=catalog/"), "annotations on standard output")
            #expect(both.stdout == github.stdout)
            let written = try Self.contents(sarif)
            #expect(written == alone.stdout)
            let validation = try SARIFValidation.validate(written)
            #expect(validation.status == 0, "\(validation.output)")
        }
    }

    /// Every format as an extra report, with `--output` taking the `--format` report to a file:
    /// nothing on standard output, and each file what its format alone prints.
    @Test func everyFormatBesideOutput() throws {
        try TemporaryFolder.with { folder in
            let arguments = ["check", Self.catalog]
            let main = folder.appendingPathComponent("main.json")
            let formats = ["text", "json", "sarif", "github", "junit", "markdown"]
            let run = DSCheckInProcess.run(
                arguments + ["--format", "json", "--output", main.path]
                    + formats.flatMap { ["--report", "\($0)=\(folder.appendingPathComponent("report.\($0)").path)"] })
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stdout.isEmpty)
            let mainReport = try Self.contents(main)
            #expect(mainReport == Self.alone(arguments, format: "json").stdout)
            for format in formats {
                let expected = Self.alone(arguments, format: format).stdout
                let written = try Self.contents(folder.appendingPathComponent("report.\(format)"))
                #expect(!expected.isEmpty)
                #expect(written == expected, "\(format)")
            }
        }
    }

    /// A path may hold `=`: the value is split at the first one.
    @Test func thePathMayHoldAnEqualsSign() throws {
        try TemporaryFolder.with { folder in
            let report = folder.appendingPathComponent("a=b.json")
            let run = DSCheckInProcess.run(["check", Self.catalog, "--report=json=\(report.path)"])
            let written = try Self.contents(report)
            #expect(run.status == 0, "\(run.stderr)")
            #expect(written == Self.alone(["check", Self.catalog], format: "json").stdout)
            #expect(run.stdout == Self.alone(["check", Self.catalog], format: "text").stdout, "the --format report stays text on stdout")
        }
    }

    /// Wrong shapes and clashing destinations: exit 2 with a message saying what to give,
    /// before anything is checked (no report printed, no file made).
    @Test(arguments: [
        (["--report", "sarif"], "--report 'sarif' is not FORMAT=FILE; give a format and a file, such as --report sarif=dscheck.sarif"),
        (["--report", "=out.sarif"], "--report '=out.sarif' is not FORMAT=FILE"),
        (["--report", "sarif2=out.sarif"], "'sarif2' is not a format; choose one of: text, json, sarif, github, junit, markdown"),
        (["--report", "sarif="], "--report was given an empty path; give a file name, such as --report sarif=report.json"),
        (["--report", "sarif=FOLDER"], "is a folder; --report takes a file, such as --report sarif=FOLDER"),
        (["--report", "sarif=CATALOG/out.sarif"], "refusing to write to 'CATALOG/out.sarif': it is inside"),
        (["--report", "sarif=FOLDER/missing/out.sarif"], "the folder 'FOLDER/missing' does not exist"),
        (
            ["--output", "FOLDER/a.json", "--report", "sarif=FOLDER/./a.json"],
            "--output FOLDER/a.json and --report sarif=FOLDER/./a.json would write to the same place"
        ),
        (
            ["--report", "sarif=FOLDER/a.sarif", "--report", "junit=FOLDER/a.sarif"],
            "--report sarif=FOLDER/a.sarif and --report junit=FOLDER/a.sarif would write to the same place"
        ),
        (["--report", "github=/dev/stdout"], "the --format report (standard output) and --report github=/dev/stdout would write to the same place"),
        (
            ["--write-baseline", "FOLDER/b.json", "--report", "json=FOLDER/b.json"],
            "--report json=FOLDER/b.json and --write-baseline FOLDER/b.json would write to the same place"
        ),
        (["--report", "sarif=FOLDER/a.sarif", "--output", "x", "--output", "y"], "option '--output' was given 2 times"),
    ])
    func badReportsAreRefusedBeforeTheCheck(arguments: [String], message: String) throws {
        try TemporaryFolder.with { folder in
            let place = { (text: String) in
                text.replacingOccurrences(of: "FOLDER", with: folder.path).replacingOccurrences(of: "CATALOG", with: Self.catalog)
            }
            let run = DSCheckInProcess.run(["check", Self.catalog] + arguments.map(place))
            #expect(run.status == 2)
            #expect(run.stdout.isEmpty, "nothing was checked or reported")
            let left = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            #expect(run.stderr.hasPrefix("error: "), "\(run.stderr)")
            #expect(run.stderr.contains(place(message)), "\(run.stderr)")
            #expect(left.isEmpty, "no file was written")
            #expect(!FileManager.default.fileExists(atPath: Self.catalog + "/out.sarif"))
        }
    }

    /// A report that cannot be written when its turn comes (`/dev/full` accepts the open and
    /// fails the write): exit 2 naming it, the report before it whole, the one after it not
    /// attempted, so its old contents stay.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full"), "needs /dev/full (Linux)"))
    func aFailedWriteExits2NamingItAndLeavesTheOthersWhole() throws {
        try TemporaryFolder.with { folder in
            let first = folder.appendingPathComponent("first.json")
            let last = folder.appendingPathComponent("last.xml")
            try Data("old\n".utf8).write(to: last)
            let arguments = ["check", Self.catalog]
            let run = DSCheckInProcess.run(
                arguments + ["--format", "github", "--report", "json=\(first.path)", "--report", "sarif=/dev/full", "--report", "junit=\(last.path)"])
            #expect(run.status == 2)
            #expect(run.stderr.contains("error: --report sarif=/dev/full: cannot write '/dev/full': "), "\(run.stderr)")
            #expect(run.stderr.contains("; written whole before it: the --format report (standard output), --report json=\(first.path)"))
            #expect(run.stderr.contains("; not written: --report junit=\(last.path)"))
            #expect(run.stdout == Self.alone(arguments, format: "github").stdout)
            let (firstReport, lastReport) = (try Self.contents(first), try Self.contents(last))
            #expect(firstReport == Self.alone(arguments, format: "json").stdout)
            #expect(lastReport == "old\n")
        }
    }

    /// `diff` takes `--report` too: annotations on standard output and the pull-request comment
    /// in a file, each what a run of its own gives.
    @Test(.endToEnd) func diffWritesAnnotationsAndAMarkdownCommentInOneRun() throws {
        try TemporaryFolder.with { folder in
            let comment = folder.appendingPathComponent("token-diff.md")
            let sarif = folder.appendingPathComponent("token-diff.sarif")
            let arguments = ["diff", "--base", Fixtures.path("diff/showcase/base"), Fixtures.path("diff/showcase/head")]
            let both = DSCheckInProcess.run(
                arguments + ["--format", "github", "--report", "markdown=\(comment.path)", "--report", "sarif=\(sarif.path)"])
            let github = Self.alone(arguments, format: "github")
            #expect(both.status == 1, "the showcase removes a token: \(both.stderr)")
            #expect(both.status == github.status)
            #expect(both.stdout.contains("::error file="))
            #expect(both.stdout == github.stdout)
            let markdown = try Self.contents(comment)
            #expect(markdown == Self.alone(arguments, format: "markdown").stdout)
            let written = try Self.contents(sarif)
            #expect(written == Self.alone(arguments, format: "sarif").stdout)
            let validation = try SARIFValidation.validate(written)
            #expect(validation.status == 0, "\(validation.output)")
        }
    }

    /// `diff` refuses a report inside the base folder it reads, and an unknown diff format.
    @Test func diffRefusesBadReports() throws {
        let base = Fixtures.path("diff/showcase/base")
        let arguments = ["diff", "--base", base, Fixtures.path("diff/showcase/head")]
        let inside = DSCheckInProcess.run(arguments + ["--report", "json=\(base)/out.json"])
        #expect(inside.status == 2)
        #expect(inside.stderr.contains("refusing to write to '\(base)/out.json'"), "\(inside.stderr)")
        let junit = DSCheckInProcess.run(arguments + ["--report", "junit=/dev/null"])
        #expect(junit.status == 2)
        #expect(junit.stderr.contains("'junit' is not a format; choose one of: text, json, markdown, github, sarif"), "\(junit.stderr)")
        #expect(!FileManager.default.fileExists(atPath: base + "/out.json"))
    }
}
