import Foundation
import TestSupport
import Testing

/// One entry of the hostile-input corpus in `Tests/Fixtures/hostile/`: a token file, or a
/// catalogue folder, named for what it tries. See `Tests/Fixtures/hostile/README.md`.
struct HostileCase: Sendable, CustomTestStringConvertible {
    /// Which folder of the corpus the entry is in, which says how it is run.
    enum Kind: String, Sendable, CaseIterable {
        /// `token-files/`: one token or resolver file, run through `dscheck tokens FILE`.
        case tokenFile = "token-files"
        /// `token-catalogs/`: a catalogue whose token side (the manifest's `tokens`, the resolver,
        /// the token files) is hostile.
        case tokenCatalog = "token-catalogs"
        /// `spec-catalogs/`: a catalogue with valid tokens whose specs (components,
        /// compositions) or check settings (rules, waivers) are hostile, so `dscheck tokens DIR`
        /// may rightly find nothing wrong.
        case specCatalog = "spec-catalogs"
        /// `import-sources/`: a Tokens Studio export (a JSON file or a folder of sets) whose
        /// conversion is hostile, run through `dscheck import tokens-studio ENTRY --out OUT`.
        case importSource = "import-sources"
        /// `export-catalogs/`: a catalogue whose names or text are hostile to the Swift export,
        /// run through `dscheck export swift DIR --out OUT`; what it writes must compile.
        case exportCatalog = "export-catalogs"
    }

    let kind: Kind
    /// The file or folder name in the corpus.
    let name: String

    /// Every entry of the corpus, in folder then name order, or why a folder could not be
    /// listed (which ``HostileCorpusTests`` reports rather than running no case).
    static let listing: (cases: [HostileCase], failure: String?) = {
        do {
            return (
                try Kind.allCases.flatMap { kind in try Fixtures.entries("hostile/\(kind.rawValue)").map { HostileCase(kind: kind, name: $0) } }, nil
            )
        } catch {
            return ([], "\(error)")
        }
    }()

    /// Every entry of the corpus; none when it cannot be listed (see ``listing``).
    static var all: [HostileCase] { listing.cases }

    /// How many entries each folder holds, as `Tests/Fixtures/hostile/README.md` describes the
    /// corpus: a case added or lost shows here.
    static let expectedCounts: [Kind: Int] = [.tokenFile: 88, .tokenCatalog: 36, .specCatalog: 42, .importSource: 15, .exportCatalog: 8]

    /// The entry in the repository.
    var source: String { Fixtures.path("hostile/\(kind.rawValue)/\(name)") }

    /// The name the entry has once materialised (without a `.gen` suffix).
    var materialisedName: String { name.hasSuffix(".gen") ? String(name.dropLast(".gen".count)) : name }

    /// Whether the entry tries scale: a chain, count or nesting of 10,000 or more, as its name
    /// says (`tokens-alias-chain-100000`, `composition-gradients-60000-stops`).
    var isLarge: Bool { name.split { !$0.isNumber }.contains { (Int($0) ?? 0) >= 10_000 } }

    /// Whether the entry tries a chain, a cycle, deep nesting or sheer size, as its name says
    /// (`extends-cycle-self`, `nesting-129-deep-groups`, `string-50mb`, `2-pow-30-contexts`):
    /// what fails by a signal (a stack overflow, memory) or a hang (a cycle followed for ever),
    /// which only a process can show.
    var triesDepthOrSize: Bool { ["chain", "cycle", "nest", "deep", "50mb", "-mib", "-pow-"].contains { name.contains($0) } }

    /// Whether the entry runs through the built binary as well: those that try scale, depth or
    /// size. The others fail, if they fail, with a wrong diagnostic, which the in-process pass
    /// checks.
    var needsAProcess: Bool { isLarge || triesDepthOrSize || kind == .exportCatalog || kind == .importSource }

    /// Whether the entry is one file (copied into `case/`) rather than a folder (copied as
    /// `case`).
    var isFile: Bool {
        kind == .tokenFile || (kind == .importSource && (materialisedName.hasSuffix(".json")))
    }

    /// The principles the corpus is grouped by (issue 24): each entry tries one, as its folder
    /// and name say, and each principle's family holds several entries.
    enum Principle: String, Sendable, CaseIterable {
        /// Every recursive reader has a depth limit or is iterative: chains, cycles, nesting.
        case boundedRecursion = "recursion"
        /// What one command writes, the next reads: `import` and `export`.
        case writtenThenRead = "written-then-read"
        /// Names that would make an unwritable file are refused at load.
        case writableNames = "names"
        /// Nothing outside the catalogue is read: links, `..`, absolute paths.
        case boundary = "boundary"
        /// An asset can neither run script nor reach outside its file.
        case safeAssets = "assets"
        /// Scale and size stay within the budget: 10,000 or more of a thing, 50 MB, 2³⁰.
        case size = "size"
        /// Malformed input (syntax, encoding, types) is an error at its file:line:col.
        case wellFormed = "well-formed"
    }

