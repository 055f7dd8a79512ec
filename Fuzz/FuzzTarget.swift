import DesignCatalog
import DesignRules
import DesignSupport
import DesignTokens
import Foundation

@testable import DesignDiff

// The libFuzzer target behind `scripts/fuzz`. It is built with `swiftc -sanitize=fuzzer,address`
// from the DesignSupport, DesignTokens, DesignCatalog, DesignRules and DesignDiff sources plus this file (see
// scripts/fuzz),
// not by SwiftPM. Each input is read as raw JSON, then loaded as the kind of catalogue file it
// looks like (resolver, manifest, component, composition, else token file) in a valid scratch
// catalogue, which is then checked with every rule in every context; the input as text also goes
// through every output escaping (terminal, workflow command, Markdown, JSON, XML), whose output
// must hold no control or bidi character and no delimiter of its sink, and as bytes through the
// git tree listing reader of `diff --base`, which must never return a path that leaves the
// catalogue. A crash, a sanitizer
// report, a hang (libFuzzer's -timeout) or a diagnostic without a usable location ends the run
// with the input saved.

/// Called by libFuzzer once per input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = bytes.map { Data(bytes: $0, count: count) } ?? Data()
    do throws(JSONReadError) {
        _ = try JSONReader().read(data, file: "input.json")
    } catch {
        FuzzCatalogs.requireLocated([error.diagnostic], in: "input.json")
    }
    FuzzCatalogs.shared.slot(for: data).load(data)
    EscapingInvariants.require(String(decoding: data, as: UTF8.self))
    GitTreeInvariants.require(data)
    return 0
}

/// What the git tree listing reader promises for any `ls-tree` output, crafted or not: it
/// throws, or every path it returns stays inside the catalogue folder.
enum GitTreeInvariants {
    static func require(_ listing: Data) {
        for prefix in ["", "catalog/"] {
            guard let read = try? GitTreeListing(listing, prefix: prefix) else { continue }
            for path in read.files.map(\.path) + read.skipped.map(\.path) {
                let components = path.split(separator: "/", omittingEmptySubsequences: false)
                let escapes = path.isEmpty || path.hasPrefix("/") || components.contains { $0.isEmpty || $0 == "." || $0 == ".." }
                let joined = URL(fileURLWithPath: "/snapshot/" + path).standardizedFileURL.path
                guard !escapes, joined.hasPrefix("/snapshot/"), GitTreeListing.problem(path) == nil,
                    !path.unicodeScalars.contains(where: ControlCharacters.contains)
                else { fatalError("GitTreeListing let \(path.debugDescription) through") }
            }
        }
    }
}

/// What every output escaping promises, whatever the text: checked on each input.
enum EscapingInvariants {
    static func require(_ text: String) {
        let unsafe = { (output: String, allowingLineFeed: Bool) -> Bool in
            output.unicodeScalars.contains { scalar in
                (allowingLineFeed && scalar == "\n") ? false : ControlCharacters.contains(scalar)
            }
        }
        let terminal = OutputEscaping.terminal(text)
        check(!unsafe(terminal, false) && OutputEscaping.terminal(terminal) == terminal, "terminal", text)
        let line = OutputEscaping.terminalLine(text)
        check(!unsafe(line, false) && !line.trimmingCharacters(in: .whitespaces).hasPrefix("::"), "terminalLine", text)
        check(!unsafe(OutputEscaping.terminalLines(text), true), "terminalLines", text)
        let data = OutputEscaping.workflowCommandData(text)
        check(!data.contains("\n") && !data.contains("\r") && !unsafe(data, false), "workflowCommandData", text)
        let property = OutputEscaping.workflowCommandProperty(text)
        check(!property.contains(":") && !property.contains(",") && !unsafe(property, false), "workflowCommandProperty", text)
        let markdown = OutputEscaping.markdown(text)
        let mention = markdown.unicodeScalars.indices.contains { index in
            markdown.unicodeScalars[index] == "@" && markdown.unicodeScalars.index(after: index) < markdown.unicodeScalars.endIndex
                && CharacterSet.alphanumerics.contains(markdown.unicodeScalars[markdown.unicodeScalars.index(after: index)])
        }
        check(!unsafe(markdown, false) && !mention, "markdown", text)
        let json = OutputEscaping.json(text)
        let decoded = try? JSONReader(maximumSize: .max).read(json, file: "fuzz").string
        check(!unsafe(json, false) && decoded == text, "json", text)
        check(!unsafe(OutputEscaping.xml(text), false), "xml", text)
    }

