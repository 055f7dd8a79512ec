import DesignSupport

/// The `cubicBezier` type: the control points `[P1x, P1y, P2x, P2y]` of a timing curve, the x
/// values in [0, 1].
enum CubicBezierToken: TokenTypeUnit {
    static let type = TokenType.cubicBezier

    static func parse(_ node: JSONNode, in resolution: TokenResolution) -> [Double]? {
        guard let elements = node.array else {
            resolution.mismatch(node, type, expected: "an array [P1x, P1y, P2x, P2y]")
            return nil
        }
        guard elements.count == 4 else {
            resolution.report(
                TokenDiagnostic.invalidValue, "a cubicBezier has 4 numbers [P1x, P1y, P2x, P2y]; found \(elements.count)", at: node.location)
            return nil
        }
        var points: [Double] = []
        for (position, element) in elements.enumerated() {
            guard let value = resolution.number(element, type: type) else { return nil }
            if position % 2 == 0, !(0...1).contains(value) {
                resolution.report(
                    TokenDiagnostic.invalidValue, "cubicBezier \(position == 0 ? "P1x" : "P2x") is \(JSONOutput.format(value)); x values are 0 to 1",
                    at: element.location)
                return nil
            }
            points.append(value)
        }
        return points
    }

    static func write(_ points: [Double], to json: inout some JSONWriter & ~Copyable) {
        json.openInlineArray()
        for point in points {
            json.element()
            json.number(point)
        }
        json.closeArray()
    }

    static func tokenValue(_ points: [Double]) -> TokenValue { .cubicBezier(points) }

    static func value(in tokenValue: TokenValue) -> [Double]? {
        guard case .cubicBezier(let points) = tokenValue else { return nil }
        return points
    }
}
