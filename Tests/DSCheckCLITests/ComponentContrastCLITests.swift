import Foundation
import TestSupport
import Testing

/// The built binary on a catalogue with components and no composition: a label and a glyph are
/// measured against the component's own fill (WCAG 2.2 ratios, reference FACTS.md §3).
struct ComponentContrastCLITests {
    /// A catalogue folder with a chip whose label is `label` and whose star glyph is `icon`
    /// (hex strings) on a white plate.
    static func catalogue(label: String, icon: String, in folder: URL) throws -> String {
        func color(_ hex: String) -> String {
            let channels = stride(from: 1, to: 7, by: 2).map { offset -> String in
                let start = hex.index(hex.startIndex, offsetBy: offset)
                return String(Double(Int(hex[start..<hex.index(start, offsetBy: 2)], radix: 16)!) / 255)
            }
            return #"{"$value": {"colorSpace": "srgb", "components": [\#(channels.joined(separator: ", "))], "hex": "\#(hex)"}}"#
        }
        let files = [
            ("dscheck.json", #"{"name": "T", "version": "1.0.0", "platform": "ios", "tokens": "tokens/colors.tokens.json"}"#),
            (
                "tokens/colors.tokens.json",
                #"{"color": {"$type": "color", "white": \#(color("#ffffff")), "label": \#(color(label)), "icon": \#(color(icon))}}"#
            ),
            (
                "components/chip.json",
                """
                {"id": "chip", "name": "Chip", "status": "stable", "summary": "A chip.", "kind": "control", "layer": "functional",
                 "metrics": {"height": 44}, "accessibility": {"label": "Favourite"},
                 "label": {"textStyle": "body", "color": "{color.label}"},
                 "anatomy": [{"id": "plate", "shape": "capsule", "fill": "{color.white}"},
                   {"id": "label", "shape": "label"},
                   {"id": "star", "shape": {"symbol": "star.fill"}, "fill": "{color.icon}"}],
                 "states": [{"kind": "pressed", "scale": 0.96}]}
                """
            ),
        ]
        for (path, contents) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: url)
        }
        return folder.path
    }

    @Test(.endToEnd) func aLabelAt4_54To1PassesAndAt2_85To1FailsWithNoComposition() throws {
        try TemporaryFolder.with { folder in
            // #767676 on #fff is 4.5422 (FACTS.md §3); #000 glyph on #fff is 21:1.
            let passing = try DSCheckProcess.run(["check", try Self.catalogue(label: "#767676", icon: "#000000", in: folder), "--no-baseline"])
            #expect(!passing.crashed)
            #expect(passing.status == 0, "\(passing.stdout)")
            #expect(!passing.stdout.contains("contrast ["))
        }
        try TemporaryFolder.with { folder in
            // #999999 on #fff is 2.849, below 4.5:1; #e5e5e5 on #fff is 1.25, below 3:1.
            let path = try Self.catalogue(label: "#999999", icon: "#e5e5e5", in: folder)
            let failing = try DSCheckProcess.run(["check", path, "--no-baseline"])
            #expect(failing.status == 1)
            #expect(
                failing.stdout.contains(
                    "components/chip.json:5:4: error: Chip label has contrast 2.84:1 where it is weakest (#999999 over #ffffff); WCAG AA needs 4.5:1 for normal text at 17pt"
                ), "\(failing.stdout)")
            #expect(failing.stdout.contains(#"components/chip.json:6:4: info: Chip glyph "star" has contrast 1.25:1 where it is weakest"#))
            #expect(failing.stdout.contains("[a11y/non-text-contrast]\n"))
            #expect(failing.stderr.isEmpty)
        }
    }
}
