import DesignSupport
import DesignTokens
import Foundation
import TestSupport
import Testing

/// `acceptedChanges` in `dscheck.json`: an intended breaking change, accepted with a reason,
/// is listed as accepted and does not fail `dscheck diff`; an acceptance that matches nothing is
/// stale, and a malformed one is a configuration error (issue 12).
struct AcceptedChangeTests {
    /// Runs `diff` on a copy of the token-removed fixture whose head manifest accepts `accepted`.
    static func diff(accepting accepted: String, _ arguments: [String] = []) throws -> DSCheckInProcess.Result {
        try TemporaryFolder.with { folder in
            let copy = folder.appendingPathComponent("token-removed").path
            try FileManager.default.copyItem(atPath: Fixtures.path("diff/token-removed"), toPath: copy)
            let manifest = (copy as NSString).appendingPathComponent("head/dscheck.json")
            let written = try String(contentsOfFile: manifest, encoding: .utf8)
            let edited = written.replacingOccurrences(of: "\"rules\":", with: "\"acceptedChanges\": \(accepted),\n  \"rules\":")
            try edited.write(toFile: manifest, atomically: true, encoding: .utf8)
            return DSCheckInProcess.run(["diff", "--base", copy + "/base", copy + "/head"] + arguments)
        }
    }

    static let removal =
        #"[{"change": "diff/token-removed", "token": "color.steel.4", "reason": "Steel 4 retired in 2.0; the date label moved to steel 3."}]"#

    @Test func anAcceptedRemovalIsListedAndDoesNotFail() throws {
        let plain = try Self.diff(accepting: "[]")
        #expect(plain.status == 1, "the removal is breaking without the acceptance")
        let text = try Self.diff(accepting: Self.removal)
        #expect(text.status == 0, "\(text.stdout)\(text.stderr)")
        #expect(text.stdout.contains("note: accepted: "))
        #expect(text.stdout.contains("Steel 4 retired in 2.0"))
        #expect(text.stdout.contains("0 breaking, 0 deprecations, 0 value changes, 0 additions, 1 accepted"))
        #expect(text.stdout.contains("suggested bump: major"), "an accepted removal is still a major change")
        let json = try #require(try JSONReader().read(try Self.diff(accepting: Self.removal, ["--format", "json"]).stdout, file: "stdout").object)
        #expect(json["changes"]?.array?.isEmpty == true)
        let accepted = try #require(json["accepted"]?.array?.first?.object)
        #expect(accepted["token"]?.string == "color.steel.4")
        #expect(accepted["reason"]?.string == "Steel 4 retired in 2.0; the date label moved to steel 3.")
        let markdown = try Self.diff(accepting: Self.removal, ["--format", "markdown"])
        #expect(markdown.stdout.contains("### Accepted (1)"))
    }

    @Test func anAcceptanceThatMatchesNoChangeIsStale() throws {
        let stale = #"[{"change": "diff/token-removed", "token": "color.steel.9", "reason": "Old."}]"#
        let result = try Self.diff(accepting: stale)
        #expect(result.status == 1, "the real removal still fails")
        #expect(result.stderr.contains("warning: accepted change diff/token-removed on \"color.steel.9\" matches no change"))
        #expect(result.stderr.contains("[config/stale-acceptance]"))
    }

    @Test(arguments: [
        (#"[{"change": "diff/token-remove", "token": "color.steel.4", "reason": "r"}]"#, "did you mean \"diff/token-removed\""),
        (#"[{"change": "diff/token-removed", "token": "color.steel.4"}]"#, "needs a non-empty \"reason\""),
        (#"[{"change": "diff/context-removed", "token": "appearance=dark", "reason": "r"}]"#, "needs \"context\""),
        (#"{"change": "diff/token-removed"}"#, "must be an array"),
        (#"[{"change": "diff/token-removed", "token": "color.steel.4", "reason": "\n"}]"#, "needs a non-empty \"reason\""),
        (#"[{"change": "diff/token-remove", "tokn": "color.steel.4", "reason": "r"}]"#, "unknown key \"tokn\" in an accepted change"),
    ])
    func aMalformedAcceptanceIsAConfigurationError(accepted: String, message: String) throws {
        let result = try Self.diff(accepting: accepted)
        #expect(result.status == 2)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(result.stderr.contains("[config/invalid-acceptance]"))
    }
}
