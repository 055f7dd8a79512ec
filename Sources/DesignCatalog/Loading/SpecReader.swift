import DesignSupport
import DesignTokens

/// Reads the JSON of component and composition specs into models. Every problem becomes one
/// located diagnostic; a reader returns nil (after reporting) when a value cannot be used, and
/// the caller leaves that value out.
final class SpecReader {
    /// The default context's tokens, which references are checked against.
    let tokens: TokenSet
    /// The ids of every component file in the catalogue, loaded or not.
    var componentIDs: Set<String> = []
    /// The catalogue's assets, which image and symbol layers are checked against when it has an
    /// `assets/` folder.
    var assets = AssetLibrary()
    var hasAssetFolder = false
    /// Names of asset files that were refused (their own errors say why), which layers may name.
    var refusedAssets: Set<String> = []
    /// The components that loaded, by id; filled before compositions are read.
    var components: [String: Component] = [:]
    private var collector = DiagnosticCollector()
    /// What was found so far.
    var diagnostics: [Diagnostic] { collector.diagnostics }
    /// The id of the spec being read, which the token references it writes are recorded for.
    var subject = ""
    /// Every token reference read so far, missing and mistyped ones included.
    private(set) var tokenUses: [TokenUse] = []
    /// The specs and invalid tokens they depend on that have been reported, each once.
    var reportedDependencies: Set<SpecDependency> = []
    /// References to tokens that are missing, or have no value, while a token file cannot be
    /// read: counted, not reported, as that file may define them.
    var waitingReferences = 0
    /// The default context's token names of each accepted type list, indexed for "did you mean"
    /// once a reference misses.
    var tokenNames: [[TokenType]: DottedNameIndex] = [:]

    /// Records a token reference of the spec being read, and reports a number token whose value
    /// in the default context lies outside `range`.
    func recordUse(of token: String, at location: SourceLocation, acceptedTypes: [TokenType], range: ClosedRange<Double>?, what: String) {
        let use = TokenUse(token: token, location: location, subject: subject, acceptedTypes: acceptedTypes, range: range, what: what)
        if let problem = use.rangeProblem(in: tokens) { report(.invalidValue, problem, at: location) }
        tokenUses.append(use)
    }

    init(tokens: TokenSet) {
        self.tokens = tokens
    }

    /// What a reader knows of the catalogue before it reads a spec: enough to start another
    /// reader, on another thread, that reads specs as this one would.
    struct Start: Sendable {
        let tokens: TokenSet
        let componentIDs: Set<String>
        let assets: AssetLibrary
        let hasAssetFolder: Bool
        let refusedAssets: Set<String>
        let components: [String: Component]
    }

    /// This reader's view of the catalogue (see ``Start``).
    var start: Start {
        Start(
            tokens: tokens, componentIDs: componentIDs, assets: assets, hasAssetFolder: hasAssetFolder, refusedAssets: refusedAssets,
            components: components)
    }

    /// A reader that starts where `start` says, having found nothing yet.
    convenience init(from start: Start) {
        self.init(tokens: start.tokens)
        componentIDs = start.componentIDs
        assets = start.assets
        hasAssetFolder = start.hasAssetFolder
        refusedAssets = start.refusedAssets
        components = start.components
    }

    /// What a reader found: its diagnostics and token uses in the order it found them, the
    /// dependencies it reported and the references it counted as waiting.
    struct Found: Sendable {
        let diagnostics: [Diagnostic]
        let tokenUses: [TokenUse]
        let reportedDependencies: Set<SpecDependency>
        let waitingReferences: Int
    }

    /// What this reader found so far.
    var found: Found {
        Found(diagnostics: diagnostics, tokenUses: tokenUses, reportedDependencies: reportedDependencies, waitingReferences: waitingReferences)
    }

    /// Takes in what another reader found, after what this one found: readers of consecutive
    /// runs of specs, taken in in order, leave this one as if it had read them all.
    func take(_ other: Found) {
        for diagnostic in other.diagnostics { collector.append(diagnostic) }
        tokenUses += other.tokenUses
        reportedDependencies.formUnion(other.reportedDependencies)
        waitingReferences += other.waitingReferences
    }

    /// Records a diagnostic, an error unless `severity` says otherwise.
    func report(_ kind: CatalogDiagnostic, _ message: String, at location: SourceLocation, severity: Severity? = nil) {
        collector.report(kind, message, at: location, severity: severity)
    }

    /// Records a finding about the spec being read, with it as the subject (so a waiver can
    /// accept it and its page lists it).
    func report(aboutSpec kind: CatalogDiagnostic, _ message: String, at location: SourceLocation) {
        collector.report(kind, message, at: location, subject: subject.isEmpty ? nil : subject)
    }

    /// Records that the spec being read depends on an invalid token (a dependent of the
    /// token's error, not a root cause).
    func report(dependent message: String, at location: SourceLocation) {
        collector.report(TokenDiagnostic.invalidDependency, message, at: location, subject: subject.isEmpty ? nil : subject)
    }

