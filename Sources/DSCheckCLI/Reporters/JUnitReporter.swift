import DesignSupport
import DesignTokens

/// JUnit XML, for CI dashboards: one test case per finding, named after its rule (class) and its
/// subject or file. Errors and warnings fail, info passes with its text on `system-out`, waived
/// findings are skipped with their reason; a run with no findings at all is one passing case.
struct JUnitReporter: Reporter {
    static let identifier = "junit"
    static let fileExtension = "xml"

    func report(_ report: CheckReport) -> String {
        var cases: [String] = []
        for diagnostic in report.diagnostics {
            let body: String
            switch diagnostic.severity {
            case .error, .warning:
                body =
                    "<failure type=\"\(diagnostic.severity.rawValue)\" message=\"\(Self.escape(diagnostic.message))\">\(Self.escape(diagnostic.location.description))</failure>"
            case .info:
                body = "<system-out>\(Self.escape(TextDiagnostics.line(diagnostic)))</system-out>"
            }
            cases.append(testCase(diagnostic, body: body))
        }
        for (diagnostic, waiver) in report.waived {
            cases.append(testCase(diagnostic, body: "<skipped message=\"\(Self.escape("waived: " + waiver.reason))\"/>"))
        }
        if cases.isEmpty {
            cases.append("<testcase classname=\"dscheck\" name=\"catalogue\"/>")
        }
        let failures = report.count(.error) + report.count(.warning)
        let counts = "tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"\(report.waived.count)\""
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"dscheck\" \(counts)>\n"
        xml += "  <testsuite name=\"dscheck\" \(counts)>\n"
        xml += cases.map { "    " + $0 + "\n" }.joined()
        xml += "  </testsuite>\n</testsuites>\n"
        return xml
    }

    /// A `testcase` element around `body`.
    private func testCase(_ diagnostic: Diagnostic, body: String) -> String {
        let name = (diagnostic.subject ?? diagnostic.location.file) + TextDiagnostics.contextSuffix(diagnostic.context)
        return "<testcase classname=\"\(Self.escape(diagnostic.ruleId))\" name=\"\(Self.escape(name))\">\(body)</testcase>"
    }

    /// `text` for XML 1.0 text or a double- or single-quoted attribute: markup characters become
    /// entities, tab and line breaks character references (so attributes keep them), and
    /// characters XML 1.0 cannot hold are removed.
    static func escape(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&apos;"
            case "\t": escaped += "&#9;"
            case "\n": escaped += "&#10;"
            case "\r": escaped += "&#13;"
            default:
                if scalar.value >= 0x20, scalar.value != 0xFFFE, scalar.value != 0xFFFF {
                    escaped.unicodeScalars.append(scalar)
                }
            }
        }
        return escaped
    }
}
