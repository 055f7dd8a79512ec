import DesignSupport
import Foundation

/// Reads token and resolver files below one root folder, refusing any path that leaves it, and
/// reads each file once.
final class CatalogFiles {
    /// The folder no reference may leave, absolute as given (a link to the folder is kept, so
    /// the paths of its files compare with it; ``CatalogPath`` resolves links on both sides).
    let root: String
    let reader: JSONReader
    private var cache: [String: Result<JSONNode, JSONReadError>] = [:]
    /// Files parsed ahead by ``prefetch(_:from:)`` that ``json(at:referencedAt:)`` has not yet
    /// taken.
    private var prefetched: [String: Result<JSONNode, JSONReadError>] = [:]
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

    init(root: String, reader: JSONReader = JSONReader()) {
        self.root = CatalogPath.absolute(root)
        self.reader = reader
    }

    /// Why a reference cannot be read, as ``locate(_:from:at:)`` reports it.
    private enum LocateProblem: Error {
        case absolute
        case missing
        case outside(String)
    }

    /// The display path of `reference` (relative to the folder of `referrer`), or why it may
    /// not be read; reports nothing.
    private func path(of reference: String, from referrer: String) -> Result<String, LocateProblem> {
        if CatalogPath.isAbsolute(reference) { return .failure(.absolute) }
        let folder = (referrer as NSString).deletingLastPathComponent
        let joined = ((folder.isEmpty ? "." : folder) as NSString).appendingPathComponent(reference)
        let escape = CatalogPath.escapeProblem(joined, root: root)
        if !FileManager.default.fileExists(atPath: joined), escape == nil { return .failure(.missing) }
        if let escape { return .failure(.outside(escape)) }
        return .success(Self.relativeDisplayPath(joined))
    }

    /// The path of `reference` (relative to the folder of `referrer`), or nil after reporting
    /// why it may not be read: absolute, outside the root, or a link that leads outside.
    func locate(_ reference: String, from referrer: String, at location: SourceLocation) -> String? {
        switch path(of: reference, from: referrer) {
        case .success(let path):
            return path
        case .failure(.absolute):
            report(
                TokenDiagnostic.outsideCatalog,
                "$ref \"\(reference)\" is an absolute path or URL; dscheck reads only files inside the catalogue folder, so write a path relative to \(Self.displayName(of: referrer))",
                at: location)
        case .failure(.missing):
            report(
                TokenDiagnostic.missingFile,
                "$ref \"\(reference)\" names a file that does not exist; check the path (relative to \(Self.displayName(of: referrer)))", at: location
            )
        case .failure(.outside(let problem)):
            report(TokenDiagnostic.outsideCatalog, "$ref \"\(reference)\" cannot be read: \(problem)", at: location)
        }
        unreadable.append(location)
        return nil
    }

    /// Parses, on all cores, the files that `references` (relative to the folder of
    /// `referrer`) name and that ``json(at:referencedAt:)`` would read, so that a set of several
    /// token files is read in parallel. Reports nothing and counts nothing: ``json(at:referencedAt:)``
    /// still reports each file's problems, in the order it is asked for them, and refuses the
    /// files past ``maximumTotalSize``, none of which is parsed here.
    func prefetch(_ references: [String], from referrer: String) {
        var paths: [String] = []
        var total = bytesRead
        for reference in references {
            guard case .success(let path) = path(of: reference, from: referrer), cache[path] == nil, prefetched[path] == nil,
                !paths.contains(path), CatalogPath.absolute(path) != CatalogPath.absolute(referrer)
            else { continue }
            total += FileStatus(path, followingLinks: true).map { Int($0.size) } ?? 0
            guard total <= Self.maximumTotalSize else { break }
            paths.append(path)
        }
        guard paths.count > 1 else { return }
        let reader = reader
        let results = paths.concurrentMap { path in LargeStack.run { Self.read(path, with: reader) } }
        for (path, result) in zip(paths, results) { prefetched[path] = result }
    }

    /// The parsed file at `path`, read once; nil after reporting why it cannot be read, at
    /// `location` (where it is referenced) when the file would take the catalogue past
    /// ``maximumTotalSize`` (reported for the first such file only).
    func json(at path: String, referencedAt location: SourceLocation? = nil) -> JSONNode? {
        if let cached = cache[path] { return try? cached.get() }
        let size = FileStatus(path, followingLinks: true).map { Int($0.size) } ?? 0
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
        let result = prefetched.removeValue(forKey: path) ?? Self.read(path, with: reader)
        if case .failure(let error) = result {
            collector.append(error.diagnostic)
            unreadable.append(error.diagnostic.location)
        }
        cache[path] = result
        return try? result.get()
    }

    /// The file at `path`, parsed by `reader`.
    private static func read(_ path: String, with reader: JSONReader) -> Result<JSONNode, JSONReadError> {
        do throws(JSONReadError) { return .success(try reader.read(fileAt: path)) } catch { return .failure(error) }
    }

    func report(_ kind: TokenDiagnostic, _ message: String, at location: SourceLocation, severity: Severity = .error) {
        collector.report(kind, message, at: location, severity: severity)
    }

    static func displayName(of path: String) -> String {
        (path as NSString).lastPathComponent
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
