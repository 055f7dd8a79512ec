import DesignSupport
import DesignTokens

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
        load(folder: folder, settingsProblems: settingsProblems, files: .disk)
    }

    /// ``load(folder:settingsProblems:)`` of a catalogue whose files are in `access`: every file
    /// the loader and the checks read is read from it.
    package static func load(
        folder: String, settingsProblems: CatalogManifest.SettingsCheck? = nil, files access: FileAccess
    ) -> (catalog: Catalog?, diagnostics: [Diagnostic]) {
        let (manifest, manifestDiagnostics) = CatalogManifest.load(folder: folder, settingsProblems: settingsProblems, files: access)
        guard let manifest else { return (nil, manifestDiagnostics) }
        let files = SpecFiles(folder: folder, access: access)
        var tokens = TokenSource(file: files.path(manifest.tokens), root: folder, settings: manifest.tokenSettings, files: access)
        let defaultTokens = tokens.resolve(context: tokens.defaultContext)
        // The other contexts are resolved, and the documents let go, while the specs are read
        // (which needs the default context alone), except in a process that favours a low peak:
        // there they go first, so the parsed trees are never alive with the specs' models.
        // `tokens` and `contextTokens` are the thread's until it is joined.
        var contextTokens: [(context: ResolverContext, tokens: TokenSet)] = []
        let resolveOthers = { contextTokens = tokens.resolveEveryContextReleasingDocuments(defaults: defaultTokens) }
        var others: StartedThread?
        if !OS.favoursLowPeak, tokens.allContexts.count > 1, case .success(let started) = OS.startThread(stackSize: 1 << 20, resolveOthers) {
            others = consume started
        } else {
            resolveOthers()
            OS.returnFreedMemory()
        }
        let reader = SpecReader(tokens: defaultTokens)
        reader.assets = AssetFolder(files: files).load(reportingTo: reader)

        let componentFiles = files.specs(in: SpecFiles.componentFolder, reader: reader)
        reader.componentIDs = Set(componentFiles.map(\.id))
        var elementPaths: [String: JSONElementPaths] = [:]
        let components = read(componentFiles, of: files, into: reader, keepingPaths: &elementPaths) { $0.component($1, fileID: $2) }
        reader.components = Dictionary(components.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let compositionFiles = files.specs(in: SpecFiles.compositionFolder, reader: reader)
        let compositions = read(compositionFiles, of: files, into: reader, keepingPaths: &elementPaths) { $0.composition($1, fileID: $2) }

        others.take()?.join()
        let waiting = WaitingReferences(tokens: defaultTokens, inSpecs: reader.waitingReferences)
        let diagnostics = (manifestDiagnostics + reader.diagnostics + waiting.diagnostics).sorted()
        let loaded = Set(components.map(\.id) + compositions.map(\.id))
        var catalog = Catalog(
            folder: folder, manifest: manifest, tokens: tokens, defaultTokens: defaultTokens, contextTokens: contextTokens, components: components,
            compositions: compositions, tokenUses: reader.tokenUses, diagnostics: diagnostics)
        catalog.assets = reader.assets
        catalog.elementPaths = elementPaths
        catalog.files = access
        catalog.unloadedSpecs = Set((componentFiles + compositionFiles).map(\.id)).subtracting(loaded).sorted()
        return (catalog, diagnostics)
    }

    /// The specs in `specFiles`, each read by `model` (a reader, the spec's JSON and its id),
    /// with their element paths kept in `elementPaths` and what reading them found taken into
    /// `reader`. Many are read in consecutive runs on all cores, each by a reader of its own,
    /// taken in in file order: diagnostics, token uses and specs come out in the order one
    /// reader would have found them.
    private static func read<Spec: Sendable>(
        _ specFiles: [SpecFiles.File], of files: SpecFiles, into reader: SpecReader, keepingPaths elementPaths: inout [String: JSONElementPaths],
        _ model: @escaping @Sendable (SpecReader, JSONNode, String) -> Spec?
    ) -> [Spec] {
        // Below this many, another thread is not worth starting. Above, the runs are short, eight
        // per core, so that a core that comes free takes the next: the other contexts' tokens are
        // resolved at the same time, and one run per core left a core idle while the other
        // finished the run it started late (50 ms of 300 at 1,000 components).
        let runCount = specFiles.count < 64 ? 1 : 8 * ProcessInfo.processInfo.activeProcessorCount
        let runLength = (specFiles.count + runCount - 1) / max(runCount, 1)
        let runs = stride(from: 0, to: specFiles.count, by: max(runLength, 1)).map {
            Array(specFiles[$0..<min($0 + runLength, specFiles.count)])
        }
        let start = reader.start
        let read = runs.concurrentMap { run -> (specs: [Spec], paths: [(String, JSONElementPaths)], found: SpecReader.Found) in
            let own = SpecReader(from: start)
            var paths: [(String, JSONElementPaths)] = []
            let specs = run.compactMap { file -> Spec? in
                own.subject = file.id
                guard let json = files.json(file, reader: own) else { return nil }
                paths.append((file.path, JSONElementPaths(json)))
                return model(own, json, file.id)
            }
            return (specs, paths, own.found)
        }
        var specs: [Spec] = []
        for run in read {
            specs += run.specs
            for (path, paths) in run.paths { elementPaths[path] = paths }
            reader.take(run.found)
        }
        return specs
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
    /// Where the files are.
    let access: FileAccess

    static let componentFolder = "components"
    static let compositionFolder = "compositions"

    /// `relative` joined to the catalogue folder (`catalog/components/button.json`).
    func path(_ relative: String) -> String {
        folder == "." ? relative : PathName.joined(folder, relative)
    }

    /// The `*.json` files in `subfolder`, sorted by name. A missing subfolder has none; a
    /// directory where a file or a folder should be is reported, and so is a file whose name a
    /// Mac takes for another's (see ``sameOnAMac(_:reader:)``).
    func specs(in subfolder: String, reader: SpecReader) -> [File] {
        Self.sameOnAMac(files(in: subfolder, reader: reader), reader: reader)
    }

    /// `files` without each one whose name differs from an earlier one's only in case or in
    /// Unicode normalisation (`café` written precomposed and decomposed), reported at it. APFS
    /// and HFS+ take such names for one file, so a checkout on a Mac keeps only one of the two,
    /// and dscheck's pages named after them would overwrite each other.
    private static func sameOnAMac(_ files: [File], reader: SpecReader) -> [File] {
        // Swift compares strings by canonical equivalence, so the key is both case- and
        // normalisation-insensitive.
        var first: [String: File] = [:]
        return files.filter { file in
            let key = file.id.lowercased()
            guard let earlier = first[key] else {
                first[key] = file
                return true
            }
            reader.report(
                .invalidValue,
                "\(PathName.lastComponent(file.path)) and \(PathName.lastComponent(earlier.path)) differ only in case or in how an accent is encoded (\(Self.scalars(file.id)) and \(Self.scalars(earlier.id))), which a Mac takes for one file name; rename one of them",
                at: .file(file.path))
            return false
        }
    }

    /// A name with its code points beyond ASCII written out, so two names that look alike can
    /// be told apart in a message (`cafe<U+0301>`).
    private static func scalars(_ name: String) -> String {
        name.unicodeScalars.map { $0.isASCII ? String($0) : "<" + ControlCharacters.codePoint($0) + ">" }.joined()
    }

    private func files(in subfolder: String, reader: SpecReader) -> [File] {
        let directory = path(subfolder)
        let presence = access.presence(directory)
        guard presence != .none else { return [] }
        guard presence == .folder, let names = access.names(inFolder: directory) else {
            reader.report(
                .unreadable, "\(subfolder) should be a folder of spec files; move this file away and create a folder",
                at: .file(directory))
            return []
        }
        let root = CatalogPath.Root(folder, files: access)
        let listing = root.listing(directory)
        return names.filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }.sorted().compactMap { name in
            let file = File(id: String(name.dropLast(".json".count)), path: PathName.joined(directory, name))
            let status = access.status(file.path, followingLinks: false)
            if let problem = root.escapeProblem(ofFileNamed: name, in: listing, status: status) {
                reader.report(.unreadable, "\(name) cannot be read: \(problem)", at: .file(file.path))
                return nil
            }
            // A link is followed, as FileManager did; anything else is as `lstat` saw it.
            let isFolder = status?.kind == .symbolicLink ? access.status(file.path, followingLinks: true)?.kind == .folder : status?.kind == .folder
            if isFolder {
                reader.report(
                    .unreadable, "\(name) is a folder; a spec is a JSON file, so rename the folder or move its contents",
                    at: .file(file.path))
                return nil
            }
            return file
        }
    }

    /// The JSON of `file`, or nil after reporting why it cannot be read.
    func json(_ file: File, reader: SpecReader) -> JSONNode? {
        do {
            return try JSONReader().read(fileAt: file.path, files: access)
        } catch {
            reader.report(error)
            return nil
        }
    }
}
