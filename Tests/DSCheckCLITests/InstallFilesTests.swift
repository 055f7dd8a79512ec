import Foundation
import TestSupport
import Testing

/// The install routes' files, which cannot run here (GitHub runs the workflow and the action,
/// pre-commit the hooks, Docker the Dockerfile): each parses as what it is, and every command they
/// run is one this repository has, a script that exists and is executable, or a dscheck command
/// and options that the built binary's `--help` lists.
struct InstallFilesTests {
    static let yamlFiles = [".github/workflows/ci.yml", "action.yml", ".pre-commit-hooks.yaml"]

    /// The YAML files read by PyYAML (from the test tools' Python, scripts/ensure-python-tools),
    /// as JSON values by path.
    static func documents() throws -> [String: Any] {
        let program = """
            import json, sys, yaml
            documents = {}
            for path in sys.argv[1:]:
                with open(path, encoding="utf-8") as file:
                    documents[path] = yaml.safe_load(file)
            print(json.dumps(documents))
            """
        let result = try DSCheckProcess.run(program: Fixtures.repository("scripts/python"), ["-c", program] + yamlFiles)
        #expect(result.status == 0, "each file parses as YAML: \(result.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }

    /// The shell text of every command the files run, with the file it is in.
    static func commands(_ documents: [String: Any]) throws -> [(file: String, command: String)] {
        var commands: [(String, String)] = []
        let workflow = try #require(documents[".github/workflows/ci.yml"] as? [String: Any])
        let jobs = try #require(workflow["jobs"] as? [String: [String: Any]])
        #expect(Set(jobs.keys) == ["linux", "macos"])
        for (_, job) in jobs.sorted(by: { $0.key < $1.key }) {
            let steps = try #require(job["steps"] as? [[String: Any]])
            commands += steps.compactMap { $0["run"] as? String }.map { ("ci.yml", $0) }
        }
        let action = try #require(documents["action.yml"] as? [String: Any])
        let runs = try #require(action["runs"] as? [String: Any])
        #expect(runs["using"] as? String == "composite")
        for step in try #require(runs["steps"] as? [[String: Any]]) {
            guard let run = step["run"] as? String else { continue }
            #expect(step["shell"] as? String == "bash", "a composite action's run step names its shell: \(run)")
            commands.append(("action.yml", run))
        }
        let hooks = try #require(documents[".pre-commit-hooks.yaml"] as? [[String: Any]])
        #expect(hooks.map { $0["id"] as? String } == ["dscheck-check", "dscheck-diff"])
        for hook in hooks {
            #expect(["swift", "system"].contains(hook["language"] as? String))
            #expect(hook["pass_filenames"] as? Bool == false, "the hooks read the whole catalogue")
            commands.append((".pre-commit-hooks.yaml", try #require(hook["entry"] as? String)))
        }
        return commands
    }

    /// The words of `command`'s lines, continuations joined and quotes dropped: enough for
    /// finding paths and options, not a shell parser.
    static func lines(_ command: String) -> [[String]] {
        command.replacingOccurrences(of: "\\\n", with: " ").split(separator: "\n").map { line in
            line.split(whereSeparator: \.isWhitespace).map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "\"'")) }
        }
    }

    /// The options after a dscheck command's name, up to the end of the shell command.
    static func options(after words: ArraySlice<String>) -> [String] {
        let end = words.firstIndex { ["|", "||", "&&", ";", ">", ">>"].contains($0) } ?? words.endIndex
        return words[..<end].filter { $0.hasPrefix("--") }.map { String($0.split(separator: "=", maxSplits: 1)[0]) }
    }

    @Test(.endToEnd) func theActionWorkflowAndHooksParseAndRunOnlyWhatExists() throws {
        let commands = try Self.commands(try Self.documents())
        var scripts: Set<String> = []
        var invocations: [(file: String, command: String, options: [String])] = []
        for (file, command) in commands {
            for words in Self.lines(command) {
                for word in words {
                    if let start = word.range(of: "scripts/")?.lowerBound ?? word.range(of: ".ci/run")?.lowerBound {
                        scripts.insert(String(word[start...]).trimmingCharacters(in: CharacterSet(charactersIn: "\"')")))
                    }
                }
                for (index, word) in words.enumerated() where word == "dscheck" || word.hasSuffix("/dscheck") {
                    // Only where a command starts (not `--product dscheck` or a path cp writes to).
                    guard index == 0 || ["|", "||", "&&", ";", "then", "else", "do", "exec", "!"].contains(words[index - 1]) else { continue }
                    if word.hasSuffix("scripts/dscheck") { continue }
                    let rest = words[(index + 1)...]
                    let first = rest.first ?? ""
                    let isCommand = !first.isEmpty && !first.hasPrefix("-") && !first.hasPrefix("$")
                    invocations.append((file, isCommand ? first : "check", Self.options(after: isCommand ? rest.dropFirst() : rest)))
                }
            }
        }
        #expect(scripts.isSuperset(of: ["scripts/ensure-packages", "scripts/source-hash", "scripts/ensure-python-tools", ".ci/run"]))
        for script in scripts.sorted() {
            #expect(FileManager.default.isExecutableFile(atPath: Fixtures.repository(script)), "\(script) exists and is executable")
        }
        #expect(
            Set(invocations.map { "\($0.file) \($0.command)" }) == [
                "action.yml check", ".pre-commit-hooks.yaml check", ".pre-commit-hooks.yaml diff",
            ])
        #expect(
            invocations.contains { $0.file == "action.yml" && $0.options.contains("--report") }, "the action writes annotations and SARIF in one run")
        for invocation in invocations {
            let help = try DSCheckProcess.run([invocation.command, "--help"])
            #expect(help.status == 0, "dscheck \(invocation.command) exists: \(help.stderr)")
            for option in invocation.options where option != "--version" {
                #expect(
                    help.stdout.contains("\n  \(option) ") || help.stdout.contains("\n  \(option),"), "dscheck \(invocation.command) takes \(option)")
            }
        }
        #expect(try DSCheckProcess.run(["--version"]).status == 0)
    }

    /// The action's outputs come from the step that writes them.
    @Test(.endToEnd) func theActionsOutputsNameItsSteps() throws {
        let action = try #require(try Self.documents()["action.yml"] as? [String: Any])
        let steps = try #require((action["runs"] as? [String: Any])?["steps"] as? [[String: Any]])
        let ids = Set(steps.compactMap { $0["id"] as? String })
        let outputs = try #require(action["outputs"] as? [String: [String: Any]])
        #expect(Set(outputs.keys) == ["sarif-file", "exit-code"])
        for (name, output) in outputs {
            let value = try #require(output["value"] as? String)
            let step = try #require(value.firstMatch(of: /steps\.([a-z-]+)\.outputs\.([a-z-]+)/), "\(name): \(value)")
            #expect(ids.contains(String(step.1)), "\(name) reads step \(step.1)")
            let writer = try #require(steps.first { $0["id"] as? String == String(step.1) }?["run"] as? String)
            #expect(writer.contains("\(step.2)="), "step \(step.1) writes \(step.2)")
        }
        let inputs = try #require(action["inputs"] as? [String: Any])
        #expect(Set(inputs.keys) == ["catalog", "format", "sarif-file", "args"])
    }

    /// The Dockerfile's scripts exist, and its build runs the command this repository's
    /// docs/install.md says was run here.
    @Test func theDockerfileUsesWhatExists() throws {
        let dockerfile = String(decoding: try Data(contentsOf: URL(fileURLWithPath: Fixtures.repository("Dockerfile"))), as: UTF8.self)
        #expect(dockerfile.contains("swift build -c release --static-swift-stdlib --product dscheck"))
        #expect(dockerfile.contains("ENTRYPOINT [\"dscheck\"]"))
        for words in Self.lines(dockerfile) {
            for word in words where word.hasPrefix("scripts/") {
                #expect(FileManager.default.isExecutableFile(atPath: Fixtures.repository(word)), "\(word)")
            }
        }
    }
}
