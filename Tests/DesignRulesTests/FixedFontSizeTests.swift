import SwiftCode
import Testing

/// What the drift guard reads as a fixed font size: each call that makes one, at its name, and
/// none of the calls that scale with Dynamic Type.
struct FixedFontSizeTests {
    static func sizes(_ source: String) -> [String] {
        SwiftFileScan(Array(source.utf8)).literals.compactMap { literal in
            guard case .fontSize(let size, _) = literal.value else { return nil }
            return "\(literal.line):\(literal.column) \(literal.text) \(size)"
        }
    }

    @Test func eachFixedSizeIsFoundAtItsCall() {
        let source = """
            let a = Text("A").font(.system(size: 17, weight: .bold))
            let b = Font.custom("Avenir", size: 24)
            let c = UIFont.systemFont(ofSize: 13)
            let d = UIFont.boldSystemFont(ofSize: 15)
            let e = UIFont(name: "Avenir", size: 11)
            """
        #expect(
            Self.sizes(source) == [
                "1:25 .system(size: 17, weight: .bold) 17.0", "2:14 .custom(\"Avenir\", size: 24) 24.0", "3:16 .systemFont(ofSize: 13) 13.0",
                "4:16 .boldSystemFont(ofSize: 15) 15.0", "5:9 UIFont(name: \"Avenir\", size: 11) 11.0",
            ])
    }

    @Test func sizesThatScaleAreNotFound() {
        let source = """
            let a = Text("A").font(.title)
            let b = Font.custom("Avenir", size: 24, relativeTo: .title2)
            let c = UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont.systemFont(ofSize: 17))
            let d = UIFont.preferredFont(forTextStyle: .body)
            // .system(size: 12) in a comment, and "in a string: .system(size: 12)"
            let e = system(size: 12)
            """
        #expect(Self.sizes(source).isEmpty)
    }
}
