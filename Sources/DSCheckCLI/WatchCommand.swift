import CatalogCommands
import DesignRules
import DesignSupport
import OutputFolder

/// `dscheck watch`: checks a catalogue again, and rebuilds its site, whenever one of its files
/// changes, printing what changed since the last check.
enum WatchCommand: Subcommand {
    static let name = "watch"
    static let summary = "Check a catalogue again (and rebuild its site) whenever one of its files changes"
    static let overview = """
        Check a catalogue again, and rebuild its site, whenever one of its files changes.

        Checks the catalogue as 'dscheck check' does and prints the whole report, then looks at
        every file in the catalogue folder (and the --baseline file) four times a second. When a
        save is noticed, and the files have stopped changing for a tenth of a second, it names the
        files that changed and checks again, printing only the findings that appeared ('+') and
        those that are gone ('-'), then the summary line with how many of each. A file that is
        half written, deleted or not yet restored is reported as the problem it is, and watching
        goes on. Hidden files and names ending in '~' are not watched.

        With --site DIR the site is rebuilt after every check that 'dscheck site' would publish,
        as it writes it (built beside DIR and exchanged with it in one step); while the catalogue
        has errors that stop it loading, or its configuration has errors, DIR keeps the last site.
        Ctrl-C (SIGINT), SIGTERM or SIGHUP stops watching: a site being rebuilt is abandoned and
        its temporary folder removed, so DIR is the last complete site.
        """
    static let positionals = [Positional("CATALOG", optional: true, help: "The catalogue folder, holding dscheck.json (default: ./catalog)")]
    static let options: [Option] = [
        .value("--site", value: "DIR", help: "Also rebuild the site in DIR after every check"),
        .value(
            "--baseline", value: "FILE",
            help: """
                Also accept the findings recorded in FILE (written by
                'dscheck check --write-baseline'); FILE is watched too
                """),
        .flag("--no-baseline", help: "Ignore every waiver (dscheck.json's and --baseline's)"),
    ]
    static let examples = [
        "dscheck watch",
        "dscheck watch catalog --site site",
        "dscheck watch catalog --baseline dscheck.baseline.json",
    ]
    static let exitCodes: [(code: Int32, meaning: String)] = [
        (
            2,
            """
            usage error at the start: unknown options, no catalogue folder, an unreadable
            baseline, or a --site DIR that is refused
            """
        ),
        (
            130,
            """
            stopped by Ctrl-C (SIGINT); SIGTERM and SIGHUP end it the same way, as 143 and 129:
            dscheck dies of the signal, which a shell reports as 128 + its number
            """
        ),
    ]

    /// How often the files are looked at, and how long they must stay unchanged before a check.
    static let pollInterval: TimeInterval = 0.25
    static let settleInterval: TimeInterval = 0.1
    /// The most settle intervals a burst of saves may delay a check by.
    static let longestSettling = 10

    static func run(_ parsed: Arguments, console: inout Console) throws(UsageError) -> Int32 {
        let folder = try CatalogRun.folder(parsed)
        let site = try parsed.value("--site")
        if site?.isEmpty == true { throw UsageError("--site is empty; give the folder to write the site to, such as --site site") }
        let start = try CatalogRun(folder: folder, options: parsed)
        try start.requireFolder()
        let output = console
        Interruption.stop { _ in output.out(OutputEscaping.terminalLine("stopped watching \(folder)") + "\n") }

        let snapshot = { CatalogSnapshot(folder: folder, others: start.baselineFile.map { [$0] } ?? [], excluding: site) }
        var files = snapshot()
        var last = WatchRun(start)
        console.out(last.entries.map { $0.line + "\n" }.joined() + last.summary + "\n")
        if let site, let refused = rebuild(site, from: last, of: start, console: console) { throw UsageError(refused) }
        console.out(OutputEscaping.terminalLine("watching \(folder) (\(files.count) files); save a file to check again, Ctrl-C to stop") + "\n")
        while true {
            OS.sleep(seconds: pollInterval)
            var now = snapshot()
            guard now != files else { continue }
            for _ in 0..<longestSettling {
                OS.sleep(seconds: settleInterval)
                let next = snapshot()
                if next == now { break }
                now = next
            }
            let changed = now.changes(since: files)
            files = now
            let current = check(folder, parsed)
            let (appeared, disappeared) = current.changes(since: last)
            var text = OutputEscaping.terminalLine("changed: " + describe(changed)) + "\n"
            text += appeared.map { "+ \($0)\n" }.joined() + disappeared.map { "- \($0)\n" }.joined()
            text += current.summary + " (\(appeared.count) new, \(disappeared.count) gone)\n"
            console.out(text)
            last = current
            if let site, let refused = rebuild(site, from: last, of: start, console: console) {
                console.out(OutputEscaping.terminalLine("error: \(refused)") + "\n")
            }
        }
    }

    /// Checks the catalogue as `dscheck check` does, with the checker the options ask for (the
    /// baseline read again, as it may have changed).
    private static func check(_ folder: String, _ parsed: Arguments) -> WatchRun {
        do throws(UsageError) {
            return WatchRun(try CatalogRun(folder: folder, options: parsed))
        } catch {
            return WatchRun(problem: "error: \(error.message)")
        }
    }

    /// Rebuilds the site from `watched`, a check of `run`'s folder with its options, as
    /// `dscheck site` does, or says why the publish gate refused it (the site keeps what it
    /// held); returns why DIR was refused, if it was (at the start, that ends the watch; later,
    /// the next check tries again).
    private static func rebuild(_ site: String, from watched: WatchRun, of run: CatalogRun, console: Console) -> String? {
        do throws(SiteCommand.PublishFailure) {
            console.out(OutputEscaping.terminalLines(try SiteCommand.publish(watched.checked, of: run, to: site).written) + "\n")
        } catch {
            switch error {
            case .refused(let refusal): console.out(OutputEscaping.terminalLine("error: \(refusal.description)") + "\n")
            case .cannotWrite(let problem): return problem.description
            }
        }
        return nil
    }

    /// `a.json, b.json (deleted)`, at most five names and how many more.
    private static func describe(_ changes: [CatalogSnapshot.Change]) -> String {
        let shown = changes.prefix(5).map(\.description).joined(separator: ", ")
        return changes.count > 5 ? shown + " and \(changes.count - 5) more" : shown
    }
}
