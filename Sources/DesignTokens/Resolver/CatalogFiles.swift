import Foundation

/// Reads token and resolver files below one root folder, refusing any path that leaves it, and
/// reads each file once.
final class CatalogFiles {
    /// The folder no reference may leave (absolute, symlinks resolved).
    let root: String
    let reader: JSONReader
    private var cache: [String: Result<JSONNode, JSONReadError>] = [:]
    private(set) var diagnostics: [Diagnostic] = []

    init(root: String, reader: JSONReader = JSONReader()) {
        self.root = CatalogFiles.realPath(root)
        self.reader = reader
    }

    /// The path of `reference` (relative to the folder of `referrer`), or nil after reporting
    /// why it may not be read: absolute, outside the root, or a link that leads outside.
    func locate(_ reference: String, from referrer: String, at location: SourceLocation) -> String? {
        if reference.hasPrefix("/") || reference.hasPrefix("~") || reference.contains("://") {
            report("tokens/outside-catalog",
                   "$ref \"\(reference)\" is an absolute path or URL; dscheck reads only files inside the catalogue folder, so write a path relative to \(Self.displayName(of: referrer))",
                   at: location)
            return nil
        }
        let folder = (referrer as NSString).deletingLastPathComponent
        let joined = ((folder.isEmpty ? "." : folder) as NSString).appendingPathComponent(reference)
        let standardized = Self.absolute(joined)
        guard Self.isInside(standardized, root) else {
            report("tokens/outside-catalog",
                   "$ref \"\(reference)\" leaves the catalogue folder; keep token files inside \(root)",
                   at: location)
            return nil
        }
        guard FileManager.default.fileExists(atPath: standardized) else {
            report("tokens/missing-file", "$ref \"\(reference)\" names a file that does not exist; check the path (relative to \(Self.displayName(of: referrer)))", at: location)
            return nil
        }
        guard Self.isInside(Self.realPath(standardized), root) else {
            report("tokens/outside-catalog",
                   "$ref \"\(reference)\" is a symbolic link that leads outside the catalogue folder; copy the file into the catalogue instead",
                   at: location)
            return nil
        }
        return Self.relativeDisplayPath(joined)
    }

    /// The parsed file at `path`, read once; nil after reporting why it cannot be read.
    func json(at path: String) -> JSONNode? {
        if let cached = cache[path] { return try? cached.get() }
        let result: Result<JSONNode, JSONReadError>
        do throws(JSONReadError) {
            result = .success(try reader.read(fileAt: path))
        } catch {
            result = .failure(error)
            diagnostics.append(error.diagnostic)
        }
        cache[path] = result
        return try? result.get()
    }

    func report(_ ruleId: String, _ message: String, at location: SourceLocation, severity: Severity = .error) {
        diagnostics.append(Diagnostic(ruleId: ruleId, severity: severity, message: message, location: location))
    }

    static func displayName(of path: String) -> String {
        (path as NSString).lastPathComponent
    }

    /// `path` made absolute against the working directory and standardized (no `.` or `..`).
    static func absolute(_ path: String) -> String {
        let full = path.hasPrefix("/") ? path : (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(path)
        return URL(fileURLWithPath: full).standardized.path
    }

    /// `path` with symbolic links resolved (or standardized, if it does not exist).
    static func realPath(_ path: String) -> String {
        let full = absolute(path)
        guard let resolved = realpath(full, nil) else { return full }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    static func isInside(_ path: String, _ folder: String) -> Bool {
        path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
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
