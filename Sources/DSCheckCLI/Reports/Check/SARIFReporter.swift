import DesignRules
import DesignSupport
import DesignTokens

/// SARIF 2.1.0 for code scanning: one run whose driver lists every rule, and one result per
/// finding; waived findings are results with an external suppression carrying the reason.
struct SARIFReporter: ReportFormat {
    static let identifier = "sarif"
    static let fileExtension = "sarif"

    /// The key of the fingerprint in each result's `partialFingerprints`.
    static let fingerprintKey = "dscheckFindingHash/v2"

    /// The document, with the errors split into root causes and dependents in the run's
    /// property bag when some are dependents.
    func report(_ report: CheckReport) -> String {
        let counts = report.errorCounts
        let split: JSONOutput? =
            counts.dependents > 0
            ? .object(["rootCauses": .number(Double(counts.rootCauses)), "dependents": .number(Double(counts.dependents))]) : nil
        return Self.document(report, runProperties: split)
    }

    /// The SARIF document of `report`, written result by result into one buffer (a tree of a
    /// thousand findings' nested objects first cost more than the findings); `runProperties`,
    /// if given, become the run's property bag.
    static func document(_ report: CheckReport, runProperties: JSONOutput? = nil) -> String {
        let rules = report.describedRules
        var ruleIndex: [String: Int] = [:]
        for (index, rule) in rules.enumerated() where ruleIndex[rule.id] == nil {
            ruleIndex[rule.id] = index
        }
        let locations = PhysicalLocations()
        var json = JSONStream()
        json.openObject()
        json.key(Keys.schema)
        json.string("https://json.schemastore.org/sarif-2.1.0.json")
        json.key(Keys.version)
        json.string("2.1.0")
        json.key(Keys.runs)
        json.openArray()
        json.element()
        json.openObject()
        json.key(Keys.tool)
        json.openObject()
        json.key(Keys.driver)
        json.openObject()
        json.key(Keys.name)
        json.string("dscheck")
        json.key(Keys.semanticVersion)
        json.string(report.toolVersion)
        json.key(Keys.informationUri)
        json.string(RuleDescription.projectURL)
        json.key(Keys.rules)
        json.openArray()
        for rule in rules {
            json.element()
            json.value(Self.rule(rule))
        }
        json.closeArray()
        json.closeObject()
        json.closeObject()
        json.key(Keys.results)
        json.openArray()
        for diagnostic in report.diagnostics {
            json.element()
            result(diagnostic, ruleIndex: ruleIndex[diagnostic.ruleId]!, waiver: nil, report: report, locations: locations, to: &json)
        }
        for (diagnostic, waiver) in report.waived {
            json.element()
            result(diagnostic, ruleIndex: ruleIndex[diagnostic.ruleId]!, waiver: waiver, report: report, locations: locations, to: &json)
        }
        json.closeArray()
        if let root = report.root {
            json.key(Keys.originalUriBaseIds)
            json.value(.object(["%SRCROOT%": .object(["uri": .string(root.uri)])]))
        }
        if let runProperties {
            json.key(Keys.properties)
            json.value(runProperties)
        }
        json.closeObject()
        json.closeArray()
        json.closeObject()
        return json.finished()
    }

    /// The keys of the document, escaped once.
    private enum Keys {
        static let schema = JSONStream.Key("$schema")
        static let version = JSONStream.Key("version")
        static let runs = JSONStream.Key("runs")
        static let tool = JSONStream.Key("tool")
        static let driver = JSONStream.Key("driver")
        static let name = JSONStream.Key("name")
        static let semanticVersion = JSONStream.Key("semanticVersion")
        static let informationUri = JSONStream.Key("informationUri")
        static let rules = JSONStream.Key("rules")
        static let results = JSONStream.Key("results")
        static let originalUriBaseIds = JSONStream.Key("originalUriBaseIds")
        static let properties = JSONStream.Key("properties")
        static let ruleId = JSONStream.Key("ruleId")
        static let ruleIndex = JSONStream.Key("ruleIndex")
        static let level = JSONStream.Key("level")
        static let message = JSONStream.Key("message")
        static let text = JSONStream.Key("text")
        static let locations = JSONStream.Key("locations")
        static let physicalLocation = JSONStream.Key("physicalLocation")
        static let artifactLocation = JSONStream.Key("artifactLocation")
        static let uri = JSONStream.Key("uri")
        static let uriBaseId = JSONStream.Key("uriBaseId")
        static let region = JSONStream.Key("region")
        static let startLine = JSONStream.Key("startLine")
        static let startColumn = JSONStream.Key("startColumn")
        static let partialFingerprints = JSONStream.Key("partialFingerprints")
        static let fingerprint = JSONStream.Key(fingerprintKey)
        static let context = JSONStream.Key("context")
        static let dependent = JSONStream.Key("dependent")
        static let suppressions = JSONStream.Key("suppressions")
        static let kind = JSONStream.Key("kind")
        static let justification = JSONStream.Key("justification")
        static let location = JSONStream.Key("location")
    }

