import DesignSupport
import DesignTokens
import Foundation
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
        var files: [String: (map: ElementMap, path: String)] = [:]
        var groups: [FindingIdentity: [Diagnostic]] = [:]
        groups.reserveCapacity(diagnostics.count)
        for diagnostic in Set(diagnostics) {
            let name = diagnostic.location.file
            let file: (map: ElementMap, path: String)
            if let known = files[name] {
                file = known
            } else {
                file = (ElementMap(file: name), SourcePath.relative(name, to: catalogFolder))
                files[name] = file
            }
            let key = FindingIdentity(
                rule: diagnostic.ruleId, subject: diagnostic.subject ?? file.path, file: file.path,
                element: file.map.element(at: diagnostic.location), context: diagnostic.context.description, occurrence: 0)
            groups[key, default: []].append(diagnostic)
        }
        var identities: [Diagnostic: FindingIdentity] = [:]
        identities.reserveCapacity(diagnostics.count)
        for (key, members) in groups {
            for (occurrence, diagnostic) in members.sorted(by: Self.occurrenceOrder).enumerated() {
                var identity = key
                identity.occurrence = occurrence
                identities[diagnostic] = identity
            }
        }
        return identities
    }

    /// The order of findings of one rule on one element: by message, then by place.
    private static func occurrenceOrder(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
        lhs.message != rhs.message ? lhs.message < rhs.message : lhs < rhs
    }
}

/// The element paths of one JSON file, found by descending from the root towards a location:
/// no path is made but the one asked for, so a large file costs its parse and little more. In a
/// Swift file, the declarations whose bodies hold the location.
private struct ElementMap {
    private var root: JSONNode?
    private var declarations: SwiftDeclarations?

    init(file: String) {
        if file.hasSuffix(".swift") {
            declarations = FileManager.default.contents(atPath: file).map { SwiftFileScan(Array($0)).declarations }
        } else {
            root = try? JSONReader().read(fileAt: file)
        }
    }

    /// The path of the key or value that starts at `location`, else of the last one that starts
    /// before it; empty when the file could not be read or nothing starts before `location`.
    func element(at location: SourceLocation) -> String {
        if let declarations {
            return declarations.enclosingDeclarations(line: location.line, column: location.column).map { "/" + JSONPointer.segment($0) }.joined()
        }
        guard var node = root, !(location < node.location) else { return "" }
        var path = ""
        while true {
            if let object = node.object {
                guard let member = Self.last(object.members, atOrBefore: location, by: { $0.keyLocation }) else { return path }
                path += "/" + JSONPointer.segment(member.key)
                guard !(location < member.value.location) else { return path }
                node = member.value
            } else if let elements = node.array {
                guard let index = Self.lastIndex(elements, atOrBefore: location, by: { $0.location }) else { return path }
                let element = elements[index]
                path += "/" + (element.object?["id"]?.string.map(JSONPointer.segment) ?? String(index))
                node = element
            } else {
                return path
            }
        }
    }

    /// The last of `items` (in document order) that starts at or before `location`.
    private static func last<Item>(_ items: [Item], atOrBefore location: SourceLocation, by start: (Item) -> SourceLocation) -> Item? {
        lastIndex(items, atOrBefore: location, by: start).map { items[$0] }
    }

    private static func lastIndex<Item>(_ items: [Item], atOrBefore location: SourceLocation, by start: (Item) -> SourceLocation) -> Int? {
        var low = 0
        var high = items.count
        while low < high {
            let middle = (low + high) / 2
            if location < start(items[middle]) { high = middle } else { low = middle + 1 }
        }
        return low == 0 ? nil : low - 1
    }
}
