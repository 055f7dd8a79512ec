import DesignSupport
import DesignTokens
import Foundation

extension Catalog {
    /// The folders of a catalogue whose every file the loader reads (`components`,
    /// `compositions`, `assets`), so a command can refuse to write anything else into them.
    public static let readFolders = [SpecFiles.componentFolder, SpecFiles.compositionFolder, AssetFolder.name]

    /// Loads the catalogue in `folder`: the manifest (`dscheck.json`), the token source it
    /// names, the images in `assets/`, every `components/*.json` and every
    /// `compositions/*.json`, in file-name order.
    ///
    /// Never throws. Every problem is a located error diagnostic: JSON that cannot be read keeps
    /// its `json/…` rule id; problems in specs have `catalog/…` ids. A spec whose required field is
    /// missing or unusable is left out, and the rest of the catalogue still loads; any other
    /// problem leaves out only the value it concerns. Token references are checked against the
    /// default context. Token problems themselves are not repeated here: they are in the token
    /// sets that ``TokenSource/resolve(context:)`` returns.
    ///
    /// - Parameter settingsProblems: Checks the rule settings and waivers of a manifest that
    ///   cannot be used, so they are reported with its other problems (see
    ///   ``CatalogManifest/load(folder:settingsProblems:)``).
    /// - Returns: The catalogue, or nil when the manifest is missing or unusable; and the
    ///   manifest's and the specs' diagnostics, sorted by location (the same as the catalogue's).
    public static func load(
        folder: String, settingsProblems: CatalogManifest.SettingsCheck? = nil
    ) -> (catalog: Catalog?, diagnostics: [Diagnostic]) {
        let (manifest, manifestDiagnostics) = CatalogManifest.load(folder: folder, settingsProblems: settingsProblems)
        guard let manifest else { return (nil, manifestDiagnostics) }
        let files = SpecFiles(folder: folder)
        let (tokenFile, tokenSettings) = (files.path(manifest.tokens), manifest.tokenSettings)
        // The spec files are listed and parsed while the tokens are read and resolved, which
        // the reading of specs needs; what the listing finds is reported afterwards, in order.
        let ((tokens, defaultTokens), (componentFolder, compositionFolder)) = concurrently(
            {
                let tokens = TokenSource(file: tokenFile, root: folder, settings: tokenSettings)
                return (tokens, tokens.resolve(context: tokens.defaultContext))
            },
            { (files.read(SpecFiles.componentFolder), files.read(SpecFiles.compositionFolder)) })
        let reader = SpecReader(tokens: defaultTokens)
        reader.assets = AssetFolder(files: files).load(reportingTo: reader)

        var elementPaths: [String: JSONElementPaths] = [:]
        /// The specs of `folder`, each read by `read` from its JSON, once the problems of
        /// listing the folder are reported: in runs of files on all cores, each run by a reader
        /// of its own, whose findings are added to `reader`'s in file order.
        func specs<Spec: Sendable>(_ folder: consuming SpecFiles.ReadFolder, _ read: @escaping @Sendable (SpecReader, JSONNode, String) -> Spec?)
            -> [Spec]
        {
            folder.reportListingProblems(to: reader)
            let inputs = reader.inputs
            let runs = folder.takeRuns(ProcessInfo.processInfo.activeProcessorCount * 2).concurrentMap { run in
                let runReader = SpecReader(inputs)
                var specs: [Spec] = []
                var paths: [(String, JSONElementPaths)] = []
                for (file, parsed) in run {
                    runReader.subject = file.id
                    switch parsed {
                    case .success(let parsed):
                        paths.append((file.path, parsed.elementPaths))
                        if let spec = read(runReader, parsed.json, file.id) { specs.append(spec) }
                    case .failure(let error):
                        runReader.report(error)
                    }
                }
                return (specs: specs, paths: paths, findings: runReader.findings)
            }
            for run in runs {
                reader.absorb(run.findings)
                for (path, paths) in run.paths { elementPaths[path] = paths }
            }
            return runs.flatMap(\.specs)
        }
        let componentFiles = componentFolder.files
        reader.componentIDs = Set(componentFiles.map(\.id))
        let components = specs(componentFolder) { $0.component($1, fileID: $2) }
        reader.components = Dictionary(components.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let compositionFiles = compositionFolder.files
        let compositions = specs(compositionFolder) { $0.composition($1, fileID: $2) }

        let waiting = WaitingReferences(tokens: defaultTokens, inSpecs: reader.waitingReferences)
        let diagnostics = (manifestDiagnostics + reader.diagnostics + waiting.diagnostics).sorted()
        let loaded = Set(components.map(\.id) + compositions.map(\.id))
        var catalog = Catalog(
            folder: folder, manifest: manifest, tokens: tokens, defaultTokens: defaultTokens, components: components,
            compositions: compositions, tokenUses: reader.tokenUses, diagnostics: diagnostics)
        catalog.assets = reader.assets
        catalog.elementPaths = elementPaths
        catalog.unloadedSpecs = Set((componentFiles + compositionFiles).map(\.id)).subtracting(loaded).sorted()
        return (catalog, diagnostics)
    }
}

/// The spec files of a catalogue folder, with paths as locations show them: joined to the
/// folder as given.
struct SpecFiles {
    /// One spec file.
    struct File {
        /// The file name without `.json`, which is the spec's id.
        let id: String
        /// The path, joined to the catalogue folder.
        let path: String
    }

