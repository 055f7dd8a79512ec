import DesignSupport
import DesignTokens
import Foundation

/// What one finding is, independent of where its lines happen to be: its rule, its subject, its
/// file in the catalogue, the element or layer it is about (a path into the file's JSON, array
/// positions replaced by the element's `id` where it has one), its resolver context, and which
/// occurrence it is when the same rule finds the same element more than once. Reformatting a
/// file or moving an element to another line keeps the identity; a new finding on a subject that
/// already has one gets a new identity. Baselines match findings by it and SARIF carries its
/// fingerprint in `partialFingerprints`.
public struct FindingIdentity: Hashable, Sendable {
    /// The diagnostic id, such as `a11y/text-contrast`.
    public var rule: String
    /// The component id, composition id or token name; the file's path when there is none.
    public var subject: String
    /// The file's path relative to the catalogue folder.
    public var file: String
    /// The element's path in the file, such as `/root/children/cta/label`; empty when the file
    /// cannot be read as JSON.
    public var element: String
    /// The resolver context, as `modifier=context, …`; empty when the finding holds in all.
    public var context: String
    /// 0 for the first finding of this rule on this element and context (ordered by message),
    /// 1 for the second, and so on.
    public var occurrence: Int

    /// Creates an identity.
    public init(rule: String, subject: String, file: String, element: String, context: String, occurrence: Int) {
        self.rule = rule
        self.subject = subject
        self.file = file
        self.element = element
        self.context = context
        self.occurrence = occurrence
    }

    /// A stable hash of every field, 16 hex digits: the same on every machine and run.
    public var fingerprint: String {
        StableFingerprint.hex([rule, subject, file, element, context, String(occurrence)])
    }

    /// The identities of `diagnostics`, found in the catalogue at `catalogFolder`, keyed by
    /// diagnostic. Each file is read once.
    public static func of(_ diagnostics: [Diagnostic], catalogFolder: String) -> [Diagnostic: FindingIdentity] {
        var maps: [String: ElementMap] = [:]
        var groups: [FindingIdentity: [Diagnostic]] = [:]
        for diagnostic in Set(diagnostics) {
            let file = diagnostic.location.file
            if maps[file] == nil { maps[file] = ElementMap(file: file) }
            let path = path(of: file, in: catalogFolder)
            let key = FindingIdentity(
                rule: diagnostic.ruleId, subject: diagnostic.subject ?? path, file: path,
                element: maps[file]!.element(at: diagnostic.location), context: diagnostic.context.description, occurrence: 0)
            groups[key, default: []].append(diagnostic)
        }
        var identities: [Diagnostic: FindingIdentity] = [:]
        for (key, members) in groups {
            for (occurrence, diagnostic) in members.sorted(by: Self.occurrenceOrder).enumerated() {
                var identity = key
                identity.occurrence = occurrence
                identities[diagnostic] = identity
            }
        }
        return identities
    }

    /// `file`'s path relative to `folder`, or `file` as it is when it lies outside.
    private static func path(of file: String, in folder: String) -> String {
        let base = URL(fileURLWithPath: folder).standardizedFileURL.path
        let path = URL(fileURLWithPath: file).standardizedFileURL.path
        guard path.hasPrefix(base + "/") else { return file }
        return String(path.dropFirst(base.count + 1))
    }

    /// The order of findings of one rule on one element: by message, then by place.
    private static func occurrenceOrder(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
        lhs.message != rhs.message ? lhs.message < rhs.message : lhs < rhs
    }
}

/// The element path of every key and value of one JSON file, ordered by where each starts.
private struct ElementMap {
    private var starts: [(location: SourceLocation, path: String)] = []

    init(file: String) {
        guard let root = try? JSONReader().read(fileAt: file) else { return }
        Self.collect(root, path: "", into: &starts)
        starts.sort { $0.location < $1.location }
    }

    /// The path of the key or value that starts at `location`, else of the last one that starts
    /// before it; empty when the file has none.
    func element(at location: SourceLocation) -> String {
        var low = 0
        var high = starts.count
        while low < high {
            let middle = (low + high) / 2
            if location < starts[middle].location { high = middle } else { low = middle + 1 }
        }
        return low == 0 ? "" : starts[low - 1].path
    }

    /// Adds `node` and everything under it. Iterative, so deep files cannot exhaust the stack.
    private static func collect(_ node: JSONNode, path: String, into starts: inout [(location: SourceLocation, path: String)]) {
        var pending = [(node, path)]
        while let (node, path) = pending.popLast() {
            starts.append((node.location, path))
            if let object = node.object {
                for member in object.members {
                    let memberPath = path + "/" + Self.escaped(member.key)
                    starts.append((member.keyLocation, memberPath))
                    pending.append((member.value, memberPath))
                }
            } else if let elements = node.array {
                for (index, element) in elements.enumerated() {
                    let name = element.object?["id"]?.string.map(Self.escaped) ?? String(index)
                    pending.append((element, path + "/" + name))
                }
            }
        }
    }

    /// A key as a JSON Pointer reference token (RFC 6901): `~` as `~0`, `/` as `~1`.
    private static func escaped(_ key: String) -> String {
        key.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
    }
}