    /// Records a JSON read error with its own `json/…` rule id.
    func report(_ error: JSONReadError) {
        collector.append(error.diagnostic)
    }

    /// `ids` joined for a message: the first `limit`, then how many more, so that a message stays
    /// one short line however many ids a spec has.
    static func list(_ ids: [String], limit: Int = 10) -> String {
        guard ids.count > limit else { return ids.joined(separator: ", ") }
        return ids.prefix(limit).joined(separator: ", ") + " and \(ids.count - limit) more"
    }

    /// Reports that `node` does not have the shape `expected` describes.
    func wrongType(_ node: JSONNode, expected: String) {
        report(.wrongType, "expected \(expected); found \(node.value.kindDescription)", at: node.location)
    }

    // MARK: Objects

    /// `node` as an object of `kind`: unknown keys and missing required keys are reported, and
    /// the object is returned all the same so that its other values are still read and checked.
    /// Nil when `node` is not an object.
    func object(_ node: JSONNode, _ kind: ObjectKind) -> SpecObject? {
        guard let object = node.object else {
            let keys = kind.required.isEmpty ? "" : " with " + kind.required.map { "\"\($0)\"" }.joined(separator: ", ")
            wrongType(node, expected: "\(kind.name): an object\(keys)")
            return nil
        }
        for member in object.members where !kind.keys.contains(member.key) {
            report(
                .unknownKey,
                "unknown key \"\(member.key)\" in \(kind.name)\(Suggestion.separator(for: member.key, among: kind.keys))allowed keys: \(kind.keys.joined(separator: ", "))",
                at: member.keyLocation)
        }
        for key in kind.required where object[key] == nil {
            report(
                .missingField, "\(kind.name) needs \"\(key)\"; add it (required keys: \(kind.required.joined(separator: ", ")))",
                at: node.location)
        }
        return SpecObject(reader: self, object: object)
    }

    /// The first of `keys` that `object` has, which tells which form of a value it is. When it
    /// has none, reports a wrong type (with a suggestion if a key is a likely typo) and returns nil.
    func form(of node: JSONNode, among keys: [String], expected: String) -> String? {
        if let key = node.object?.keys.first(where: keys.contains) { return key }
        let typo = node.object?.keys.lazy.compactMap { Suggestion.closest(to: $0, among: keys) }.first
        report(
            .wrongType, "expected \(expected); found \(node.value.kindDescription)\(typo.map { "; did you mean \"\($0)\"?" } ?? "")",
            at: node.location)
        return nil
    }

    // MARK: Scalars

    /// A string. Control characters in it (tabs and line breaks aside), which would corrupt the
    /// terminal, CI log or page that shows it, are reported; the text is kept, and every output
    /// escapes them.
    func string(_ node: JSONNode) -> String? {
        guard let text = node.string else {
            wrongType(node, expected: "a string")
            return nil
        }
        if let control = text.unicodeScalars.first(where: { ControlCharacters.contains($0) && !Self.layoutCharacters.contains($0) }) {
            report(
                .invalidValue,
                "the text \"\(ControlCharacters.escaped(String(text.prefix(60))))\" contains the control character \(ControlCharacters.notation(control)), which would corrupt every report and page that shows it; remove it",
                at: node.location)
        }
        return text
    }

    /// A name or id (`what` says which, such as `layer id`): a string with no control or
    /// bidirectional character at all, not even a line break (``ControlCharacters``); one with
    /// such a character is reported and refused.
    func name(_ node: JSONNode, what: String) -> String? {
        if let text = node.string, let problem = NameRules.problem(text, what: what) {
            report(.invalidValue, problem, at: node.location)
            return nil
        }
        return string(node)
    }

    /// The control characters text may hold: tab and line breaks.
    private static let layoutCharacters: Set<Unicode.Scalar> = ["\t", "\n", "\r"]

    /// A string that should match `pattern`: when it does not, it is reported as not being what
    /// the pattern means and kept, so every output still shows it escaped.
    func string(_ node: JSONNode, matching pattern: SpecTextPattern) -> String? {
        guard let text = string(node) else { return nil }
        if !pattern.matches(text) {
            report(.invalidValue, "\"\(ControlCharacters.escaped(String(text.prefix(60))))\" is not \(pattern.meaning)", at: node.location)
        }
        return text
    }

    /// A Boolean.
    func bool(_ node: JSONNode) -> Bool? {
        if let value = node.bool { return value }
        wrongType(node, expected: "true or false")
        return nil
    }

    /// The largest magnitude of a number in a spec: far beyond any length in points, angle in
    /// degrees, duration in seconds or scale a design uses, and small enough that what is
    /// computed from it (scaled, summed, drawn) stays finite.
    static let largestNumber = 1_000_000.0

    /// A number from -``largestNumber`` to ``largestNumber``.
    func number(_ node: JSONNode) -> Double? {
        guard let value = node.number else {
            wrongType(node, expected: "a number")
            return nil
        }
        guard abs(value) <= Self.largestNumber else {
            let limit = JSONOutput.format(Self.largestNumber)
            report(
                .invalidValue,
                "\(JSONOutput.format(value)) is too large for a spec; use a number from -\(limit) to \(limit) (lengths are points, angles degrees, durations seconds)",
                at: node.location)
            return nil
        }
        return value
    }

    /// A number inside `range` (which lies inside the ``largestNumber`` bounds); `what` names it
    /// in the message.
    func number(_ node: JSONNode, in range: ClosedRange<Double>, what: String) -> Double? {
        guard let value = node.number else { return number(node) }
        guard range.contains(value) else {
            report(
                .invalidValue,
                "\(what) is \(JSONOutput.format(value)); use a number from \(JSONOutput.format(range.lowerBound)) to \(JSONOutput.format(range.upperBound))",
                at: node.location)
            return nil
        }
        return value
    }

    /// One of the raw values of `E`; `what` names the set in the message ("status").
    func choice<E: CaseIterable & RawRepresentable>(_ node: JSONNode, _: E.Type, what: String) -> E? where E.RawValue == String {
        guard let text = node.string else {
            wrongType(node, expected: "a \(what) name (a string)")
            return nil
        }
        if let value = E(rawValue: text) { return value }
        let allowed = E.allCases.map(\.rawValue)
        report(
            .invalidValue,
            "unknown \(what) \"\(text)\"\(Suggestion.separator(for: text, among: allowed))use one of: \(allowed.joined(separator: ", "))",
            at: node.location)
        return nil
    }

    // MARK: Arrays

    /// An array whose elements `element` reads; elements it rejects are left out. `what`
    /// describes the elements ("anatomy layers").
    func array<T>(_ node: JSONNode, of what: String, _ element: (JSONNode) -> T?) -> [T]? {
        guard let elements = node.array else {
            wrongType(node, expected: "an array of \(what)")
            return nil
        }
        return Self.compactMapped(elements, element)
    }

    /// `items.compactMap(transform)` into an array sized for every item up front: a spec's
    /// arrays hold large values (an anatomy layer is several hundred bytes), and `compactMap`
    /// moves them all at every doubling of its result (a 100,000-layer anatomy spent a tenth of
    /// its `site` run in those moves).
    private static func compactMapped<Item, T>(_ items: [Item], _ transform: (Item) -> T?) -> [T] {
        var kept: [T] = []
        kept.reserveCapacity(items.count)
        for item in items {
            if let value = transform(item) { kept.append(value) }
        }
        return kept
    }

    /// An array of strings.
    func strings(_ node: JSONNode) -> [String]? {
        array(node, of: "strings", string)
    }

    /// `items` without those whose id repeats an earlier one; each repeat is reported at its id.
    func unique<T>(_ items: [(item: T, id: String, location: SourceLocation)], what: String) -> [T] {
        var seen: Set<String> = []
        seen.reserveCapacity(items.count)
        return Self.compactMapped(items) { entry in
            guard seen.insert(entry.id).inserted else {
                report(.invalidValue, "duplicate \(what) id \"\(entry.id)\"; give each \(what) its own id", at: entry.location)
                return nil
            }
            return entry.item
        }
    }
}