    private static func check(_ holds: Bool, _ sink: String, _ text: String) {
        guard holds else { fatalError("OutputEscaping.\(sink) broke its promise on \(text.debugDescription.prefix(300))") }
    }
}

/// Scratch catalogues, one per kind of file the input stands in for, written once to a
/// temporary folder. Every catalogue is valid before the input replaces its slot file.
final class FuzzCatalogs: Sendable {
    /// One catalogue whose `file` is replaced by each input.
    struct Slot {
        let folder: String
        let file: String

        /// Writes `data` as the slot file and loads, resolves and checks the catalogue.
        func load(_ data: Data) {
            let path = (folder as NSString).appendingPathComponent(file)
            guard FileManager.default.createFile(atPath: path, contents: data) else {
                fatalError("cannot write \(path)")
            }
            let (loaded, diagnostics) = Catalog.load(folder: folder)
            FuzzCatalogs.requireLocated(diagnostics, in: folder)
            guard let catalog = loaded else { return }
            for component in catalog.components {
                for variant in [nil] + component.variants.map(\.id) { _ = component.resolvedVariant(variant) }
            }
            FuzzCatalogs.requireLocated(CatalogChecker().check(catalog).diagnostics, in: folder)
        }
    }

    static let shared = FuzzCatalogs()

    /// The slot files, each with a key that marks inputs of its kind; the token file takes the rest.
    static let kinds: [(file: String, marker: String?)] = [
        ("tokens.resolver.json", "\"resolutionOrder\""),
        ("dscheck.json", "\"platform\""),
        ("components/fuzz.json", "\"anatomy\""),
        ("compositions/fuzz.json", "\"root\""),
        ("tokens/fuzz.tokens.json", nil),
    ]

    let slots: [Slot]

    /// The catalogue whose slot fits `data`: the first kind whose marker it contains.
    func slot(for data: Data) -> Slot {
        let index = Self.kinds.firstIndex { kind in
            kind.marker.map { data.range(of: Data($0.utf8)) != nil } ?? true
        }!
        return slots[index]
    }

    private init() {
        let root = (NSTemporaryDirectory() as NSString).appendingPathComponent("dscheck-fuzz-\(getpid())")
        var slots: [Slot] = []
        for (file, _) in Self.kinds {
            let folder = (root as NSString).appendingPathComponent(file.replacingOccurrences(of: "/", with: "-"))
            for (relative, text) in Self.files {
                let path = (folder as NSString).appendingPathComponent(relative)
                try? FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                guard FileManager.default.createFile(atPath: path, contents: Data(text.utf8)) else { fatalError("cannot write \(path)") }
            }
            slots.append(Slot(folder: folder, file: file))
        }
        self.slots = slots
    }

    /// Stops the run when a diagnostic has no usable location: every diagnostic must name a
    /// file in the catalogue and a line and column from 1.
    static func requireLocated(_ diagnostics: [Diagnostic], in folder: String) {
        for diagnostic in diagnostics {
            let location = diagnostic.location
            guard location.line >= 1, location.column >= 1, location.file.hasPrefix(folder) else {
                fatalError("diagnostic without a usable location: \(location): \(diagnostic.message) [\(diagnostic.ruleId)]")
            }
        }
    }

