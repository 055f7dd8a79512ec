import DesignSupport

/// Reads token and resolver files below one root folder, refusing any path that leaves it, and
/// reads each file once.
final class CatalogFiles {
    /// The folder no reference may leave, absolute as given (a link to the folder is kept, so
    /// the paths of its files compare with it; ``CatalogPath`` resolves links on both sides).
    let root: String
    let reader: JSONReader
    /// Where the files are.
    let files: FileAccess
    private var cache: [String: Result<JSONNode, JSONReadError>] = [:]
    private var collector = DiagnosticCollector()
    /// The bytes of the files read so far.
    private var bytesRead = 0

    /// The most bytes of token and resolver files one catalogue reads, checked from each file's
    /// size before it is read: about 160,000 tokens, whose checking, site and diff (which reads two catalogues) stay within
    /// 2 GB of memory. A million tokens (200 MB of JSON) needed 7.5 GB for the site.
    static let maximumTotalSize = 32 << 20

    /// What was found so far.
    var diagnostics: [Diagnostic] { collector.diagnostics }
    /// Where each file that a resolver or token file names but that could not be read is
    /// reported: its tokens are missing, and references to them wait on it.
    private(set) var unreadable: [SourceLocation] = []

    init(root: String, reader: JSONReader = JSONReader(), files: FileAccess = .disk) {
        self.root = CatalogPath.absolute(root)
        self.reader = reader
        self.files = files
    }

    /// The path of `reference` (relative to the folder of `referrer`), or nil after reporting
    /// why it may not be read: absolute, outside the root, or a link that leads outside.
    func locate(_ reference: String, from referrer: String, at location: SourceLocation) -> String? {
        if CatalogPath.isAbsolute(reference) {
            report(
                TokenDiagnostic.outsideCatalog,
                "$ref \"\(reference)\" is an absolute path or URL; dscheck reads only files inside the catalogue folder, so write a path relative to \(Self.displayName(of: referrer))",
                at: location)
            unreadable.append(location)
            return nil
        }
        let folder = PathName.parent(referrer)
        let joined = PathName.joined((folder.isEmpty ? "." : folder), reference)
        if files.presence(joined) == .none, CatalogPath.escapeProblem(joined, root: root, files: files) == nil {
            report(
                TokenDiagnostic.missingFile,
                "$ref \"\(reference)\" names a file that does not exist; check the path (relative to \(Self.displayName(of: referrer)))", at: location
            )
            unreadable.append(location)
            return nil
        }
        if let problem = CatalogPath.escapeProblem(joined, root: root, files: files) {
            report(TokenDiagnostic.outsideCatalog, "$ref \"\(reference)\" cannot be read: \(problem)", at: location)
            unreadable.append(location)
            return nil
        }
        return Self.relativeDisplayPath(joined)
    }

    /// The parsed file at `path`, read once; nil after reporting why it cannot be read, at
    /// `location` (where it is referenced) when the file would take the catalogue past
    /// ``maximumTotalSize`` (reported for the first such file only).
    func json(at path: String, referencedAt location: SourceLocation? = nil) -> JSONNode? {
        if let cached = cache[path] { return try? cached.get() }
        let size = files.status(path, followingLinks: true).map { Int($0.size) } ?? 0
        guard bytesRead + size <= Self.maximumTotalSize else {
            cache[path] = .failure(JSONReadError(.unreadable, "too large", at: .file(path)))
            if bytesRead > Self.maximumTotalSize { return nil }
            bytesRead = Self.maximumTotalSize + 1
            let reported = location ?? .file(Self.relativeDisplayPath(path))
            report(
                TokenDiagnostic.tokensTooLarge,
                "\(Self.displayName(of: path)) (\(size) bytes) would take the token files past \(Self.maximumTotalSize >> 20) MiB, the most dscheck reads for one catalogue (about 160,000 tokens); split the design system into catalogues of fewer tokens",
                at: reported)
            unreadable.append(reported)
            return nil
        }
        bytesRead += size
        let result: Result<JSONNode, JSONReadError>
        do throws(JSONReadError) {
            result = .success(try reader.read(fileAt: path, files: files))
        } catch {
            result = .failure(error)
            collector.append(error.diagnostic)
            unreadable.append(error.diagnostic.location)
        }
        cache[path] = result
        return try? result.get()
    }

    func report(_ kind: TokenDiagnostic, _ message: String, at location: SourceLocation, severity: Severity = .error) {
        collector.report(kind, message, at: location, severity: severity)
    }

    static func displayName(of path: String) -> String {
        PathName.lastComponent(path)
    }

    /// A path as users read it in diagnostics: `./` and `a/../` folded away.
    static func relativeDisplayPath(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
                continue
            }
            parts.append(part)
        }
        let joined = parts.joined(separator: "/")
        return path.hasPrefix("/") ? "/" + joined : (joined.isEmpty ? "." : joined)
    }
}