    let folder: String

    static let componentFolder = "components"
    static let compositionFolder = "compositions"

    /// `relative` joined to the catalogue folder (`catalog/components/button.json`).
    func path(_ relative: String) -> String {
        folder == "." ? relative : (folder as NSString).appendingPathComponent(relative)
    }

    /// A problem found listing a folder of specs, reported once the reader exists.
    struct ListingProblem {
        let kind: CatalogDiagnostic
        let message: String
        let location: SourceLocation
    }

    /// A folder of specs listed and parsed ahead of reading them: its files, what listing it
    /// found, and each file's JSON (with its element paths) or why it could not be read.
    struct ReadFolder {
        let files: [File]
        let listingProblems: [ListingProblem]
        /// By position in ``files``.
        private var parsed: [Result<Parsed, JSONReadError>]

        /// A file's JSON with its element paths.
        struct Parsed: Sendable {
            let json: JSONNode
            let elementPaths: JSONElementPaths
        }

        init(files: [File], listingProblems: [ListingProblem]) {
            self.files = files
            self.listingProblems = listingProblems
            parsed = files.map { file in
                do throws(JSONReadError) {
                    let json = try JSONReader().read(fileAt: file.path)
                    return .success(Parsed(json: json, elementPaths: JSONElementPaths(json)))
                } catch {
                    return .failure(error)
                }
            }
        }

        func reportListingProblems(to reader: SpecReader) {
            for problem in listingProblems { reader.report(problem.kind, problem.message, at: problem.location) }
        }

        /// The files with their JSON, in at most `count` runs of consecutive files; the folder
        /// gives its JSON up, so that each spec's is freed once its run has been read.
        mutating func takeRuns(_ count: Int) -> [[(file: File, parsed: Result<Parsed, JSONReadError>)]] {
            let all = Array(zip(files, parsed))
            parsed = []
            let length = max(1, (all.count + count - 1) / max(count, 1))
            return stride(from: 0, to: all.count, by: length).map { Array(all[$0..<min($0 + length, all.count)]) }
        }
    }

    /// The `*.json` files in `subfolder`, sorted by name, each parsed. A missing subfolder has
    /// none; a directory where a file or a folder should be is a listing problem, and so is a
    /// file whose name a Mac takes for another's (see ``sameOnAMac(_:problems:)``).
    func read(_ subfolder: String) -> ReadFolder {
        var problems: [ListingProblem] = []
        let files = Self.sameOnAMac(files(in: subfolder, problems: &problems), problems: &problems)
        return ReadFolder(files: files, listingProblems: problems)
    }

    /// `files` without each one whose name differs from an earlier one's only in case or in
    /// Unicode normalisation (`café` written precomposed and decomposed), reported at it. APFS
    /// and HFS+ take such names for one file, so a checkout on a Mac keeps only one of the two,
    /// and dscheck's pages named after them would overwrite each other.
    private static func sameOnAMac(_ files: [File], problems: inout [ListingProblem]) -> [File] {
        // Swift compares strings by canonical equivalence, so the key is both case- and
        // normalisation-insensitive.
        var first: [String: File] = [:]
        return files.filter { file in
            let key = file.id.lowercased()
            guard let earlier = first[key] else {
                first[key] = file
                return true
            }
            problems.append(
                ListingProblem(
                    kind: .invalidValue,
                    message:
                        "\((file.path as NSString).lastPathComponent) and \((earlier.path as NSString).lastPathComponent) differ only in case or in how an accent is encoded (\(Self.scalars(file.id)) and \(Self.scalars(earlier.id))), which a Mac takes for one file name; rename one of them",
                    location: .file(file.path)))
            return false
        }
    }

    /// A name with its code points beyond ASCII written out, so two names that look alike can
    /// be told apart in a message (`cafe<U+0301>`).
    private static func scalars(_ name: String) -> String {
        name.unicodeScalars.map { $0.isASCII ? String($0) : "<" + ControlCharacters.codePoint($0) + ">" }.joined()
    }

    private func files(in subfolder: String, problems: inout [ListingProblem]) -> [File] {
        let directory = path(subfolder)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) else { return [] }
        guard isDirectory.boolValue, let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else {
            problems.append(
                ListingProblem(
                    kind: .unreadable, message: "\(subfolder) should be a folder of spec files; move this file away and create a folder",
                    location: .file(directory)))
            return []
        }
        let root = CatalogPath.Root(folder)
        let listing = root.listing(directory)
        return names.filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }.sorted().compactMap { name in
            let file = File(id: String(name.dropLast(".json".count)), path: (directory as NSString).appendingPathComponent(name))
            let status = FileStatus(file.path, followingLinks: false)
            if let problem = root.escapeProblem(ofFileNamed: name, in: listing, status: status) {
                problems.append(ListingProblem(kind: .unreadable, message: "\(name) cannot be read: \(problem)", location: .file(file.path)))
                return nil
            }
            // A link is followed, as FileManager did; anything else is as `lstat` saw it.
            let isFolder = status?.kind == .symbolicLink ? FileStatus.isFolder(file.path) : status?.kind == .folder
            if isFolder {
                problems.append(
                    ListingProblem(
                        kind: .unreadable, message: "\(name) is a folder; a spec is a JSON file, so rename the folder or move its contents",
                        location: .file(file.path)))
                return nil
            }
            return file
        }
    }

}
