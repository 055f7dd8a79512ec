import DesignCatalog
import DesignSupport
import DesignTokens
import SwiftCode

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
    /// The file's path relative to the catalogue folder (`../App/Sources/HomeView.swift` for
    /// a file outside it).
    public var file: String
    /// The element's path in the file, such as `/root/children/cta/label`; in a Swift file, the
    /// declarations around the finding, such as `/HomeView/body`; empty when the file cannot be
    /// read.
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
    /// diagnostic. Each file is read, and its path made relative, once.
    public static func of(_ diagnostics: [Diagnostic], catalogFolder: String) -> [Diagnostic: FindingIdentity] {
        of(diagnostics, catalogFolder: catalogFolder, elementPaths: [:], files: .disk)
    }

    /// The identities of `diagnostics` found in `catalog`, keyed by diagnostic: its spec files'
    /// elements as the loader read them, other files read once each.
    package static func of(_ diagnostics: [Diagnostic], in catalog: Catalog) -> [Diagnostic: FindingIdentity] {
        of(diagnostics, catalogFolder: catalog.folder, elementPaths: catalog.elementPaths, files: catalog.files)
    }

    /// The identities of `diagnostics`, the files in `elementPaths` not read again. Findings
    /// in different files never share an identity, so each file's are worked out on their own,
    /// on all cores: the check waits for them.
    private static func of(
        _ diagnostics: [Diagnostic], catalogFolder: String, elementPaths: [String: JSONElementPaths], files access: FileAccess
    ) -> [Diagnostic: FindingIdentity] {
        var byFile: [String: [Diagnostic]] = [:]
        for diagnostic in diagnostics { byFile[diagnostic.location.file, default: []].append(diagnostic) }
        // A file the loader did not keep is read here, on this thread: the JSON reader recurses,
        // and a worker thread's stack may be too small for it.
        let files = byFile.map { name, found in
            (name: name, map: elementPaths[name].map(ElementMap.init) ?? ElementMap(file: name, files: access), diagnostics: found)
        }
        let folder = SourcePath.Folder(catalogFolder)
        let identified = files.concurrentMap { file -> [(Diagnostic, FindingIdentity)] in
            let path = folder.relative(file.name)
            var groups: [FindingIdentity: [Diagnostic]] = [:]
            for diagnostic in Set(file.diagnostics) {
                let key = FindingIdentity(
                    rule: diagnostic.ruleId, subject: diagnostic.subject ?? path, file: path, element: file.map.element(at: diagnostic.location),
                    context: diagnostic.context.description, occurrence: 0)
                groups[key, default: []].append(diagnostic)
            }
            return groups.flatMap { key, members in
                members.sorted(by: Self.occurrenceOrder).enumerated().map { occurrence, diagnostic in
                    var identity = key
                    identity.occurrence = occurrence
                    return (diagnostic, identity)
                }
            }
        }
        var identities: [Diagnostic: FindingIdentity] = [:]
        identities.reserveCapacity(diagnostics.count)
        for (diagnostic, identity) in identified.joined() { identities[diagnostic] = identity }
        return identities
    }

    /// The order of findings of one rule on one element: by message, then by place.
    private static func occurrenceOrder(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
        lhs.message != rhs.message ? lhs.message < rhs.message : lhs < rhs
    }
}

/// The element paths of one file: of a JSON file, its keys and array elements; of a Swift file,
/// the declarations whose bodies hold a location.
private struct ElementMap: Sendable {
    private var json: JSONElementPaths?
    private var declarations: SwiftDeclarations?

    /// The map of a file the catalogue's loader read.
    init(_ json: JSONElementPaths) {
        self.json = json
    }

    /// The map of a file read now.
    init(file: String, files: FileAccess) {
        if file.hasSuffix(".swift") {
            declarations = files.contents(file).map { SwiftFileScan(Array($0)).declarations }
        } else {
            json = (try? JSONReader().read(fileAt: file, files: files)).map(JSONElementPaths.init)
        }
    }

    /// The path of the key or value that starts at `location`, else of the last one that starts
    /// before it; empty when the file could not be read or nothing starts before `location`.
    func element(at location: SourceLocation) -> String {
        if let declarations {
            return declarations.enclosingDeclarations(line: location.line, column: location.column).map { "/" + JSONPointer.segment($0) }.joined()
        }
        return json?.element(at: location) ?? ""
    }
}