    /// The principle the entry tries.
    var principle: Principle {
        if kind == .importSource || kind == .exportCatalog { return .writtenThenRead }
        if name.hasPrefix("names-") { return .writableNames }
        if name.hasPrefix("asset-") { return .safeAssets }
        if ["symlink", "parent-folder", "absolute-path", "path-traversal", "leaving"].contains(where: name.contains) { return .boundary }
        if ["chain", "cycle", "nest", "deep"].contains(where: name.contains) { return .boundedRecursion }
        if isLarge || triesDepthOrSize { return .size }
        return .wellFormed
    }

    /// How many entries each principle's family holds.
    static let expectedPrinciples: [Principle: Int] = [
        .boundedRecursion: 25, .writtenThenRead: 23, .writableNames: 9, .boundary: 11, .safeAssets: 3, .size: 8, .wellFormed: 110,
    ]

    var testDescription: String { "\(kind.rawValue)/\(name)" }
}

/// A temporary folder holding one corpus entry ready to run, the `.gen` files expanded and the
/// `.symlink` files turned into links:
///
///     <workspace>/case/              the catalogue (or the folder of the token file)
///     <workspace>/outside/valid.tokens.json
///                                    a valid token file outside the catalogue, which links
///                                    and `..` references in the corpus point at
///     <workspace>/valid/             a valid catalogue (Tests/Fixtures/catalog/valid), the
///                                    other side for `dscheck diff`
struct HostileWorkspace {
    /// The workspace folder; commands run in it.
    let folder: String
    /// The entry's path relative to `folder`: `case` for a catalogue, `case/<file>` for a file.
    let entryPath: String

    static let outsideTokens = """
        { "outside": { "$type": "number", "secret": { "$value": 42 } } }

        """

    init(_ entry: HostileCase) throws {
        let manager = FileManager.default
        folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("dscheck-hostile-\(UUID().uuidString)")
        let caseFolder = (folder as NSString).appendingPathComponent("case")
        try manager.createDirectory(atPath: (folder as NSString).appendingPathComponent("outside"), withIntermediateDirectories: true)
        try Data(Self.outsideTokens.utf8).write(to: URL(fileURLWithPath: (folder as NSString).appendingPathComponent("outside/valid.tokens.json")))
        try manager.copyItem(atPath: Fixtures.path("catalog/valid"), toPath: (folder as NSString).appendingPathComponent("valid"))
        if entry.isFile {
            try manager.createDirectory(atPath: caseFolder, withIntermediateDirectories: true)
            try manager.copyItem(atPath: entry.source, toPath: (caseFolder as NSString).appendingPathComponent(entry.name))
            entryPath = "case/" + entry.materialisedName
        } else {
            try manager.copyItem(atPath: entry.source, toPath: caseFolder)
            entryPath = "case"
        }
        try Self.materialise(caseFolder)
    }

    /// Expands every `X.gen` under `path` into `X` and turns every `X.symlink` into a link `X`
    /// to the path the file holds.
    private static func materialise(_ path: String) throws {
        let manager = FileManager.default
        let names = manager.subpaths(atPath: path) ?? []
        for name in names.sorted() {
            let file = (path as NSString).appendingPathComponent(name)
            if name.hasSuffix(".gen") {
                try CorpusGenerator.expand(file, into: String(file.dropLast(".gen".count)))
                try manager.removeItem(atPath: file)
            } else if name.hasSuffix(".symlink") {
                let target = try String(contentsOfFile: file, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
                try manager.removeItem(atPath: file)
                try manager.createSymbolicLink(atPath: String(file.dropLast(".symlink".count)), withDestinationPath: target)
            }
        }
    }

    /// The absolute path of `relative` in the workspace, for runs in process, which share the
    /// test process's working directory.
    func path(_ relative: String) -> String { (folder as NSString).appendingPathComponent(relative) }

    /// How a run in process names the entry's files: by the absolute path it was given in text
    /// on the terminal, and relative to the catalogue's parent in reports (JSON, GitHub), as
    /// CI shows them.
    var reportedPrefixes: [String] { [path("case") + "/", "case/"] }

    /// Deletes the workspace.
    func remove() {
        try? FileManager.default.removeItem(atPath: folder)
    }
}
