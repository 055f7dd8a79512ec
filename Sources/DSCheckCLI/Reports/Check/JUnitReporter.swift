import DesignSupport
import DesignTokens

/// JUnit XML, for CI dashboards: one test case per finding, named after its rule (class) and its
/// subject or file. Errors and warnings fail, info passes with its text on `system-out`, waived
/// findings are skipped with their reason; a run with no findings at all is one passing case.
/// When some errors are dependents of others, the suite's properties split the errors into
/// `rootCauses` and `dependents`.
struct JUnitReporter: ReportFormat {
    static let identifier = "junit"
    static let fileExtension = "xml"

    func report(_ report: CheckReport) -> String {
        var cases: [String] = []
        for diagnostic in report.diagnostics {
            let body: String
            switch diagnostic.severity {
            case .error, .warning:
                body =
                    "<failure type=\"\(diagnostic.severity.rawValue)\" message=\"\(OutputEscaping.xml(diagnostic.message))\">\(OutputEscaping.xml(diagnostic.location.description))</failure>"
            case .info:
                body = "<system-out>\(OutputEscaping.xml(diagnostic.clangStyleLine()))</system-out>"
            }
            cases.append(testCase(diagnostic, body: body))
        }
        for (diagnostic, waiver) in report.waived {
            cases.append(testCase(diagnostic, body: "<skipped message=\"\(OutputEscaping.xml("waived: " + waiver.reason))\"/>"))
        }
        if cases.isEmpty {
            cases.append("<testcase classname=\"dscheck\" name=\"catalogue\"/>")
        }
        let failures = report.count(.error) + report.count(.warning)
        let counts = "tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"\(report.waived.count)\""
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"dscheck\" \(counts)>\n"
        xml += "  <testsuite name=\"dscheck\" \(counts)>\n"
        let split = report.errorCounts
        if split.dependents > 0 {
            xml += "    <properties>\n"
            xml += "      <property name=\"rootCauses\" value=\"\(split.rootCauses)\"/>\n"
            xml += "      <property name=\"dependents\" value=\"\(split.dependents)\"/>\n"
            xml += "    </properties>\n"
        }
        xml += cases.map { "    " + $0 + "\n" }.joined()
        xml += "  </testsuite>\n</testsuites>\n"
        return xml
    }

    /// A `testcase` element around `body`.
    private func testCase(_ diagnostic: Diagnostic, body: String) -> String {
        let name = (diagnostic.subject ?? diagnostic.location.file) + diagnostic.context.suffix
        return "<testcase classname=\"\(OutputEscaping.xml(diagnostic.ruleId))\" name=\"\(OutputEscaping.xml(name))\">\(body)</testcase>"
    }
}
