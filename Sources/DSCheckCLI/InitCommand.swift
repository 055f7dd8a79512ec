import CatalogCommands
import DesignCatalog
import DesignRules
import DesignSupport
import OutputFolder

/// `dscheck init`: writes a small, complete catalogue to start from.
enum InitCommand: Subcommand {
    static let name = "init"
    static let summary = "Start a catalogue: tokens with the platform's system colours, a button, a screen"
    static let overview = """
        Write a small, complete catalogue to start from, which passes 'dscheck check' and builds a site.

        DIR gets dscheck.json, a DTCG 2025.10 resolver with light and dark appearances and standard
        and increased contrast (visionOS and watchOS have one appearance), token files seeded with
        the platform's system colours (label, secondary label, background, grouped background,
        separator, blue, red, green; Apple's values, cited in each file), a spacing and a type scale,
        a Button component (Primary, Secondary, Destructive and Confirm, with pressed and disabled
        states), a Welcome screen, and the JSON Schemas of every file in schemas/, which each file
        names in its "$schema" so editors complete and check it as you type. Control sizes, text
        sizes and colours follow the platform.

        DIR must be new or empty; the files are written into a temporary folder beside it, loaded
        and checked there as 'dscheck check' would, and moved into place at once, so nothing
        half-written or unloadable is ever left.
        """
    static let positionals = [Positional("DIR", optional: true, help: "The folder to create (default: ./catalog)")]
    static let options: [Option] = [
        .choice("--platform", among: Platform.allCases, help: "The platform whose guidelines apply (default: ios)"),
        .value("--name", value: "NAME", help: "The design system's name (default: My Design System)"),
    ]
    static let examples = [
        "dscheck init",
        "dscheck init design/catalog --platform macos --name \"Acme Design\"",
        "dscheck init /tmp/a && dscheck check /tmp/a && dscheck site /tmp/a --out /tmp/a-site",
    ]
    static let exitCodes: [(code: Int32, meaning: String)] = [
        (0, "the catalogue was written"),
        (2, "usage error, a DIR that is not empty or not a folder, or a file that could not be written"),
    ]

    static func run(_ parsed: Arguments, console: inout Console) throws(UsageError) -> Int32 {
        let folder = try parsed.singlePositional() ?? CatalogRun.defaultFolder
        if folder.isEmpty { throw UsageError("DIR is empty; give the folder to create, such as catalog") }
        let platform = try parsed.choice("--platform", default: Platform.ios)
        let name = try parsed.value("--name") ?? "My Design System"
        if let problem = NameRules.problem(name, what: "--name") { throw UsageError(problem) }
        if name.trimmingSpaces().isEmpty { throw UsageError("--name is empty; give the design system's name") }
        let scaffold = CatalogScaffold(name: name, platform: platform)
        let files = scaffold.files
        do {
            try NewFolder.write(files, to: folder, check: errors(inCatalogAt:))
        } catch {
            console.errLine("error: \(error.description)")
            return ExitCode.usage
        }
        let site = siteFolder(for: folder)
        console.out(
            OutputEscaping.terminalLines(
                """
                Wrote \(files.count) files for \(scaffold.seed.displayName) to \(folder): a button, a screen, \
                \(scaffold.seed.displayName)'s system colours, and the schemas your editor can check them with.

                Next, check it against the HIG and accessibility rules, write its documentation site, and list its tokens:
                  dscheck check \(Shell.quoted(folder))
                  dscheck site \(Shell.quoted(folder)) --out \(Shell.quoted(site))
                  dscheck tokens \(Shell.quoted(folder))

                """))
        return ExitCode.success
    }

    /// The errors `dscheck check` would report in the catalogue at `folder`: the scaffold
    /// promises to pass it, so it is loaded and checked before it is moved into place.
    static func errors(inCatalogAt folder: String) -> [Diagnostic] {
        let checker = CatalogRun.standardChecker
        let (catalog, loaded) = Catalog.load(folder: folder, settingsProblems: checker.settingsProblems(in:))
        let found = catalog.map { checker.check($0).diagnostics } ?? loaded
        return found.filter { $0.severity == .error }
    }

    /// Where the printed `site` command writes: `site` beside a folder named `catalog`, else
    /// the folder's name with `-site`.
    static func siteFolder(for folder: String) -> String {
        let trimmed = folder.count > 1 && folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        let slash = trimmed.lastIndex(of: "/")
        let parent = slash.map { String(trimmed[..<$0]) } ?? ""
        let last = slash.map { String(trimmed[trimmed.index(after: $0)...]) } ?? trimmed
        func siteName(_ folderName: String) -> String { folderName == CatalogRun.defaultFolder ? "site" : folderName + "-site" }
        // `.` and `..` (`dscheck init .`) are named by the folder they lead to, and the site
        // goes beside it.
        if last == "." || last == ".." {
            let real = SystemFile.realPath(trimmed) ?? trimmed
            let name = real.split(separator: "/").last.map(String.init) ?? CatalogRun.defaultFolder
            return trimmed + "/../" + siteName(name)
        }
        if slash != nil, parent.isEmpty { return "/" + siteName(last) }
        return parent.isEmpty ? siteName(last) : parent + "/" + siteName(last)
    }
}
