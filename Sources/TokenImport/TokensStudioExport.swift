import DesignSupport
import DesignTokens

/// A Tokens Studio export read from a single JSON file (sets as top-level keys beside `$themes`
/// and `$metadata`) or a folder (one JSON file per set, `$themes.json`, `$metadata.json`).
struct TokensStudioExport {
    let sets: [SourceSet]
    let themes: [Theme]
    /// The set order: `$metadata`'s tokenSetOrder where it names sets, then the order the themes
    /// first name them, then the order read. Later sets win, as in Tokens Studio.
    let order: [String]

    /// Reads the export at `path`; nil after reporting why it cannot be read.
    static func read(_ path: String, collector: inout DiagnosticCollector) -> TokensStudioExport? {
        guard let status = FileStatus(path, followingLinks: true) else {
            collector.report(JSONDiagnostic.unreadable, "no such file or folder; give a Tokens Studio JSON file or a folder of sets", at: .file(path))
            return nil
        }
        return status.kind == .folder ? readFolder(path, collector: &collector) : readFile(path, collector: &collector)
    }

    private static func readFile(_ path: String, collector: inout DiagnosticCollector) -> TokensStudioExport? {
        guard let root = SourceFiles.read(path, collector: &collector) else { return nil }
        guard let object = root.object else {
            collector.report(
                ImportDiagnostic.invalidSource, "the export is \(root.value.kindDescription); a Tokens Studio file is an object of sets",
                at: root.location)
            return nil
        }
        let setMembers = object.members.filter { !$0.key.hasPrefix("$") }
        let sets: [SourceSet]
        if setMembers.contains(where: { $0.value.object.map(SourceToken.isToken) ?? false }) {
            sets = [SourceSet(name: PathName.removingExtension(PathName.lastComponent(path)), root: root)]
        } else {
            sets = setMembers.map { SourceSet(name: $0.key, root: $0.value) }
        }
        return make(sets: sets, themes: object["$themes"], metadata: object["$metadata"], collector: &collector)
    }

    private static func readFolder(_ path: String, collector: inout DiagnosticCollector) -> TokensStudioExport? {
        var sets: [SourceSet] = []
        let (files, complete) = SourceFiles.readableJSONFiles(under: path, collector: &collector)
        var failed = !complete
        for relative in files {
            // `$themes.json`, `$metadata.json` and any other `$`-named file hold no tokens, at
            // any depth; only the root's themes and metadata are read.
            guard !PathName.lastComponent(relative).hasPrefix("$") else {
                if relative.contains("/") {
                    collector.report(
                        ImportDiagnostic.ignoredFile,
                        "\(relative) is not read: the themes and metadata of a Tokens Studio folder are read from its root; import \(PathName.joined(path, PathName.parent(relative))) to use them",
                        at: .file(PathName.joined(path, relative)))
                }
                continue
            }
            guard let root = SourceFiles.read(PathName.joined(path, relative), collector: &collector) else {
                failed = true
                continue
            }
            sets.append(SourceSet(name: String(relative.dropLast(".json".count)), root: root))
        }
        func optional(_ name: String) -> JSONNode? {
            let file = PathName.joined(path, name)
            guard FileManager.default.fileExists(atPath: file) else { return nil }
            guard let node = SourceFiles.read(file, collector: &collector) else {
                failed = true
                return nil
            }
            return node
        }
        let themes = optional("$themes.json")
        let metadata = optional("$metadata.json")
        if failed { return nil }
        if sets.isEmpty {
            collector.report(ImportDiagnostic.invalidSource, "the folder holds no token sets (JSON files)", at: .file(path))
            return nil
        }
        return make(sets: sets, themes: themes, metadata: metadata, collector: &collector)
    }

    private static func make(sets: [SourceSet], themes node: JSONNode?, metadata: JSONNode?, collector: inout DiagnosticCollector)
        -> TokensStudioExport
    {
        let read = Set(sets.map(\.name))
        let sets = SourceSet.writable(sets, collector: &collector)
        let themes = node.map { readThemes($0, collector: &collector) } ?? []
        let names = Set(sets.map(\.name))
        var order: [String] = []
        var seen: Set<String> = []
        func add(_ name: String) {
            if names.contains(name), seen.insert(name).inserted { order.append(name) }
        }
        for entry in metadata?.object?["tokenSetOrder"]?.array ?? [] { entry.string.map(add) }
        for theme in themes {
            for set in theme.sets {
                if names.contains(set) {
                    add(set)
                } else if !read.contains(set) {
                    let inside = sets.map(\.name).filter { $0.hasPrefix(set + "/") }
                    let folder =
                        inside.isEmpty
                        ? ""
                        : "; '\(set)' is a folder of sets (\(inside.joined(separator: ", "))), and a theme names each set it uses"
                    collector.report(
                        ImportDiagnostic.invalidSource,
                        "theme '\(theme.name)' uses the set '\(set)', which the export does not hold\(folder); Tokens Studio skips it too",
                        at: theme.location, severity: .warning)
                }
            }
        }
        for set in sets { add(set.name) }
        return TokensStudioExport(sets: sets, themes: themes, order: order)
    }

    private static func readThemes(_ node: JSONNode, collector: inout DiagnosticCollector) -> [Theme] {
        guard let entries = node.array else {
            collector.report(ImportDiagnostic.invalidSource, "$themes is \(node.value.kindDescription); it is an array of themes", at: node.location)
            return []
        }
        var themes: [Theme] = []
        var seen: Set<[String?]> = []
        for entry in entries {
            guard let object = entry.object, let name = object["name"]?.string, let selected = object["selectedTokenSets"]?.object else {
                collector.report(
                    ImportDiagnostic.invalidSource, "a theme needs a \"name\" and \"selectedTokenSets\"; this one is skipped", at: entry.location)
                continue
            }
            let group = object["group"]?.string
            // The name and group become a context and a modifier of the written resolver,
            // which the loader refuses with a control character or past NameRules' length.
            let problems = [("name", name, "the theme name"), ("group", group, "the theme group")].compactMap { key, value, what in
                value.flatMap { NameRules.problem($0, what: what) }.map { (key, $0) }
            }
            if let (key, problem) = problems.first {
                collector.report(ImportDiagnostic.invalidSource, "\(problem); the theme is not imported", at: object[key]?.location ?? entry.location)
                continue
            }
            guard seen.insert([group, name]).inserted else {
                collector.report(
                    ImportDiagnostic.invalidSource, "a second theme '\(name)'\(group.map { " in group '\($0)'" } ?? ""); only the first is imported",
                    at: entry.location)
                continue
            }
            let sources = selected.members.filter { $0.value.string == "source" }.map(\.key)
            let enabled = selected.members.filter { $0.value.string == "enabled" }.map(\.key)
            themes.append(Theme(name: name, group: group, sources: sources, enabled: enabled, location: entry.location))
        }
        return themes
    }
}