    /// A `reportingDescriptor` for `rule`.
    static func rule(_ rule: RuleDescription) -> JSONOutput {
        .object([
            "id": .string(rule.id),
            "name": .string(pascalCase(rule.name)),
            "shortDescription": .object(["text": .string(rule.summary)]),
            "fullDescription": .object(["text": .string(rule.rationale)]),
            "help": .object([
                "text": .string("\(rule.summary)\n\n\(rule.rationale)\n\nSource: \(rule.sourceURL)"),
                "markdown": .string("\(rule.summary)\n\n\(rule.rationale)\n\n[Source](\(rule.sourceURL))"),
            ]),
            "helpUri": .string(rule.sourceURL),
            "defaultConfiguration": .object(["level": .string(level(rule.defaultSeverity))]),
        ])
    }

    private static func result(
        _ diagnostic: Diagnostic, ruleIndex: Int, waiver: Waiver?, report: CheckReport, locations: PhysicalLocations,
        to json: inout JSONStream
    ) {
        json.openObject()
        json.key(Keys.ruleId)
        json.string(diagnostic.ruleId)
        json.key(Keys.ruleIndex)
        json.number(ruleIndex)
        json.key(Keys.level)
        json.string(Self.level(diagnostic.severity))
        json.key(Keys.message)
        json.openObject()
        json.key(Keys.text)
        json.string(diagnostic.message)
        json.closeObject()
        json.key(Keys.locations)
        json.openArray()
        json.element()
        json.openObject()
        json.key(Keys.physicalLocation)
        locations.write(diagnostic.location, to: &json)
        json.closeObject()
        json.closeArray()
        json.key(Keys.partialFingerprints)
        json.openObject()
        json.key(Keys.fingerprint)
        json.string(report.fingerprint(of: diagnostic))
        json.closeObject()
        if !diagnostic.context.isEmpty || diagnostic.isDependent {
            json.key(Keys.properties)
            json.openObject()
            if !diagnostic.context.isEmpty {
                json.key(Keys.context)
                JSONReporter.write(diagnostic.context, to: &json)
            }
            if diagnostic.isDependent {
                json.key(Keys.dependent)
                json.bool(true)
            }
            json.closeObject()
        }
        if let waiver {
            json.key(Keys.suppressions)
            json.openArray()
            json.element()
            json.openObject()
            json.key(Keys.kind)
            json.string("external")
            json.key(Keys.justification)
            json.string(waiver.reason)
            json.key(Keys.location)
            json.openObject()
            json.key(Keys.physicalLocation)
            locations.write(waiver.location, to: &json)
            json.closeObject()
            json.closeObject()
            json.closeArray()
        }
        json.closeObject()
    }

    /// Writes `physicalLocation`s: the path with forward slashes and no leading `./`, as a URI
    /// relative to `%SRCROOT%` (the report's root, or the working directory for a report that
    /// was not relocated; absolute paths outside it stay absolute and carry no base), with a
    /// 1-based line and column.
    struct PhysicalLocations {
        /// The working directory with its final slash, asked for once per document.
        let workingDirectory = FileManager.default.currentDirectoryPath + "/"

        func write(_ location: SourceLocation, to json: inout JSONStream) {
            var path = String(location.file.map { $0 == "\\" ? "/" : $0 })
            while path.hasPrefix("./") { path.removeFirst(2) }
            if path.hasPrefix(workingDirectory) { path.removeFirst(workingDirectory.count) }
            json.openObject()
            json.key(Keys.artifactLocation)
            json.openObject()
            json.key(Keys.uri)
            json.string(uriPath(path))
            if !path.hasPrefix("/") {
                json.key(Keys.uriBaseId)
                json.string("%SRCROOT%")
            }
            json.closeObject()
            json.key(Keys.region)
            json.openObject()
            json.key(Keys.startLine)
            json.number(max(location.line, 1))
            json.key(Keys.startColumn)
            json.number(max(location.column, 1))
            json.closeObject()
            json.closeObject()
        }
    }

    /// The SARIF level of a severity: error, warning or note.
    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info: "note"
        }
    }

    /// `Touch target size` → `TouchTargetSize`: words split at anything not a letter or digit,
    /// each starting with a capital.
    static func pascalCase(_ name: String) -> String {
        name.split { !$0.isLetter && !$0.isNumber }
            .map { $0.prefix(1).uppercased() + $0.dropFirst() }
            .joined()
    }

    /// `path` percent-encoded as a URI path: ASCII letters and digits, `-._~`, sub-delimiters,
    /// `@` and `/` stay; every other byte (including `:`, `%` and spaces) becomes `%XX`.
    static func uriPath(_ path: String) -> String {
        var uri = ""
        for byte in path.utf8 {
            if unencoded.contains(byte) {
                uri.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                uri += "%" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            }
        }
        return uri
    }

    private static let unencoded = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,;=@/".utf8)
}
