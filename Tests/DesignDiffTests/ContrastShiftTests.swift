import DesignCatalog
import DesignDiff
import DesignRules
import DesignSupport
import Foundation
import TestSupport
import Testing

/// The contrast before and after that `diff` gives each new and resolved finding, on a
/// catalogue with many of them in four contexts: what a scan of every measurement of the
/// finding's contexts gives, whichever way the differ looks measurements up.
struct ContrastShiftTests {
    /// Greys that white 24 pt text passes 3:1 over (the first three) and fails over (the rest).
    static let greys = [0x60, 0x80, 0x90, 0x99, 0xA0, 0xB0]
    static let compositions = 30

    @Test func everyMovedFindingHasTheContrastAScanOfItsContextsGives() throws {
        try TemporaryFolder.with { folder in
            let base = folder.appendingPathComponent("base").path
            let head = folder.appendingPathComponent("head").path
            try Self.write(base, isHead: false)
            try Self.write(head, isHead: true)
            let checker = CatalogChecker()
            let headCatalog = try #require(Catalog.load(folder: head).catalog)
            let baseCatalog = try BaseCatalog.load(base, headFolder: head)
            let diff = CatalogDiffer.diff(base: baseCatalog, head: headCatalog, checker: checker)
            let (baseChecked, headChecked) = (checker.check(baseCatalog.catalog), checker.check(headCatalog))

            for moved in diff.newFindings {
                let expected = Self.scanned(moved.diagnostic, found: headChecked, other: baseChecked)
                #expect(moved.contrast.map(Shift.init) == expected.map { Shift(before: $0.other, after: $0.own, required: $0.required) }, "\(moved)")
            }
            for moved in diff.resolvedFindings {
                let expected = Self.scanned(moved.diagnostic, found: baseChecked, other: headChecked)
                #expect(moved.contrast.map(Shift.init) == expected.map { Shift(before: $0.own, after: $0.other, required: $0.required) }, "\(moved)")
            }
            // The catalogue reaches every case: findings of both kinds in every context and in
            // one, both thresholds, and items only one side has.
            let moved = diff.newFindings + diff.resolvedFindings
            let shifts = moved.compactMap(\.contrast)
            #expect(diff.newFindings.count >= 20 && diff.resolvedFindings.count >= 20, "\(diff.newFindings.count), \(diff.resolvedFindings.count)")
            #expect(shifts.count == moved.count)
            #expect(moved.contains { $0.diagnostic.context.pairs.isEmpty } && moved.contains { !$0.diagnostic.context.pairs.isEmpty })
            #expect(Set(shifts.map(\.required)) == [3, 4.5])
            #expect(shifts.contains { $0.before == nil } && shifts.contains { $0.after == nil })
        }
    }

    /// A ``ContrastShift``'s values, to compare.
    struct Shift: Equatable {
        var before: Double?
        var after: Double?
        var required: Double

        init(before: Double?, after: Double?, required: Double) {
            (self.before, self.after, self.required) = (before, after, required)
        }

        init(_ shift: ContrastShift) {
            self.init(before: shift.before, after: shift.after, required: shift.required)
        }
    }

    /// The weakest value of the finding's item where it was found and on the other side, and
    /// the required value, found by scanning every measurement of the finding's contexts.
    static func scanned(_ finding: Diagnostic, found: CheckedCatalog, other: CheckedCatalog) -> (own: Double, other: Double?, required: Double)? {
        guard let subject = finding.subject else { return nil }
        let own = found.results(matching: finding.context).flatMap(\.measurements).filter {
            $0.ruleId == finding.ruleId && $0.subject == subject && $0.location == finding.location
        }
        guard let item = own.first, let ownValue = own.map(\.value).min() else { return nil }
        let otherValue = other.results(matching: finding.context).flatMap(\.measurements).filter {
            $0.ruleId == finding.ruleId && $0.subject == subject && $0.item == item.item
        }.map(\.value).min()
        return (ownValue, otherValue, item.threshold)
    }

