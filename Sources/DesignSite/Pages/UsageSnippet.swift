import DesignCatalog
import DesignSupport

/// The SwiftUI code a component page shows beside each variant: the `snippet` the catalogue
/// gives (the variant's, one it extends, or the component's), or one written from the spec's
/// `symbol`, `kind`, parameters and first label example.
enum UsageSnippet {
    /// The code for `component` drawn as `variant` (nil: the base); nil when the catalogue gives
    /// none and the spec names no symbol.
    static func code(for component: Component, variant: String?) -> String? {
        var visited: Set<String> = []
        var id = variant
        while let current = id, visited.insert(current).inserted, let found = component.variants.first(where: { $0.id == current }) {
            if let snippet = found.snippet { return snippet }
            id = found.extends
        }
        return component.snippet ?? written(for: component)
    }

    /// A snippet from the symbol: a button style applied to a `Button`, a modifier through
    /// `.modifier(_:)`, otherwise the symbol called with its parameters that have no default
    /// (each passed a value of its own name) and a trailing closure for a closure parameter.
    static func written(for component: Component) -> String? {
        guard let symbol = component.symbol else { return nil }
        let example = component.label?.examples.first
        let required = component.parameters.filter { $0.defaultValue == nil }
        let closure = required.last.map { $0.type.includes("->") } ?? false
        // Each argument under the label the call writes (`with: cornerRadius`, or none for `_`).
        let arguments = (closure ? required.dropLast() : required[...]).map { parameter in
            switch parameter.label {
            case "_"?: parameter.name
            case let label?: "\(label): \(parameter.name)"
            case nil: "\(parameter.name): \(parameter.name)"
            }
        }.joined(separator: ", ")
        switch component.kind {
        case .buttonStyle:
            return "Button(\(OutputEscaping.swiftString(example ?? "Label"))) { … }\n    .buttonStyle(\(symbol)())"
        case .modifier:
            return "content\n    .modifier(\(symbol)(\(arguments)))"
        case .control, .container:
            if required.isEmpty, let example, component.interactive { return "\(symbol)(\(OutputEscaping.swiftString(example))) { … }" }
            return "\(symbol)(\(arguments))" + (closure ? " { … }" : "")
        }
    }
}
