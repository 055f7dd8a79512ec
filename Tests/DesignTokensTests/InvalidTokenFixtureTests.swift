import DesignSupport
import DesignTokens
import Foundation
import TestSupport
import Testing

/// One failing fixture for every error the 2025.10 format and resolver say a tool MUST report
/// (DTCG Format 2025.10, https://www.designtokens.org/tr/2025.10/format/), each with the rule ids and exact locations it must produce.
struct InvalidTokenFixtureTests {
    struct Expectation: CustomStringConvertible {
        let ruleId: String
        let severity: String
        let file: String?
        let line: Int
        let column: Int
        var description: String { "\(file ?? "")\(line):\(column) \(severity) \(ruleId)" }
    }

    static let cases: [String] = {
        guard let expected = try? Fixtures.json("tokens/invalid/expected.json").object else { return [] }
        return expected.keys.sorted()
    }()

    static func expectations(for name: String) throws -> [Expectation] {
        let expected = try #require(try Fixtures.json("tokens/invalid/expected.json").object?[name]?.array)
        return try expected.map { node in
            let object = try #require(node.object)
            return Expectation(
                ruleId: try #require(object["ruleId"]?.string),
                severity: try #require(object["severity"]?.string),
                file: object["file"]?.string,
                line: Int(try #require(object["line"]?.number)),
                column: Int(try #require(object["column"]?.number)))
        }
    }

    @Test func everyFixtureHasExpectations() throws {
        let onDisk = try Fixtures.entries("tokens/invalid").filter { $0 != "expected.json" }
        #expect(onDisk == Self.cases)
        #expect(Self.cases.count >= 50)
    }

    @Test(arguments: cases)
    func fixtureReportsItsDiagnostics(name: String) throws {
        let folder = Fixtures.path("tokens/invalid/\(name)")
        let isResolver = !name.hasSuffix(".json")
        let file = isResolver ? folder + "/tokens.resolver.json" : folder
        let source = TokenSource(file: file, root: isResolver ? folder : nil)
        let diagnostics = source.resolve().diagnostics
        let actual = Set(
            diagnostics.map { diagnostic in
                let relative = isResolver ? String(diagnostic.location.file.dropFirst(folder.count + 1)) : nil
                return
                    "\(relative.map { $0 + ":" } ?? "")\(diagnostic.location.line):\(diagnostic.location.column) \(diagnostic.severity.rawValue) \(diagnostic.ruleId)"
            })
        let expected = Set(
            try Self.expectations(for: name).map { "\($0.file.map { $0 + ":" } ?? "")\($0.line):\($0.column) \($0.severity) \($0.ruleId)" })
        #expect(actual == expected, "\(name): \(diagnostics.map { "\($0.location): \($0.message) [\($0.ruleId)]" })")
    }
}