    /// The valid catalogue every slot starts from: a resolver with a set and two modifiers, a
    /// component with a variant and a composition that places it.
    static let files: [(String, String)] = [
        (
            "dscheck.json",
            """
            { "name": "Fuzz", "version": "1.0.0", "platform": "ios", "tokens": "tokens.resolver.json", "extraUnits": ["pt"],
              "rules": { "hig/glass-sparingly": { "severity": "error", "options": { "limit": 2 } } },
              "waivers": [ { "rule": "tokens/unused", "subject": "color.ink", "reason": "fuzz" } ] }
            """
        ),
        (
            "tokens.resolver.json",
            """
            { "version": "2025.10",
              "sets": { "core": { "sources": [ { "$ref": "tokens/core.tokens.json" }, { "$ref": "tokens/fuzz.tokens.json" } ] } },
              "modifiers": {
                "appearance": { "contexts": { "light": [ { "$ref": "tokens/light.tokens.json" } ],
                                              "dark": [ { "$ref": "tokens/dark.tokens.json" } ] }, "default": "light" },
                "contrast": { "contexts": { "standard": [] } } },
              "resolutionOrder": [ { "$ref": "#/sets/core" }, { "$ref": "#/modifiers/appearance" }, { "$ref": "#/modifiers/contrast" } ] }
            """
        ),
        (
            "tokens/core.tokens.json",
            """
            { "color": { "$type": "color",
                "black": { "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } },
                "white": { "$value": { "colorSpace": "srgb", "components": [1, 1, 1], "hex": "#ffffff" } },
                "accent": { "$value": { "colorSpace": "display-p3", "components": [0, 0.45, 1] } } },
              "size": { "$type": "dimension", "control": { "$value": { "value": 44, "unit": "pt" } },
                        "radius": { "$value": { "value": 12, "unit": "px" } } },
              "font": { "body": { "$type": "typography", "$value": { "fontFamily": ["SF Pro", "system-ui"],
                        "fontSize": { "value": 17, "unit": "pt" }, "fontWeight": 400,
                        "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.3 } } },
              "motion": { "fast": { "$type": "duration", "$value": { "value": 150, "unit": "ms" } } },
              "sky": { "$type": "gradient", "$value": [ { "color": "{color.accent}", "position": 0 }, { "color": "{color.white}", "position": 1 } ] } }
            """
        ),
        (
            "tokens/fuzz.tokens.json",
            """
            { "extra": { "$type": "number", "half": { "$value": 0.5 }, "alias": { "$ref": "#/extra/half" } } }
            """
        ),
        (
            "tokens/light.tokens.json",
            """
            { "color": { "ink": { "$type": "color", "$value": "{color.black}" }, "surface": { "$type": "color", "$value": "{color.white}" } } }
            """
        ),
        (
            "tokens/dark.tokens.json",
            """
            { "color": { "ink": { "$type": "color", "$value": "{color.white}" }, "surface": { "$type": "color", "$value": "{color.black}" } } }
            """
        ),
        (
            "components/fuzz.json",
            """
            { "id": "fuzz", "name": "Fuzz", "status": "stable", "summary": "A button.", "kind": "control", "layer": "functional",
              "anatomy": [ { "id": "face", "shape": { "roundedRectangle": { "cornerRadius": "{size.radius}" } }, "fill": "{color.accent}",
                             "frame": { "width": 120, "height": "{size.control}" } },
                           { "id": "title", "shape": "label", "fill": "{color.white}" } ],
              "variants": [ { "id": "glass", "name": "Glass", "anatomy": [ { "id": "face", "fill": { "material": { "variant": "regular" } } } ] },
                            { "id": "compact", "name": "Compact", "extends": "glass", "metrics": { "size": 30 } } ],
              "states": [ { "kind": "pressed", "scale": 0.95, "animation": { "curve": "easeInOut", "duration": "{motion.fast}" } } ],
              "metrics": { "size": { "width": 120, "height": 44 }, "cornerRadius": "{size.radius}" },
              "label": { "typography": "{font.body}", "color": "{color.white}", "examples": ["Go"] },
              "accessibility": { "label": "Go" } }
            """
        ),
        (
            "compositions/fuzz.json",
            """
            { "id": "fuzz", "name": "Screen", "background": "{color.surface}",
              "root": { "axis": "vertical", "spacing": 8, "children": [
                { "text": "Title", "typography": "{font.body}", "fill": "{color.ink}" },
                { "component": "fuzz", "variant": "compact", "scale": 1.2, "label": "Go" },
                { "stack": { "axis": "horizontal", "children": [ { "text": "Fine", "fill": { "linearGradient": { "gradient": "{sky}", "start": "top", "end": "bottom" } } } ] } } ] } }
            """
        ),
    ]
}