    /// A catalogue of ``compositions`` screens, each white and light-grey text over a grey ground
    /// that differs per appearance (light, dark) and, for every third, in high contrast, and
    /// between base and head; the head adds a line to every fifth screen (which moves the
    /// others down), the base has one more in every seventh.
    static func write(_ folder: String, isHead: Bool) throws {
        var light: [String: String] = [:]
        var dark: [String: String] = [:]
        var high: [String: String] = [:]
        for index in 0..<compositions {
            let pick = { (step: Int, offset: Int) in greys[(index * step + offset) % greys.count] }
            light["g\(index)"] = isHead ? grey(pick(5, 1)) : grey(pick(1, 0))
            dark["g\(index)"] = isHead ? grey(pick(1, 2)) : grey(greys[(index / 2) % greys.count])
            if index % 3 == 0 { high["g\(index)"] = isHead ? grey(pick(2, 0)) : grey(pick(1, 4)) }
            var lines = [text("Title \(index)", typography: "title", fill: "white"), text("Caption \(index)", typography: "caption", fill: "mist")]
            if isHead, index % 5 == 0 { lines.insert(text("New \(index)", typography: "title", fill: "white"), at: 0) }
            if !isHead, index % 7 == 0 { lines.append(text("Gone \(index)", typography: "caption", fill: "white")) }
            try save(
                """
                {"id": "screen-\(index)", "name": "Screen \(index)", "summary": "Text over ground \(index).",
                 "background": "{color.ground.g\(index)}", "root": {"axis": "vertical", "children": [\(lines.joined(separator: ",\n"))]}}
                """, to: "\(folder)/compositions/screen-\(index).json")
        }
        try save(
            """
            {"color": {"$type": "color", "white": {"$value": \(grey(0xFF))}, "mist": {"$value": \(grey(0xDD))}},
             "typography": {"$type": "typography",
               "title": {"$value": {"fontFamily": "SF Pro", "fontSize": {"value": 24, "unit": "px"}, "fontWeight": 400, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.2}},
               "caption": {"$value": {"fontFamily": "SF Pro", "fontSize": {"value": 12, "unit": "px"}, "fontWeight": 400, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.2}}}}
            """, to: "\(folder)/tokens/core.tokens.json")
        for (name, grounds) in [("light", light), ("dark", dark), ("high", high)] {
            let members = grounds.sorted { $0.key < $1.key }.map { "\"\($0.key)\": {\"$value\": \($0.value)}" }
            try save(
                "{\"color\": {\"$type\": \"color\", \"ground\": {\(members.joined(separator: ", "))}}}", to: "\(folder)/tokens/\(name).tokens.json")
        }
        try save(
            """
            {"version": "2025.10", "sets": {"core": {"sources": [{"$ref": "tokens/core.tokens.json"}]}},
             "modifiers": {
               "appearance": {"contexts": {"light": [{"$ref": "tokens/light.tokens.json"}], "dark": [{"$ref": "tokens/dark.tokens.json"}]}, "default": "light"},
               "contrast": {"contexts": {"standard": [], "high": [{"$ref": "tokens/high.tokens.json"}]}, "default": "standard"}},
             "resolutionOrder": [{"$ref": "#/sets/core"}, {"$ref": "#/modifiers/appearance"}, {"$ref": "#/modifiers/contrast"}]}
            """, to: "\(folder)/tokens.resolver.json")
        try save(
            """
            {"name": "Contrast shifts", "version": "1.0.0", "platform": "ios", "tokens": "tokens.resolver.json", "rules": {"tokens/unused": "off", "hig/dynamic-type": "off"}}
            """, to: "\(folder)/dscheck.json")
    }

    static func text(_ text: String, typography: String, fill: String) -> String {
        "{\"text\": \"\(text)\", \"typography\": \"{typography.\(typography)}\", \"fill\": \"{color.\(fill)}\"}"
    }

    /// The DTCG colour value of the grey `level` (0 to 255).
    static func grey(_ level: Int) -> String {
        let component = String(format: "%.4f", Double(level) / 255)
        let hex = String(format: "%02x", level)
        return "{\"colorSpace\": \"srgb\", \"components\": [\(component), \(component), \(component)], \"hex\": \"#\(hex)\(hex)\(hex)\"}"
    }

    static func save(_ text: String, to path: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }
}
