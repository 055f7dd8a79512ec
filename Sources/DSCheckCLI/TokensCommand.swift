import CatalogCommands
import DesignCatalog
import DesignRules
import DesignSupport
import DesignTokens
import TokenImport

/// `dscheck tokens`: lists the resolved tokens of a catalogue, token file or resolver.
enum TokensCommand: Subcommand {
    static let name = "tokens"
    static let summary = "List the resolved design tokens of a catalogue, token file or resolver"
    static let overview = """
        List the resolved design tokens of a catalogue, a token file or a resolver.

        Reads W3C Design Tokens Format 2025.10 files (and the 2025.10 Resolver), follows every
        alias, and prints each token with its type, resolved value and source location, then every
        problem found at file:line:col.
        """
    static let positionals = [
        Positional(
            "PATH", optional: true,
            help: """
                A catalogue folder (with dscheck.json), a folder holding
                tokens.resolver.json (as 'dscheck import' writes), a .tokens.json
                file or a .resolver.json file (default: ./catalog)
                """)
    ]
    static let options: [Option] = [
        .context(
            help: """
                Resolve in this context of a resolver modifier (repeatable);
                modifiers not named take their default
                """),
        .choice("--format", among: TextOrJSON.allCases, help: "Output format (default: text)"),
        .value("--output", value: "FILE", help: "Write the output to FILE instead of standard output.\n\(ReportWriter.help)"),
    ]
    static let examples = [
        "dscheck tokens",
        "dscheck tokens catalog --context appearance=dark",
        "dscheck tokens catalog/tokens/color.tokens.json --format json",
        "dscheck tokens tokens.resolver.json --context appearance=dark --context contrast=high --output tokens.json",
    ]
    static let exitCodes: [(code: Int32, meaning: String)] = [
        (0, "no error-severity diagnostic"),
        (1, "at least one error-severity diagnostic"),
        (2, "usage error, or a path that cannot be read"),
    ]

    static func run(_ parsed: Arguments, console: inout Console) throws(UsageError) -> Int32 {
        let format = try parsed.choice("--format", default: TextOrJSON.text)
        let context = try parsed.context()
        let path = try parsed.singlePositional() ?? CatalogRun.defaultFolder
        let enclosing = FileManager.default.fileExists(atPath: path + "/") ? nil : TokenInput.enclosingCatalog(of: path)?.folder
        let output = try ReportWriter(parsed.value("--output"), option: "--output", protecting: [path] + (enclosing.map { [$0] } ?? []))
        let loaded = try TokenInput.load(path: path)
        guard let source = loaded.source else {
            console.err(TextDiagnostics.render(loaded.diagnostics.sorted()))
            return ExitCode.usage
        }
        let problems = source.problems(with: context)
        if !problems.isEmpty {
            if !source.diagnostics.isEmpty { console.err(TextDiagnostics.render(source.diagnostics.sorted())) }
            throw UsageError(problems.joined(separator: "; "))
        }
        let set = source.resolve(context: context)
        let tokens = set.tokens
        let found = loaded.diagnostics + set.diagnostics
        // The manifest's rule settings are read only when there is a diagnostic to set: reading
        // them builds every rule's description, which a clean token set never needs.
        let configuration =
            found.isEmpty ? RuleConfiguration() : loaded.manifest.map(CatalogRun.standardChecker.configuration(of:)) ?? RuleConfiguration()
        let diagnostics = found.compactMap(configuration.configured).sorted()
        if format == .json {
            try output.write(console: &console) { piece in
                var json = JSONStream(handingOverPast: 1 << 16, to: piece)
                writeJSONReport(tokens: tokens, diagnostics: diagnostics, to: &json)
            }
        } else {
            try output.write(textReport(tokens: tokens), console: &console)
        }
        KeptUntilExit.keep(loaded.source)
        KeptUntilExit.keep(set)
        if format == .text {
            console.err(TextDiagnostics.render(diagnostics))
        }
        return diagnostics.contains { $0.severity == .error } ? ExitCode.findings : ExitCode.success
    }

    /// The JSON report, written token by token into `json`, which hands it on in pieces: at
    /// 100,000 tokens a tree of the whole report, then the whole report as one string, cost
    /// most of the command's time and memory.
    static func writeJSONReport(tokens: [ResolvedToken], diagnostics: [Diagnostic], to json: inout JSONStream) {
        json.openObject()
        json.key(Keys.tokens)
        json.openArray()
        for token in tokens {
            json.element()
            write(token, to: &json)
        }
        json.closeArray()
        json.key(Keys.diagnostics)
        json.openArray()
        for diagnostic in diagnostics {
            json.element()
            json.value(
                .object([
                    "ruleId": .string(diagnostic.ruleId),
                    "severity": .string(diagnostic.severity.rawValue),
                    "message": .string(diagnostic.message),
                    "file": .string(diagnostic.location.file),
                    "line": .number(Double(diagnostic.location.line)),
                    "column": .number(Double(diagnostic.location.column)),
                ]))
        }
        json.closeArray()
        json.closeObject()
        json.finish()
    }

