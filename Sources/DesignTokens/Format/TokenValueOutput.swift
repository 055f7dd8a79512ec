import DesignSupport

/// Token values in their Design Tokens Format 2025.10 JSON shape, as `dscheck tokens` prints them.
extension TokenValue {
    /// The value as 2025.10 JSON.
    public var jsonOutput: JSONOutput {
        switch self {
        case .color(let color): color.jsonOutput
        case .dimension(let dimension): dimension.jsonOutput
        case .duration(let duration): .object(["value": .number(duration.value), "unit": .string(duration.unit)])
        case .fontFamily(let names): names.count == 1 ? .string(names[0]) : .array(names.map(JSONOutput.string))
        case .fontWeight(let weight): weight.jsonOutput
        case .cubicBezier(let points): .array(points.map(JSONOutput.number))
        case .number(let number): .number(number)
        case .strokeStyle(let style): style.jsonOutput
        case .border(let border):
            .object(["color": border.color.jsonOutput, "width": border.width.jsonOutput, "style": border.style.jsonOutput])
        case .transition(let transition):
            .object([
                "duration": TokenValue.duration(transition.duration).jsonOutput,
                "delay": TokenValue.duration(transition.delay).jsonOutput,
                "timingFunction": .array(transition.timingFunction.map(JSONOutput.number)),
            ])
        case .shadow(let shadow):
            shadow.isList ? .array(shadow.layers.map(\.jsonOutput)) : (shadow.layers.first?.jsonOutput ?? .array([]))
        case .gradient(let stops):
            .array(stops.map { .object(["color": $0.color.jsonOutput, "position": .number($0.position)]) })
        case .typography(let typography):
            .object([
                "fontFamily": TokenValue.fontFamily(typography.fontFamily).jsonOutput,
                "fontSize": typography.fontSize.jsonOutput,
                "fontWeight": typography.fontWeight.jsonOutput,
                "letterSpacing": typography.letterSpacing.jsonOutput,
                "lineHeight": .number(typography.lineHeight),
            ])
        }
    }
}

extension TokenColor {
    /// The colour as a 2025.10 colour object (alpha always present; hex when known).
    public var jsonOutput: JSONOutput {
        var members: [JSONOutput.Member] = [
            .init("colorSpace", .string(colorSpace.rawValue)),
            .init(
                "components",
                .array(
                    components.map { component in
                        switch component {
                        case .value(let value): .number(value)
                        case .none: .string("none")
                        }
                    })),
            .init("alpha", .number(alpha)),
        ]
        if let hex { members.append(.init("hex", .string(hex))) }
        return .object(members)
    }
}

extension Dimension {
    var jsonOutput: JSONOutput { .object(["value": .number(value), "unit": .string(unit)]) }
}

extension FontWeight {
    var jsonOutput: JSONOutput { keyword.map { .string($0) } ?? .number(value) }
}

extension StrokeStyle {
    var jsonOutput: JSONOutput {
        switch self {
        case .keyword(let keyword): .string(keyword)
        case .dashes(let dashArray, let lineCap):
            .object(["dashArray": .array(dashArray.map(\.jsonOutput)), "lineCap": .string(lineCap)])
        }
    }
}

extension Shadow {
    var jsonOutput: JSONOutput {
        var members: [JSONOutput.Member] = [
            .init("color", color.jsonOutput),
            .init("offsetX", offsetX.jsonOutput),
            .init("offsetY", offsetY.jsonOutput),
            .init("blur", blur.jsonOutput),
            .init("spread", spread.jsonOutput),
        ]
        if let inset { members.append(.init("inset", .bool(inset))) }
        return .object(members)
    }
}
