import DesignSupport
import Foundation
import TestSupport
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Terminal and workflow-command injection in every format, through the built binary: a
/// catalogue whose folder, descriptions, deprecation reasons, waiver reason and texts, and a
/// `--base` folder, carry a workflow command on a new line, escape sequences that clear the screen
/// and set the title, a right-to-left override and a team mention. Whatever dscheck prints must
/// show them as escapes; names carrying them are refused at load with a located error.
/// Each run writes its own catalogues (``Catalogues``), so the runs go in parallel.
@Suite
struct InjectionTests {
    /// Every attack at once.
    static let payload = "\n::error::pwned \u{1B}[2J \u{1B}]0;title\u{7} \u{202E} @team"

    /// A catalogue folder named with the payload (the head), and a base folder named with it too,
    /// so every path, and `diff`'s `--base` label, carries it.
    final class Catalogues {
        let root: String
        let head: String
        let base: String

        init() throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("dscheck-injection-\(UUID().uuidString)").path
            head = root + "/cat" + InjectionTests.payload
            base = root + "/base" + InjectionTests.payload
            try InjectionTests.write(catalogue: head, deprecated: true)
            try InjectionTests.write(catalogue: base, deprecated: false)
        }

        deinit { try? FileManager.default.removeItem(atPath: root) }
    }

    /// The fixture's valid catalogue with a token whose description and deprecation reason carry
    /// the payload, a waiver whose reason does, and a component whose summary and label do.
    static func write(catalogue folder: String, deprecated: Bool) throws {
        try FileManager.default.createDirectory(atPath: (folder as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Fixtures.path("catalog/valid"), toPath: folder)
        try writeJSON(
            [
                "name": "Injection", "version": "1.0.0", "platform": "ios", "tokens": "tokens.resolver.json",
                "waivers": [["rule": "hig/touch-target", "subject": "chip", "reason": "Accepted" + payload]],
            ], to: folder + "/dscheck.json")
        var extra: [String: Any] = ["$value": "#ff0000", "$description": "Described" + payload]
        if deprecated { extra["$deprecated"] = "Deprecated" + payload }
        var color: [String: Any] = ["$type": "color", "extra": extra]
        if !deprecated { color["gone"] = ["$value": "#00ff00"] }
        try writeJSON(["color": color], to: folder + "/extra.tokens.json")
        try writeJSON(["color": ["$type": "color", "ink": ["$value": deprecated ? "#eeeeee" : "#dddddd"]]], to: folder + "/dark.tokens.json")
        try writeJSON(
            [
                "version": "2025.10",
                "sets": ["base": ["sources": [["$ref": "tokens.tokens.json"], ["$ref": "extra.tokens.json"]]]],
                "modifiers": ["mode": ["contexts": ["light": [], "dark": [["$ref": "dark.tokens.json"]]], "default": "light"]],
                "resolutionOrder": [["$ref": "#/sets/base"], ["$ref": "#/modifiers/mode"]],
            ], to: folder + "/tokens.resolver.json")
        try writeJSON(
            [
                "id": "chip", "name": "Chip @team", "status": "stable", "summary": "Summary" + payload, "kind": "control",
                "layer": "functional", "anatomy": [["id": "face", "shape": "circle", "fill": "{color.accent}"]], "metrics": ["size": 30],
                "label": ["examples": ["Label @team" + payload]],
            ], to: folder + "/components/chip.json")
    }

    static func writeJSON(_ object: Any, to path: String) throws {
        try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys]).write(to: URL(fileURLWithPath: path))
    }

    /// One run: the arguments, and the format its standard output is in.
    struct Run: CustomTestStringConvertible, Sendable {
        var arguments: @Sendable (_ catalogues: Catalogues) -> [String]
        var format: String
        var label: String
        var testDescription: String { label }
    }

    static let checkFormats = ["text", "json", "sarif", "github", "junit", "markdown"]
    static let diffFormats = ["text", "json", "markdown", "github", "sarif"]

    static let runs: [Run] =
        checkFormats.map { format in Run(arguments: { ["check", $0.head, "--format", format] }, format: format, label: "check --format \(format)") }
        + diffFormats.map { format in
            Run(arguments: { ["diff", "--base", $0.base, $0.head, "--format", format] }, format: format, label: "diff --format \(format)")
        } + [
            Run(arguments: { ["tokens", $0.head] }, format: "text", label: "tokens"),
            Run(arguments: { ["tokens", $0.head, "--format", "json"] }, format: "json", label: "tokens --format json"),
            Run(arguments: { ["tokens", $0.head, "--context", "mode" + payload + "=dark"] }, format: "text", label: "tokens --context"),
            Run(arguments: { _ in ["rules", "x" + payload] }, format: "text", label: "rules"),
            Run(arguments: { _ in ["contrast", "x" + payload, "white"] }, format: "text", label: "contrast"),
            Run(arguments: { ["check", $0.head, "--format", "x" + payload] }, format: "text", label: "check --format unknown"),
            Run(arguments: { _ in ["x" + payload] }, format: "text", label: "no such catalogue"),
            Run(arguments: { ["site", $0.head, "--out", $0.root + "/site" + payload] }, format: "text", label: "site"),
        ]

    /// The control and bidirectional characters in `text` other than line feeds, as `U+001B`.
    static func rawControls(_ text: String) -> [String] {
        text.unicodeScalars.filter { ControlCharacters.contains($0) && $0 != "\n" }.map(ControlCharacters.codePoint)
    }

    @Test(.endToEnd, arguments: runs)
    func noControlCharacterReachesTheOutput(run: Run) throws {
        let catalogues = try Catalogues()
        let result = try DSCheckProcess.run(run.arguments(catalogues), in: catalogues.root, timeLimit: 120)
        #expect(!result.crashed)
        #expect([0, 1, 2].contains(result.status))
        #expect(Self.rawControls(result.stdout) == [], "stdout: \(result.stdout.debugDescription)")
        #expect(Self.rawControls(result.stderr) == [], "stderr: \(result.stderr.debugDescription)")
        // Standard error is for people: no line of it may read as a workflow command.
        for line in result.stderr.split(separator: "\n") {
            #expect(!line.trimmingCharacters(in: .whitespaces).hasPrefix("::"), "\(line)")
        }
        let out = result.stdout
        switch run.format {
        case "github":
            let lines = out.split(separator: "\n")
            #expect(lines.count > 1)
            for line in lines.dropLast() {
                #expect(
                    line.wholeMatch(of: /::(error|warning|notice) file=[^:,\n]*,line=\d+,col=\d+,title=[^:,\n]*::[^\n]*/) != nil,
                    "not an annotation: \(line)")
            }
            #expect(!lines.last!.hasPrefix("::"))
        case "markdown":
            let prose = out.replacing(/`[^`\n]*`/, with: "")
            #expect(prose.firstMatch(of: /@[A-Za-z0-9]/) == nil, "a live mention: \(out)")
            #expect(out.contains("@&#8203;team"))
        case "json", "sarif":
            _ = try JSONSerialization.jsonObject(with: Data(out.utf8))
        case "junit":
            _ = try XMLDocument(xmlString: out)
        default:
            for line in out.split(separator: "\n") {
                #expect(!line.trimmingCharacters(in: .whitespaces).hasPrefix("::"), "\(line)")
            }
        }
        #expect(!(out + result.stderr).contains("pwned \u{1B}"))
    }

    @Test(.endToEnd) func theTextReportShowsEachAttackEscaped() throws {
        let catalogues = try Catalogues()
        let result = try DSCheckProcess.run(["check", catalogues.head], in: catalogues.root, timeLimit: 120)
        #expect(result.stdout.contains("cat ::error::pwned \\u{1B}[2J \\u{1B}]0;title\\u{7} \\u{202E} @team/components/chip.json"))
        #expect(result.stdout.contains("waived: "))
        #expect(result.stdout.contains("Accepted ::error::pwned \\u{1B}[2J"))
        let diff = try DSCheckProcess.run(["diff", "--base", catalogues.base, catalogues.head], in: catalogues.root, timeLimit: 120)
        #expect(diff.stdout.contains("/base ::error::pwned \\u{1B}[2J \\u{1B}]0;title\\u{7} \\u{202E} @team: "))
        #expect(diff.stdout.contains("Deprecated ::error::pwned \\u{1B}[2J"))
    }

    /// A catalogue checked as `.` puts its files' names first on each text line; a file or token
    /// named `::warning::…` must not make a line a workflow command.
    @Test(.endToEnd) func noTextLineStartsAWorkflowCommand() throws {
        try TemporaryFolder.with { root in
            let folder = root.path + "/cat"
            try Self.write(catalogue: folder, deprecated: false)
            try FileManager.default.moveItem(atPath: folder + "/extra.tokens.json", toPath: folder + "/::warning::pwned.tokens.json")
            try Self.writeJSON(["::error::token": ["$type": "color", "$value": "#ff0000"]], to: folder + "/::warning::pwned.tokens.json")
            try Self.rewriteResolver(in: folder) { $0.replacingOccurrences(of: "extra.tokens.json", with: "::warning::pwned.tokens.json") }
            for arguments in [["check", "."], ["tokens", "."], ["diff", "--base", ".", "."], ["check", ".", "--format", "markdown"]] {
                let result = try DSCheckProcess.run(arguments, in: folder, timeLimit: 120)
                #expect(arguments.count > 2 || (result.stdout + result.stderr).contains("\\u{3A}:"), "\(arguments)")
                for line in (result.stdout + result.stderr).split(separator: "\n") {
                    #expect(!line.trimmingCharacters(in: .whitespaces).hasPrefix("::"), "\(arguments): \(line)")
                }
            }
        }
    }

    /// Rewrites the resolver's text with `change`.
    static func rewriteResolver(in folder: String, _ change: (String) -> String) throws {
        let path = folder + "/tokens.resolver.json"
        try change(String(contentsOfFile: path, encoding: .utf8)).write(toFile: path, atomically: true, encoding: .utf8)
    }

    /// A name that carries the payload, where it is written, and what the error calls it.
    struct RefusedName: CustomTestStringConvertible, Sendable {
        var label: String
        var file: String
        var what: String
        var testDescription: String { label }
    }

    static let refusedNames = [
        RefusedName(label: "resolver modifier", file: "tokens.resolver.json", what: "modifier \"mode"),
        RefusedName(label: "resolver context", file: "tokens.resolver.json", what: "context \"dark"),
        RefusedName(label: "token", file: "extra.tokens.json", what: "name \"extra"),
        RefusedName(label: "component id", file: "components/chip.json", what: "id \"chip"),
        RefusedName(label: "layer id", file: "components/chip.json", what: "layer id \"face"),
        RefusedName(label: "variant id", file: "components/chip.json", what: "variant id \"big"),
        RefusedName(label: "manifest name", file: "dscheck.json", what: "name \"Injection"),
    ]

    /// Writes the payload into the name `refused` is about.
    static func corrupt(_ refused: RefusedName, in folder: String) throws {
        func rewrite(_ file: String, _ change: (inout [String: Any]) -> Void) throws {
            let path = folder + "/" + file
            var object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as! [String: Any]
            change(&object)
            try writeJSON(object, to: path)
        }
        switch refused.label {
        case "resolver modifier":
            try rewrite("tokens.resolver.json") { resolver in
                resolver["modifiers"] = ["mode" + payload: (resolver["modifiers"] as! [String: Any])["mode"]!]
                resolver["resolutionOrder"] = [["$ref": "#/sets/base"], ["$ref": "#/modifiers/mode" + payload]]
            }
        case "resolver context":
            try rewrite("tokens.resolver.json") { resolver in
                resolver["modifiers"] = ["mode": ["contexts": ["light": [], "dark" + payload: [["$ref": "dark.tokens.json"]]]]]
            }
        case "token":
            try rewrite("extra.tokens.json") { $0 = ["color": ["$type": "color", "extra" + payload: ["$value": "#ff0000"]]] }
        case "component id":
            try FileManager.default.moveItem(atPath: folder + "/components/chip.json", toPath: folder + "/components/chip\(payload).json")
            try rewrite("components/chip\(payload).json") { $0["id"] = "chip" + payload }
        case "layer id":
            try rewrite("components/chip.json") { $0["anatomy"] = [["id": "face" + payload, "shape": "circle", "fill": "{color.accent}"]] }
        case "variant id":
            try rewrite("components/chip.json") { $0["variants"] = [["id": "big" + payload, "name": "Big"]] }
        default:
            try rewrite("dscheck.json") { $0["name"] = "Injection" + payload }
        }
    }

    @Test(.endToEnd, arguments: refusedNames)
    func namesWithControlCharactersAreRefusedWhereTheyAreWritten(refused: RefusedName) throws {
        try TemporaryFolder.with { root in
            let folder = root.path + "/cat"
            try Self.write(catalogue: folder, deprecated: false)
            try Self.corrupt(refused, in: folder)
            for format in ["text", "github", "json"] {
                let result = try DSCheckProcess.run(["check", folder, "--format", format], in: root.path, timeLimit: 120)
                #expect([1, 2].contains(result.status), "\(format)")
                let output = result.stdout + result.stderr
                #expect(Self.rawControls(output) == [], "\(format)")
                let message =
                    refused.what + "\\u{A}::error::pwned \\u{1B}[2J \\u{1B}]0;title\\u{7} \\u{202E} @team\" contains the control character U+000A"
                switch format {
                case "text":
                    let file =
                        refused.label == "component id" ? "components/" + OutputEscaping.terminal("chip" + Self.payload) + ".json" : refused.file
                    #expect(output.contains("cat/\(file):"), "\(output)")
                    #expect(output.contains(message), "\(output)")
                    #expect(output.firstMatch(of: /:\d+:\d+: error:\s/) != nil, "\(output)")
                case "github":
                    // A manifest that cannot be used stops the load: its errors go to standard error as text.
                    #expect(output.contains("::error file=") || refused.label == "manifest name", "\(output)")
                    #expect(output.contains(refused.what), "\(output)")
                default:
                    #expect(output.contains("contains the control character U+000A"), "\(output)")
                }
            }
        }
    }
}
