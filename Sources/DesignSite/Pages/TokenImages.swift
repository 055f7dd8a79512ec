import DesignCatalog
import DesignTokens

/// Small SVG images for the token page, named by what they show so each is written once:
/// colour and gradient swatches, dimension bars and radius squares drawn to size.
struct TokenImages {
    /// Image path (relative to `tokens/`) to SVG text.
    private(set) var files: [String: String] = [:]
    /// The image path of each gradient drawn, by its stops: hashes of two gradients can be equal.
    private var gradients: [String: String] = [:]

    /// A swatch of a colour; translucent colours sit on a checkerboard.
    mutating func swatch(_ color: TokenColor) -> String {
        let alpha = min(max(color.alpha, 0), 1)
        let name =
            "swatches/\(color.hexString.dropFirst())"
            + (alpha < 1 ? "-\(SVGNumber.format(alpha * 100).replacingOccurrences(of: ".", with: "_"))" : "") + ".svg"
        if files[name] == nil {
            files[name] = Self.document(
                width: 24, height: 24,
                Self.checkerboard(alpha < 1)
                    + "<rect width=\"24\" height=\"24\" rx=\"4\"\(PaintAttributes.colorAttributes("fill", color)) stroke=\"#888888\" stroke-width=\"1\"/>"
            )
        }
        return name
    }

    /// A swatch of a gradient's stops, left to right.
    mutating func swatch(_ stops: [GradientStop]) -> String {
        let key = stops.map { "\($0.color.hexString)\(SVGNumber.format($0.color.alpha))@\(SVGNumber.format($0.position))" }.joined(separator: ",")
        if let name = gradients[key] { return name }
        let hash = SitePaths.hash(key)
        var name = "swatches/gradient-\(hash).svg"
        var number = 2
        while files[name] != nil {
            name = "swatches/gradient-\(hash)-\(number).svg"
            number += 1
        }
        gradients[key] = name
        let gradient = PaintAttributes.gradient(
            id: "g", stops: stops.map { ($0.color, $0.position) }, start: UnitPoint(x: 0, y: 0.5), end: UnitPoint(x: 1, y: 0.5),
            over: Rect(x: 0, y: 0, width: 96, height: 24))
        files[name] = Self.document(
            width: 96, height: 24,
            "<defs>\(gradient)</defs>" + Self.checkerboard(true, width: 96)
                + "<rect width=\"96\" height=\"24\" rx=\"4\" fill=\"url(#g)\" stroke=\"#888888\" stroke-width=\"1\"/>")
        return name
    }

    /// A bar as long as `points`, for dimension scales; nil for zero.
    mutating func bar(_ points: Double) -> String? {
        let length = min(abs(points), 800)
        guard length > 0 else { return nil }
        let name = "scales/bar-\(SVGNumber.format(length).replacingOccurrences(of: ".", with: "_")).svg"
        if files[name] == nil {
            files[name] = Self.document(
                width: length, height: 12, "<rect width=\"\(SVGNumber.format(length))\" height=\"12\" rx=\"2\" fill=\"#3478f6\"/>")
        }
        return name
    }

    /// A square whose corners have radius `points`, for radius scales.
    mutating func radius(_ points: Double) -> String {
        let radius = min(max(points, 0), 200)
        let side = max(48, radius * 2)
        let name = "scales/radius-\(SVGNumber.format(radius).replacingOccurrences(of: ".", with: "_")).svg"
        if files[name] == nil {
            files[name] = Self.document(
                width: side, height: side,
                "<rect x=\"1\" y=\"1\" width=\"\(SVGNumber.format(side - 2))\" height=\"\(SVGNumber.format(side - 2))\" rx=\"\(SVGNumber.format(radius))\" fill=\"#3478f6\" fill-opacity=\"0.25\" stroke=\"#3478f6\" stroke-width=\"2\"/>"
            )
        }
        return name
    }

    private static func document(width: Double, height: Double, _ body: String) -> String {
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(SVGNumber.format(width))\" height=\"\(SVGNumber.format(height))\" viewBox=\"0 0 \(SVGNumber.format(width)) \(SVGNumber.format(height))\">\(body)</svg>\n"
    }

    private static func checkerboard(_ shown: Bool, width: Double = 24) -> String {
        guard shown else { return "" }
        var squares = "<rect width=\"\(SVGNumber.format(width))\" height=\"24\" rx=\"4\" fill=\"#ffffff\"/>"
        var x = 0.0
        while x < width {
            squares +=
                "<rect x=\"\(SVGNumber.format(x))\" width=\"6\" height=\"6\" fill=\"#cccccc\"/><rect x=\"\(SVGNumber.format(x + 6))\" y=\"6\" width=\"6\" height=\"6\" fill=\"#cccccc\"/><rect x=\"\(SVGNumber.format(x))\" y=\"12\" width=\"6\" height=\"6\" fill=\"#cccccc\"/><rect x=\"\(SVGNumber.format(x + 6))\" y=\"18\" width=\"6\" height=\"6\" fill=\"#cccccc\"/>"
            x += 12
        }
        return squares
    }
}