    /// The keys of the JSON report, escaped once.
    private enum Keys {
        static let tokens = JSONStream.Key("tokens")
        static let diagnostics = JSONStream.Key("diagnostics")
        static let name = JSONStream.Key("name")
        static let type = JSONStream.Key("type")
        static let value = JSONStream.Key("value")
        static let aliasOf = JSONStream.Key("aliasOf")
        static let deprecated = JSONStream.Key("deprecated")
        static let description = JSONStream.Key("description")
    }

    /// One token's object: its members in the order the JSON report documents.
    private static func write(_ token: ResolvedToken, to json: inout JSONStream) {
        json.openObject()
        json.key(Keys.name)
        json.string(token.name)
        json.key(Keys.type)
        json.string(token.type?.rawValue)
        json.key(Keys.value)
        if let value = token.value {
            value.write(to: &json)
        } else {
            json.string(nil)
        }
        JSONReporter.writeLocationMembers(of: token.location, to: &json)
        json.key(Keys.aliasOf)
        json.string(token.aliasOf)
        json.key(Keys.deprecated)
        switch token.deprecation {
        case .active: json.bool(false)
        case .deprecated(let reason?): json.string(reason)
        case .deprecated(nil): json.bool(true)
        }
        json.key(Keys.description)
        json.string(token.description)
        json.closeObject()
    }

    /// One token a line (name, type, value, alias, deprecation), each kept to one terminal line.
    static func textReport(tokens: [ResolvedToken]) -> String {
        let nameWidth = min(48, tokens.map(\.name.count).max() ?? 0)
        var text = ""
        func padded(_ text: String, to width: Int) -> String {
            let count = text.count
            return count >= width ? text : text + String(repeating: " ", count: width - count)
        }
        for token in tokens {
            var line = padded(token.name, to: nameWidth)
            line += "  " + padded(token.type?.rawValue ?? "?", to: 11)
            line += "  " + (token.value.map(\.shortText) ?? "(unresolved)")
            if let alias = token.aliasOf { line += "  ← {\(alias)}" }
            if case .deprecated(let reason) = token.deprecation { line += "  (deprecated\(reason.map { ": \($0)" } ?? ""))" }
            text += OutputEscaping.terminalLine(line) + "\n"
        }
        text += "\(tokens.count) token\(tokens.count == 1 ? "" : "s")\n"
        return text
    }
}

/// What `dscheck tokens` reads: the token source behind a path, and any problem with the path.
private struct TokenInput {
    var source: TokenSource?
    var diagnostics: [Diagnostic]
    /// The manifest of the catalogue the tokens belong to, whose rule settings apply to their
    /// diagnostics as in `check`.
    var manifest: CatalogManifest?

    static func load(path: String) throws(UsageError) -> TokenInput {
        guard let status = FileStatus(path, followingLinks: true) else {
            throw UsageError("cannot read '\(path)': no such file or folder")
        }
        guard status.kind == .folder else {
            guard let (folder, manifest) = enclosingCatalog(of: path) else {
                return TokenInput(source: TokenSource(file: path), diagnostics: [])
            }
            return TokenInput(source: TokenSource(file: path, root: folder, settings: manifest.tokenSettings), diagnostics: [], manifest: manifest)
        }
        let resolver = PathName.joined(path, TokenImport.resolverPath)
        if !FileManager.default.fileExists(atPath: PathName.joined(path, CatalogManifest.fileName)),
            FileManager.default.fileExists(atPath: resolver)
        {
            return TokenInput(source: TokenSource(file: resolver, root: path), diagnostics: [])
        }
        let (manifest, diagnostics) = CatalogManifest.load(folder: path)
        guard let manifest else { return TokenInput(source: nil, diagnostics: diagnostics) }
        let tokens = PathName.joined(path, manifest.tokens)
        return TokenInput(
            source: TokenSource(file: tokens, root: path, settings: manifest.tokenSettings),
            diagnostics: diagnostics, manifest: manifest)
    }

    /// The catalogue a token file belongs to: the nearest folder above it with a usable
    /// dscheck.json, whose settings (such as extraUnits) then apply to the file.
    static func enclosingCatalog(of file: String) -> (folder: String, manifest: CatalogManifest)? {
        var folder = URL(fileURLWithPath: file).standardized.deletingLastPathComponent()
        while true {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent(CatalogManifest.fileName).path) {
                return CatalogManifest.load(folder: folder.path).manifest.map { (folder.path, $0) }
            }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return nil }
            folder = parent
        }
    }
}
