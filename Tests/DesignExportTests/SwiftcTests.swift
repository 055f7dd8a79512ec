import DesignCatalog
import DesignRules
import DesignSupport
import DesignTokens
import Foundation
import SwiftCode
import TestSupport
import Testing

@testable import DesignExport

/// The exported Swift through the compiler: every file parses, the platform-neutral part
/// type-checks and runs without SwiftUI, and the values it holds are those `dscheck tokens
/// --format json` gives, in the default and the dark context.
@Suite(.enabled(if: Swiftc.path != nil, "needs swiftc"))
struct SwiftcTests {
    static let swiftFiles = ExportFixture.export.files.map(\.path).filter { $0.hasSuffix(".swift") }

    @Test(.endToEnd) func everyFileParses() throws {
        try ExportFixture.written { folder in
            for file in Self.swiftFiles {
                let result = try Swiftc.run(["-parse", file], in: folder)
                #expect(result.status == 0, "\(file): \(result.stderr)")
            }
        }
    }

    @Test(.endToEnd) func theValuesCompileWithoutSwiftUIAndMatchTheTokens() throws {
        let members = Self.printedMembers()
        let main = members.map { "print(\(OutputEscaping.swiftString($0.name)), \($0.expressions.joined(separator: ", ")))" }
        try ExportFixture.written { folder in
            try Data(main.joined(separator: "\n").utf8).write(to: folder.appendingPathComponent("main.swift"))
            let typecheck = try Swiftc.run(["-typecheck", "TokenValues.swift", "ComponentSpecs.swift"], in: folder)
            #expect(typecheck.status == 0, "\(typecheck.stderr)")
            let build = try Swiftc.run(["TokenValues.swift", "ComponentSpecs.swift", "main.swift", "-o", "values"], in: folder)
            try #require(build.status == 0, "\(build.stderr)")
            let run = try DSCheckProcess.run(program: folder.appendingPathComponent("values").path, [], in: folder.path)
            #expect(run.status == 0)
            let printed = Self.lines(run.stdout)
            let expected = try Self.expected()
            #expect(printed.count == members.count)
            #expect(Set(expected.keys) == Set(printed.keys), "every printed token is compared")
            for (name, values) in expected {
                let got = try #require(printed[name], "\(name) not printed")
                #expect(got.count == values.count, "\(name)")
                for (have, want) in zip(got, values) { #expect(abs(have - want) < 1e-12, "\(name): \(got) vs \(values)") }
            }
        }
    }

    /// Names Swift cannot take as written (a keyword, a leading digit, `$root`, a non-ASCII
    /// letter), a deprecation with quotes, a description over two lines, colours outside sRGB,
    /// every other type: the export compiles and names them as ``SwiftIdentifier`` says.
    @Test(.endToEnd) func awkwardNamesAndEveryTypeCompile() throws {
        let catalog = try #require(Catalog.load(folder: Fixtures.path("export/names")).catalog)
        let export = SwiftExporter.export(CatalogChecker().check(catalog))
        #expect(export.diagnostics.isEmpty, "\(export.diagnostics)")
        let values = try #require(export.files.first { $0.path == "TokenValues.swift" }).contents
        for expected in [
            "public static let `default`: Swift.Double = 2", "public static let _1: Swift.Double = 16", "public enum _2xl {",
            "public static let root: Swift.Double = 24", "public static let cafU00E9: Swift.Double = 5",
            "@available(*, deprecated, message: \"Use \\\"size.default\\\" instead.\")",
            "/// Second line with \"quotes\" and a backslash \\.", "Token `ink.lab`. Written in sRGB, converted from lab.",
        ] {
            #expect(values.contains(expected), "\(expected)")
        }
        try TemporaryFolder.with { folder in
            for file in export.files where file.path.hasSuffix(".swift") {
                try Data(file.contents.utf8).write(to: folder.appendingPathComponent(file.path))
            }
            let typecheck = try Swiftc.run(["-typecheck", "TokenValues.swift", "ComponentSpecs.swift"], in: folder)
            #expect(typecheck.status == 0, "\(typecheck.stderr)")
            let parse = try Swiftc.run(["-parse", "Tokens.swift"], in: folder)
            #expect(parse.status == 0, "\(parse.stderr)")
        }
    }

    /// For each token with numbers the compiled file can print: its name and the expressions
    /// printing them (colours: light then dark components).
    static func printedMembers() -> [(name: String, expressions: [String])] {
        let namespace = TokenNamespace.make(tokens: ExportFixture.checked.defaultContext.tokens.tokens, reservedTypes: [])
        return namespace.allMembers().compactMap { place in
            let reference = NamespaceSource.reference(root: SwiftExporter.valuesRoot, place: place)
            switch place.member.token.value {
            case .dimension, .number, .duration, .fontWeight: return (place.member.token.name, [reference])
            case .color:
                let parts = ["red", "green", "blue", "alpha"]
                return (place.member.token.name, parts.map { "\(reference).light.\($0)" } + parts.map { "\(reference).dark!.\($0)" })
            default: return nil
            }
        }
    }

    /// What the program printed: numbers by token name.
    static func lines(_ output: String) -> [String: [Double]] {
        var values: [String: [Double]] = [:]
        for line in output.split(separator: "\n") {
            let words = line.split(separator: " ")
            values[String(words[0])] = words.dropFirst().compactMap { Double($0) }
        }
        return values
    }

    /// The same numbers read from `dscheck tokens --format json` (sRGB components, points,
    /// seconds), default and dark context.
    static func expected() throws -> [String: [Double]] {
        let catalog = Fixtures.repository("catalog")
        let light = try tokens(ExportFixture.stdout(["tokens", catalog, "--format", "json"]))
        let dark = try tokens(ExportFixture.stdout(["tokens", catalog, "--format", "json", "--context", "appearance=dark"]))
        var expected: [String: [Double]] = [:]
        for (name, value) in light {
            guard let object = value.object else {
                if let number = value.number { expected[name] = [number] }
                if let keyword = value.string, let weight = FontWeight.keywords[keyword] { expected[name] = [weight] }
                continue
            }
            if let components = object["components"]?.array?.compactMap(\.number), object["colorSpace"]?.string == "srgb",
                let darkComponents = dark[name]?.object?["components"]?.array?.compactMap(\.number)
            {
                let alpha = object["alpha"]?.number ?? 1
                expected[name] = components + [alpha] + darkComponents + [dark[name]?.object?["alpha"]?.number ?? 1]
            } else if let number = object["value"]?.number, let unit = object["unit"]?.string {
                expected[name] = [unit == "ms" ? number / 1000 : number]
            }
        }
        return expected
    }

    private static func tokens(_ json: String) throws -> [String: JSONNode] {
        let root = try JSONReader().read(json, file: "tokens.json")
        var values: [String: JSONNode] = [:]
        for token in root.object?["tokens"]?.array ?? [] {
            if let name = token.object?["name"]?.string, let value = token.object?["value"] { values[name] = value }
        }
        return values
    }
}
