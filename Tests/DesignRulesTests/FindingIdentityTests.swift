import DesignRules
import DesignSupport
import Foundation
import TestSupport
import Testing

/// ``FindingIdentity``: what a finding is, kept when its file is reformatted, changed when it is
/// about another element, and told apart when one rule finds one element twice.
struct FindingIdentityTests {
    static let rule = DiagnosticID.named("a11y/text-contrast")

    /// A composition whose second child has an id and whose first has none.
    static let compact = #"{"id": "s", "root": {"children": [{"text": "A"}, {"id": "cta", "text": "B"}, {"text": "C/~"}]}}"#
    static let reformatted = """
        {
            "id": "s",
            "root": {
                "children": [
                    { "text": "A" },
                    {
                        "id": "cta",
                        "text": "B"
                    },
                    { "text": "C/~" }
                ]
            }
        }
        """

    static func finding(_ message: String = "low", at location: DesignSupport.SourceLocation, context: ResolverContext = [:]) -> Diagnostic {
        Diagnostic(id: rule, severity: .error, message: message, location: location, subject: "s", context: context)
    }

    @Test func elementsAreNamedByPathAndIdNotByLine() throws {
        try TemporaryFolder.with { folder in
            let file = folder.appendingPathComponent("s.json").path
            try Data(Self.compact.utf8).write(to: URL(fileURLWithPath: file))
            let column = { (text: String) in
                Self.compact.utf8.distance(from: Self.compact.startIndex, to: Self.compact.range(of: text)!.lowerBound) + 1
            }
            let first = Self.finding(at: DesignSupport.SourceLocation(file: file, line: 1, column: column(#"{"text": "A"}"#)))
            let second = Self.finding(at: DesignSupport.SourceLocation(file: file, line: 1, column: column(#"{"id": "cta""#)))
            let third = Self.finding(at: DesignSupport.SourceLocation(file: file, line: 1, column: column(#"{"text": "C"#)))
            let identities = FindingIdentity.of([first, second, third], catalogFolder: folder.path)
            #expect(identities[first]?.element == "/root/children/0")
            #expect(identities[second]?.element == "/root/children/cta")
            #expect(identities[third]?.element == "/root/children/2")
            #expect(identities[first]?.file == "s.json")

            try Data(Self.reformatted.utf8).write(to: URL(fileURLWithPath: file))
            let moved = Self.finding(at: DesignSupport.SourceLocation(file: file, line: 6, column: 21))
            #expect(FindingIdentity.of([moved], catalogFolder: folder.path)[moved]?.fingerprint == identities[second]?.fingerprint)
        }
    }

    @Test func theSameElementTwiceOrInAnotherContextIsAnotherFinding() throws {
        try TemporaryFolder.with { folder in
            let file = folder.appendingPathComponent("s.json").path
            try Data(Self.reformatted.utf8).write(to: URL(fileURLWithPath: file))
            let place = DesignSupport.SourceLocation(file: file, line: 5, column: 21)
            let findings = [
                Self.finding("a", at: place), Self.finding("b", at: place), Self.finding("a", at: place, context: ["appearance": "dark"]),
            ]
            let identities = FindingIdentity.of(findings, catalogFolder: folder.path)
            #expect(findings.map { identities[$0]?.occurrence } == [0, 1, 0])
            #expect(Set(findings.compactMap { identities[$0]?.fingerprint }).count == 3)
            #expect(identities[findings[2]]?.context == "appearance=dark")
        }
    }

    @Test func aWaiverNarrowedToAnElementAcceptsThatElementAndWhatIsInside() {
        let identity = FindingIdentity(
            rule: Self.rule.rawValue, subject: "s", file: "s.json", element: "/root/children/1/label", context: "", occurrence: 0)
        let place = DesignSupport.SourceLocation(file: "dscheck.json", line: 1, column: 1)
        #expect(Waiver(rule: Self.rule.rawValue, subject: "s", reason: "r", location: place).matches(identity))
        #expect(Waiver(rule: Self.rule.rawValue, subject: "s", element: "/root/children/1", reason: "r", location: place).matches(identity))
        #expect(!Waiver(rule: Self.rule.rawValue, subject: "s", element: "/root/children/10", reason: "r", location: place).matches(identity))
        #expect(!Waiver(rule: Self.rule.rawValue, subject: "t", reason: "r", location: place).matches(identity))
    }
}
