import DesignRules
import DesignSupport
import DesignTokens

/// The JSON report, the contract other tools build on:
/// `{tool: {name, version}, summary: {errors, rootCauses, dependents, warnings, infos, waived},
/// diagnostics: [...], measurements: [...]}` (`rootCauses` and `dependents` split the errors),
/// each diagnostic `{ruleId, severity, message, file, line, column, subject, context, dependent,
/// element, fingerprint}` (`dependent`: it follows from another finding; the element path and fingerprint of its
/// ``FindingIdentity``, which baselines and waivers use), each measurement (the contrast of every text and control, passing or
/// not, per context) `{ruleId, subject, item, file, line, column, context, value, threshold,
/// passes, …}`.
struct JSONReporter: ReportFormat {
    static let identifier = "json"
    static let fileExtension = "json"

    /// The report, written member by member into one buffer: at 1,000 components the
    /// measurements alone are tens of thousands of objects, which a tree of the whole report
    /// first built only to copy them into bytes.
    func report(_ report: CheckReport) -> String {
        var json = JSONStream()
        json.openObject()
        json.key(Keys.tool)
        json.value(.object(["name": .string("dscheck"), "version": .string(report.toolVersion)]))
        json.key(Keys.summary)
        json.value(
            .object([
                "errors": .number(Double(report.count(.error))),
                "rootCauses": .number(Double(report.errorCounts.rootCauses)),
                "dependents": .number(Double(report.errorCounts.dependents)),
                "warnings": .number(Double(report.count(.warning))),
                "infos": .number(Double(report.count(.info))),
                "waived": .number(Double(report.waived.count)),
            ]))
        json.key(Keys.diagnostics)
        json.openArray()
        for diagnostic in report.diagnostics {
            json.element()
            json.openObject()
            Self.writeMembers(of: diagnostic, to: &json)
            json.key(Keys.dependent)
            json.bool(diagnostic.isDependent)
            json.key(Keys.element)
            json.string(report.identities[diagnostic]?.element)
            json.key(Keys.fingerprint)
            json.string(report.fingerprint(of: diagnostic))
            json.closeObject()
        }
        json.closeArray()
        json.key(Keys.measurements)
        json.openArray()
        for (context, measurements) in report.measurements {
            for measurement in measurements {
                json.element()
                Self.write((context, measurement), to: &json)
            }
        }
        json.closeArray()
        json.closeObject()
        return json.finished()
    }

    /// The keys of the report, escaped once.
    private enum Keys {
        static let tool = JSONStream.Key("tool")
        static let summary = JSONStream.Key("summary")
        static let diagnostics = JSONStream.Key("diagnostics")
        static let measurements = JSONStream.Key("measurements")
        static let dependent = JSONStream.Key("dependent")
        static let element = JSONStream.Key("element")
        static let fingerprint = JSONStream.Key("fingerprint")
        static let ruleId = JSONStream.Key("ruleId")
        static let severity = JSONStream.Key("severity")
        static let message = JSONStream.Key("message")
        static let file = JSONStream.Key("file")
        static let line = JSONStream.Key("line")
        static let column = JSONStream.Key("column")
        static let subject = JSONStream.Key("subject")
        static let context = JSONStream.Key("context")
        static let item = JSONStream.Key("item")
        static let value = JSONStream.Key("value")
        static let threshold = JSONStream.Key("threshold")
        static let passes = JSONStream.Key("passes")
        static let foreground = JSONStream.Key("foreground")
        static let foregroundOpacity = JSONStream.Key("foregroundOpacity")
        static let background = JSONStream.Key("background")
        static let apcaLc = JSONStream.Key("apcaLc")
        static let textSize = JSONStream.Key("textSize")
        static let largeText = JSONStream.Key("largeText")
    }

    /// The members of one diagnostic, in an object the caller opened (and may add to):
    /// `subject` is null when absent and `context` an object in key order.
    static func writeMembers(of diagnostic: Diagnostic, to json: inout JSONStream) {
        json.key(Keys.ruleId)
        json.string(diagnostic.ruleId)
        json.key(Keys.severity)
        json.string(diagnostic.severity.rawValue)
        json.key(Keys.message)
        json.string(diagnostic.message)
        writeLocationMembers(of: diagnostic.location, to: &json)
        json.key(Keys.subject)
        json.string(diagnostic.subject)
        json.key(Keys.context)
        write(diagnostic.context, to: &json)
    }

    /// The `file`, `line` and `column` members of a location.
    static func writeLocationMembers(of location: SourceLocation, to json: inout JSONStream) {
        json.key(Keys.file)
        json.recurringString(location.file)
        json.key(Keys.line)
        json.number(location.line)
        json.key(Keys.column)
        json.number(location.column)
    }

    /// One measurement: `value` floored to two decimals as every report shows it, `passes` from
    /// the exact value; for contrast also the colour pair, APCA Lc and the text's size.
    private static func write(_ entry: (context: ResolverContext, measurement: RuleMeasurement), to json: inout JSONStream) {
        let measurement = entry.measurement
        json.openObject()
        json.key(Keys.ruleId)
        json.string(measurement.ruleId)
        json.key(Keys.subject)
        json.string(measurement.subject)
        json.key(Keys.item)
        json.string(measurement.item)
        writeLocationMembers(of: measurement.location, to: &json)
        json.key(Keys.context)
        write(entry.context, to: &json)
        json.key(Keys.value)
        json.number(measurement.flooredValue)
        json.key(Keys.threshold)
        json.number(measurement.threshold)
        json.key(Keys.passes)
        json.bool(measurement.passes)
        if let pair = measurement.contrast {
            json.key(Keys.foreground)
            json.string(pair.foreground.hexString)
            json.key(Keys.foregroundOpacity)
            json.number(min(max(pair.foreground.alpha, 0), 1))
            json.key(Keys.background)
            json.string(pair.background.hexString)
            json.key(Keys.apcaLc)
            json.number((pair.apcaLc * 10).rounded() / 10)
            if let text = pair.text {
                json.key(Keys.textSize)
                json.number(text.size)
                json.key(Keys.largeText)
                json.bool(text.isLarge)
            }
        }
        json.closeObject()
    }

    /// A context as a JSON object with its members in key order.
    static func write(_ context: ResolverContext, to json: inout JSONStream) {
        json.openObject()
        for pair in context.pairs {
            json.key(pair.modifier)
            json.string(pair.context)
        }
        json.closeObject()
    }
}
