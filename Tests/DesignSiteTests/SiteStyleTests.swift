import DesignTokens
import Foundation
import Testing

@testable import DesignSite

/// What the style sheet promises that a page's HTML cannot show: colours that mean something
/// read as that colour in light and in dark and stand out from what they sit on. (How the
/// browser applies them is checked end to end by `scripts/check-site-navigation`.)
struct SiteStyleTests {
    static let css = SiteStyle.css

    /// The value of `property` in the rule `selector{…}` (the first rule with exactly that
    /// selector, not one that ends with it), as written.
    static func value(of property: String, in selector: String) -> String? {
        var searched = css.startIndex
        while let rule = css.range(of: selector + "{", range: searched..<css.endIndex) {
            searched = rule.upperBound
            guard rule.lowerBound == css.startIndex || "\n{}".contains(css[css.index(before: rule.lowerBound)]) else { continue }
            let body = css[rule.upperBound...].prefix { $0 != "}" }
            return body.split(separator: ";").lazy.compactMap { declaration -> String? in
                let parts = declaration.split(separator: ":", maxSplits: 1)
                return parts.count == 2 && parts[0] == property ? String(parts[1]) : nil
            }.first
        }
        return nil
    }

    static func color(_ property: String, in selector: String) throws -> TokenColor {
        let text = try #require(value(of: property, in: selector), "\(selector) sets no \(property)")
        return try CSSColor.parse(text)
    }

    /// Do is green and Don't red, in light and in dark (chosen on the page or by the system),
    /// each at least 4.5:1 against its box (the heading is drawn in it) and 3:1 against the
    /// page, and the box's border takes the colour rather than resetting it.
    @Test(arguments: [
        ("", ":root"), (":root[data-scheme=dark] ", ":root[data-scheme=dark]"), (":root:not([data-scheme=light]) ", ":root:not([data-scheme=light])"),
    ])
    func doIsGreenAndDontIsRedInBothSchemes(scope: String, root: String) throws {
        let box = try Self.color("--code", in: root)
        let page = try Self.color("--bg", in: root)
        let verdicts = try [".usage-do", ".usage-dont"].map { try Self.color("--verdict", in: scope + $0) }
        let (green, red) = (verdicts[0].components.map(\.numeric), verdicts[1].components.map(\.numeric))
        #expect(green[1] > max(green[0], green[2]), "Do is green in \(root): \(verdicts[0].hexString)")
        #expect(red[0] > max(red[1], red[2]), "Don't is red in \(root): \(verdicts[1].hexString)")
        for verdict in verdicts {
            #expect(WCAGContrast.ratio(foreground: verdict, background: box) >= 4.5, "\(verdict.hexString) on \(box.hexString)")
            #expect(WCAGContrast.ratio(foreground: verdict, background: page) >= 3, "\(verdict.hexString) on \(page.hexString)")
        }
        #expect(Self.value(of: "border-top", in: ".do-dont section") == "4px solid var(--verdict)")
    }

    /// Code wraps at spaces only: `anywhere` broke `.opacity(0.2)` into `.opacit` and `y(0.2)`.
    @Test func codeWrapsBetweenWordsNotInsideThem() {
        #expect(Self.value(of: "white-space", in: ".snippet") == "pre-wrap")
        #expect(Self.value(of: "overflow-wrap", in: ".snippet") == "normal")
        #expect(Self.value(of: "word-break", in: ".snippet") == "normal")
    }
}