/// An object read against its kind, with typed access to its values. Each accessor returns nil
/// when the key is absent or its value was reported as unusable.
struct SpecObject {
    let reader: SpecReader
    let object: JSONObject

    /// The value of `key`, if present.
    func node(_ key: String) -> JSONNode? { object[key] }

    /// The value of `key` read by `read`.
    func value<T>(_ key: String, _ read: (JSONNode) -> T?) -> T? {
        object[key].flatMap(read)
    }

    func string(_ key: String) -> String? { value(key, reader.string) }
    func name(_ key: String, what: String) -> String? { value(key) { reader.name($0, what: what) } }
    func string(_ key: String, matching pattern: SpecTextPattern) -> String? {
        value(key) { reader.string($0, matching: pattern) }
    }
    func bool(_ key: String) -> Bool? { value(key, reader.bool) }
    func number(_ key: String) -> Double? { value(key, reader.number) }
    func boundNumber(_ key: String) -> Bound<Double>? { value(key, reader.boundNumber) }

    /// One of the raw values of `E`.
    func choice<E: CaseIterable & RawRepresentable>(_ key: String, _ type: E.Type, what: String) -> E? where E.RawValue == String {
        value(key) { reader.choice($0, type, what: what) }
    }

    /// An array read element by element; empty when absent or not an array.
    func list<T>(_ key: String, of what: String, _ element: (JSONNode) -> T?) -> [T] {
        value(key) { reader.array($0, of: what, element) } ?? []
    }

    /// An array of strings; empty when absent.
    func strings(_ key: String) -> [String] { value(key, reader.strings) ?? [] }

    /// Where the value of each of `kind`'s keys is.
    func keyLocations(of kind: ObjectKind) -> [String: SourceLocation] {
        Dictionary(
            object.members.filter { kind.keys.contains($0.key) }.map { ($0.key, $0.value.location) },
            uniquingKeysWith: { first, _ in first })
    }
}

/// A spec and a token it depends on, which a dependency is reported for once.
struct SpecDependency: Hashable, Sendable {
    let subject: String
    let token: String
}
