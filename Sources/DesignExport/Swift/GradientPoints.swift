import DesignTokens

/// Where a gradient token starts and ends: the SwiftUI unit points its `$extensions` name
/// (`"dev.dscheck": {"startPoint": "topLeading", "endPoint": "bottomTrailing"}`), top to bottom
/// when it names none.
enum GradientPoints {
    /// SwiftUI's named unit points.
    static let points: [String: (x: Double, y: Double)] = [
        "topLeading": (0, 0), "top": (0.5, 0), "topTrailing": (1, 0), "leading": (0, 0.5), "center": (0.5, 0.5),
        "trailing": (1, 0.5), "bottomLeading": (0, 1), "bottom": (0.5, 1), "bottomTrailing": (1, 1),
    ]

    /// The start and end of `token`.
    static func of(_ token: ResolvedToken) -> (start: (x: Double, y: Double), end: (x: Double, y: Double)) {
        let settings = token.dscheckExtension
        let start = settings?["startPoint"]?.string.flatMap { points[$0] } ?? points["top"]!
        let end = settings?["endPoint"]?.string.flatMap { points[$0] } ?? points["bottom"]!
        return (start, end)
    }
}
