import DesignSupport

/// A token with its type determined and its value resolved (every alias followed).
///
/// `dscheck check` keeps the tokens of every context at once, so a token is kept in 64 bytes:
/// what most tokens lack (deprecation, description, extensions) is kept apart in ``Notes``, the
/// value's location keeps its line and column and takes its file from the token's, and the
/// target of a whole-value alias is the first of its references rather than a second string.
public struct ResolvedToken: Sendable, Hashable {
    /// The dot path, such as `color.steel.1`.
    public var name: String
    /// The resolved value, or nil when it could not be resolved (a diagnostic says why).
    public var value: TokenValue?
    /// Where the token's name is. Its file is the value's too (see ``valueLocation``).
    public var location: SourceLocation
    private var valueLine: Int32
    private var valueColumn: Int32
    /// The type, or nil when it could not be determined (a diagnostic says why).
    public var type: TokenType?
    /// Whether the whole value is an alias, whose target is the first of ``references``.
    private var isWholeValueAlias: Bool
    /// Every token this token's value refers to directly, whole-value or inside a composite;
    /// the target of a whole-value alias first (see ``aliasOf``).
    public var references: [String]
    /// The deprecation, description and extensions, which most tokens lack: kept apart, a token
    /// without them is 64 bytes where it was 144.
    var notes: Notes?

    /// Where the token's `$value` (or `$ref`) is: in the token's file, as a token is written in
    /// one file.
    public var valueLocation: SourceLocation {
        get { location.moved(toLine: valueLine, column: valueColumn) }
        set {
            precondition(newValue.isInSameFile(as: location), "a token's value is in the token's file")
            valueLine = Int32(clamping: newValue.line)
            valueColumn = Int32(clamping: newValue.column)
        }
    }
    /// The dot path of the token a whole-value alias points at directly, or nil. Set, it becomes
    /// the first of ``references`` if it is not already.
    public var aliasOf: String? {
        get { isWholeValueAlias ? references.first : nil }
        set {
            isWholeValueAlias = newValue != nil
            if let newValue, references.first != newValue { references.insert(newValue, at: 0) }
        }
    }
    /// Whether the token is deprecated (its own `$deprecated` or its group's).
    public var deprecation: Deprecation {
        get { notes?.deprecation ?? .active }
        set { notes = Notes.make(deprecation: newValue, description: description, extensions: extensions) }
    }
    /// The `$description`, if any.
    public var description: String? {
        get { notes?.description }
        set { notes = Notes.make(deprecation: deprecation, description: newValue, extensions: extensions) }
    }
    /// The `$extensions` object as written, kept for tools that understand it.
    public var extensions: JSONNode? {
        get { notes?.extensions }
        set { notes = Notes.make(deprecation: deprecation, description: description, extensions: newValue) }
    }

    /// The path segments: the name split at its dots (a segment never holds a dot). Made when
    /// asked, as few readers need them and a stored array cost an allocation per token.
    public var path: [String] { TokenTreeWalker.path(of: name) }

    /// Creates a token. `valueLocation` is in `location`'s file; `aliasOf`, when given, becomes
    /// the first of `references` if it is not already.
    public init(
        name: String, type: TokenType?, value: TokenValue?, location: SourceLocation, valueLocation: SourceLocation, aliasOf: String?,
        deprecation: Deprecation, description: String?, extensions: JSONNode?, references: [String]
    ) {
        precondition(valueLocation.isInSameFile(as: location), "a token's value is in the token's file")
        self.name = name
        self.type = type
        self.value = value
        self.location = location
        valueLine = Int32(clamping: valueLocation.line)
        valueColumn = Int32(clamping: valueLocation.column)
        self.references = references
        isWholeValueAlias = false
        self.aliasOf = aliasOf
        notes = Notes.make(deprecation: deprecation, description: description, extensions: extensions)
    }

    /// The vendor key of dscheck's own `$extensions` entry. dscheck reads `textStyle` (the
    /// Dynamic Type style a typography token scales with), `startPoint` and `endPoint` (where a
    /// gradient runs) and `source` (where the value comes from, which the site shows folded,
    /// apart from the `$description` readers see); other keys are kept as written.
    public static let extensionKey = "dev.dscheck"

    /// dscheck's own entry in `$extensions`, if the token has one.
    public var dscheckExtension: JSONObject? { extensions?.object?[Self.extensionKey]?.object }

