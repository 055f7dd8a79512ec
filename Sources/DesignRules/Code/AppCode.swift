import DesignCatalog
import DesignSupport
import DesignTokens
import SwiftCode

/// The app's Swift sources, read once per check for the drift rules: every `.swift` file in the
/// configured folders (hidden folders and symbolic links passed over), and each component's
/// `sourceFile`, found in those folders or else in the repository.
struct AppCode: Sendable {
    /// One Swift file, read.
    struct File: Sendable {
        /// The path as locations show it (joined to the catalogue folder, or as `--sources` gave it).
        let path: String
        /// The path relative to the catalogue folder (`../App/Sources/HomeView.swift`): the
        /// subject of its findings, whatever folder dscheck runs in.
        let subject: String
        let scan: SwiftFileScan
    }

    /// The largest Swift file read, in bytes.
    static let maximumFileSize = 4 << 20
    /// The most Swift files read for one catalogue.
    static let maximumFileCount = 20_000

    /// Whether any sources are configured; the drift rules run only then.
    let isConfigured: Bool
    /// The files of the source folders, by path.
    let files: [File]
    /// Each `sourceFile` the components name, as written, with its file (nil when not found).
    private let sourceFiles: [String: File?]

    /// No sources: the drift rules do not run.
    init() {
        isConfigured = false
        files = []
        sourceFiles = [:]
    }

    private init(files: [File], sourceFiles: [String: File?]) {
        isConfigured = true
        self.files = files
        self.sourceFiles = sourceFiles
    }

    /// The file a component's `sourceFile` names, or nil when it is in none of the source folders
    /// and not in the repository.
    func sourceFile(_ written: String) -> File? {
        sourceFiles[written] ?? nil
    }

    /// Reads the sources `selection` names for `catalog`, with the problems found: a `"sources"`
    /// that is not an array of paths, a path that does not exist (errors at the entry), a file
    /// that cannot be read or is too large (warnings at the file).
    static func read(for catalog: Catalog, selection: SourceSelection) -> (code: AppCode, diagnostics: [Diagnostic]) {
        var collector = DiagnosticCollector()
        let access = catalog.files
        let roots: [(path: String, location: SourceLocation)]
        switch selection {
        case .none: return (AppCode(), [])
        case .paths(let paths): roots = paths.map { (SourcePath.normalized($0), .file($0)) }
        case .manifest:
            guard let node = catalog.manifest.sources else { return (AppCode(), []) }
            guard let entries = node.array, entries.allSatisfy({ $0.string?.isEmpty == false }) else {
                collector.report(
                    ConfigDiagnostic.invalidSources,
                    "\"sources\" must be an array of folders or Swift files relative to the catalogue folder, such as [\"../App/Sources\"]",
                    at: node.location)
                return (AppCode(), collector.diagnostics)
            }
            roots = entries.map { (SourcePath.joined(catalog.folder, $0.string!), $0.location) }
        }
        // The catalogue's repository (or its parent folder): what "sources" may name, and where a
        // component's `sourceFile` is looked for last.
        let boundary = ReportRoot(catalogFolder: catalog.folder, files: access).path
        var paths: [String] = []
        var seen: Set<String> = []
        for root in roots {
            let presence = access.presence(root.path)
            guard presence != .none else {
                collector.report(
                    ConfigDiagnostic.invalidSources,
                    "the sources path \(root.path) does not exist; name the app's Swift source folder, relative to the catalogue folder",
                    at: root.location)
                continue
            }
            if case .manifest = selection, let outside = Self.outside(root.path, boundary: boundary, files: access) {
                collector.report(
                    ConfigDiagnostic.invalidSources,
                    "the sources path \(root.path) lies outside \(boundary)\(outside), and dscheck.json (which a pull request can change) may name only folders inside it; move the sources there, or give the folder with --sources on the command line",
                    at: root.location)
                continue
            }
            let found = presence == .folder ? SourcePath.swiftFiles(in: root.path, files: access) : [root.path]
            for path in found where seen.insert(CatalogPath.absolute(path)).inserted {
                paths.append(path)
            }
        }
        if paths.count > maximumFileCount {
            collector.report(
                ConfigDiagnostic.unreadableSource,
                "the sources hold \(paths.count) Swift files; dscheck reads the first \(maximumFileCount) by path; name fewer folders",
                at: roots.first?.location ?? catalog.manifest.location)
            paths = Array(paths.sorted().prefix(maximumFileCount))
        }
        let folder = catalog.folder
        var files = read(paths.sorted(), catalogFolder: folder, files: access, collector: &collector)
        var byAbsolute = Dictionary(files.map { (CatalogPath.absolute($0.path), $0) }, uniquingKeysWith: { first, _ in first })
        let candidates = roots.map(\.path) + [boundary]
        var sourceFiles: [String: File?] = [:]
        for written in Set(catalog.components.compactMap(\.sourceFile)).sorted() {
            let path = candidates.lazy.map { SourcePath.joined($0, written) }.first { access.presence($0) != .none }
            guard let path else {
                sourceFiles[written] = .some(nil)
                continue
            }
            if let known = byAbsolute[CatalogPath.absolute(path)] {
                sourceFiles[written] = known
            } else if let file = read([path], catalogFolder: folder, files: access, collector: &collector).first {
                byAbsolute[CatalogPath.absolute(path)] = file
                files.append(file)
                sourceFiles[written] = file
            } else {
                sourceFiles[written] = .some(nil)
            }
        }
        return (AppCode(files: files, sourceFiles: sourceFiles), collector.diagnostics)
    }

    /// Nil when `path`, with every link in it followed, lies in `boundary` (the catalogue's
    /// repository, or its parent folder outside git); else how it leaves, for the message.
    private static func outside(_ path: String, boundary: String, files: FileAccess) -> String? {
        guard let real = files.realPath(path), let root = files.realPath(boundary) else { return "" }
        if real == root || real.hasPrefix(root == "/" ? "/" : root + "/") { return nil }
        return real == CatalogPath.absolute(path) ? "" : " (it leads to \(real))"
    }

    /// `paths` read and scanned on all cores; one that cannot be read is reported and left out.
    private static func read(_ paths: [String], catalogFolder: String, files: FileAccess, collector: inout DiagnosticCollector) -> [File] {
        let results = paths.concurrentMap { path -> Result<File, SourceReadFailure> in
            guard let size = files.status(path, followingLinks: true).map({ Int($0.size) }) else {
                return .failure(SourceReadFailure(path: path, reason: "cannot be read; check its permissions"))
            }
            guard size <= maximumFileSize else {
                return .failure(
                    SourceReadFailure(
                        path: path,
                        reason:
                            "is \(size) bytes, over the \(maximumFileSize >> 20) MiB dscheck reads of one Swift file; the drift rules pass over it"
                    ))
            }
            guard let data = files.contents(path) else {
                return .failure(SourceReadFailure(path: path, reason: "cannot be read; \(files.unreadableAdvice(path))"))
            }
            return .success(File(path: path, subject: SourcePath.relative(path, to: catalogFolder), scan: SwiftFileScan(Array(data))))
        }
        return results.compactMap { result in
            switch result {
            case .success(let file): return file
            case .failure(let failure):
                collector.report(ConfigDiagnostic.unreadableSource, "\(failure.path) \(failure.reason)", at: .file(failure.path))
                return nil
            }
        }
    }
}

/// Why a Swift file could not be read.
private struct SourceReadFailure: Error {
    let path: String
    let reason: String
}