    /// A token's deprecation, description and extensions, compared and hashed by value. Never
    /// made for a token that has none of them, so a token's `notes` are nil exactly then, and
    /// two tokens are equal exactly when their parts are.
    final class Notes: Sendable, Hashable {
        let deprecation: Deprecation
        let description: String?
        let extensions: JSONNode?

        private init(deprecation: Deprecation, description: String?, extensions: JSONNode?) {
            self.deprecation = deprecation
            self.description = description
            self.extensions = extensions
        }

        /// The notes, or nil when there are none to keep.
        static func make(deprecation: Deprecation, description: String?, extensions: JSONNode?) -> Notes? {
            if case .active = deprecation, description == nil, extensions == nil { return nil }
            return Notes(deprecation: deprecation, description: description, extensions: extensions)
        }

        static func == (lhs: Notes, rhs: Notes) -> Bool {
            lhs === rhs || (lhs.deprecation == rhs.deprecation && lhs.description == rhs.description && lhs.extensions == rhs.extensions)
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(deprecation)
            hasher.combine(description)
            hasher.combine(extensions)
        }
    }
}

/// The resolved tokens of one context, sorted by name, with the diagnostics found on the way.
public struct TokenSet: Sendable {
    /// The tokens, sorted by name.
    public var tokens: [ResolvedToken]
    /// Problems found while reading and resolving.
    public var diagnostics: [Diagnostic]
    /// Where the token files that could not be read are reported (syntax errors, missing or too
    /// large files). While there are any, a reference to a missing token may name one of
    /// theirs: it is counted in ``referencesWaitingOnUnreadableFiles``, not reported.
    public var unreadableFiles: [SourceLocation]
    /// How many references in the token files name no token, or depend on one that names none,
    /// while ``unreadableFiles`` is not empty.
    public var referencesWaitingOnUnreadableFiles: Int
    /// Where each token is, by name; internal so that a set of the same names in the same
    /// order takes another's table (``shareStorage(with:)``).
    var positions: NamePositions
    /// Why each token without a value has none, by name (kept apart from the tokens, as few
    /// have one).
    private var faults: [String: TokenFault]

    /// Creates a set; tokens are sorted by name. `faults` says, by token name, why a token has
    /// no value.
    public init(
        tokens: consuming [ResolvedToken], diagnostics: [Diagnostic], faults: [String: TokenFault] = [:], unreadableFiles: [SourceLocation] = [],
        referencesWaitingOnUnreadableFiles: Int = 0
    ) {
        // Sorted in place: a caller that hands its array over keeps no second copy of it.
        self.tokens = consume tokens
        self.tokens.sort { $0.name < $1.name }
        self.diagnostics = diagnostics
        self.faults = faults
        self.unreadableFiles = unreadableFiles
        self.referencesWaitingOnUnreadableFiles = referencesWaitingOnUnreadableFiles
        let sorted = self.tokens
        positions = NamePositions(count: sorted.count) { sorted[$0].name }
    }

    /// The position in ``tokens`` of the token named `name`.
    func position(of name: String) -> Int? {
        positions.position(of: name)
    }

    /// The token named `name` (a dot path), if present.
    public subscript(name: String) -> ResolvedToken? {
        position(of: name).map { tokens[$0] }
    }

    /// Whether a token is named `name`, found without copying it (``subscript(name:)`` copies the
    /// whole token, retaining its name, value, references and notes).
    public func contains(name: String) -> Bool { position(of: name) != nil }

    /// The resolved value of the token named `name`, if present and resolved: what a measurement
    /// asks for hundreds of thousands of times per context, without copying the whole token.
    public func value(of name: String) -> TokenValue? {
        guard let index = position(of: name) else { return nil }
        return tokens[index].value
    }

    /// Why the token named `name` has no value: its own error or an invalid token it depends
    /// on. Nil for a token with a value, for one that waits on a token file that cannot be read
    /// (see ``waitsOnUnreadableFiles``), and for a name that is not a token.
    public func fault(of name: String) -> TokenFault? {
        faults[name]
    }

    /// Whether a token file could not be read, so tokens it defines are missing from the set.
    public var waitsOnUnreadableFiles: Bool { !unreadableFiles.isEmpty }
}
