import DesignCatalog
import DesignSupport
import DesignTokens
import SwiftCode

/// Each component's metrics per variant as typed values, `ButtonSpec.primary.height`, in the
/// platform-neutral part: a value a spec takes from a token is written as that token's constant
/// (`TokenValues.Dimension.Kotek.height`), a literal as its number.
enum ComponentSpecSource {
    /// The `ComponentMetrics` type the specs are written with.
    static let types = """
        /// A component's size in points.
        public struct ComponentSize: Hashable, Sendable {
            public let width: Double
            public let height: Double

            public init(width: Double, height: Double) {
                self.width = width
                self.height = height
            }
        }

        /// A component variant's metrics in points; nil where the spec gives none.
        public struct ComponentMetrics: Hashable, Sendable {
            /// The drawn size, when the spec fixes it.
            public let size: ComponentSize?
            /// The drawn height, for a component whose width follows its label.
            public let height: Double?
            /// The touch target: the declared one, else the drawn size; nil when the drawn size
            /// comes from the content.
            public let hitTarget: ComponentSize?
            public let cornerRadius: Double?
            public let horizontalPadding: Double?
            public let verticalPadding: Double?
            /// The gap between icon and label.
            public let iconGap: Double?

            public init(
                size: ComponentSize?, height: Double?, hitTarget: ComponentSize?, cornerRadius: Double?, horizontalPadding: Double?,
                verticalPadding: Double?, iconGap: Double?
            ) {
                self.size = size
                self.height = height
                self.hitTarget = hitTarget
                self.cornerRadius = cornerRadius
                self.horizontalPadding = horizontalPadding
                self.verticalPadding = verticalPadding
                self.iconGap = iconGap
            }
        }
        """

    /// The spec enums of `components`; `constants` gives the Swift expression of each exported
    /// number token by name. Two components or variants that would get one Swift name are
    /// reported and the later one left out.
    static func lines(
        _ components: [Component], tokens: TokenSet, constants: [String: String], reservedTypes: Set<String>,
        collector: inout DiagnosticCollector
    ) -> [String] {
        var lines: [String] = []
        var taken: [String: String] = [:]
        for component in components {
            let typeName = SwiftIdentifier.typeName(component.id) + "Spec"
            if reservedTypes.contains(typeName) || taken[typeName] != nil {
                collector.report(
                    ExportDiagnostic.nameCollision,
                    "component \(component.id) is not exported: its Swift name `\(typeName)` is taken\(taken[typeName].map { " by component \($0)" } ?? " by the generated code"); give it another id",
                    at: component.location, subject: component.id)
                continue
            }
            taken[typeName] = component.id
            let values = Metrics(tokens: tokens, constants: constants)
            lines += SwiftSource.docComment("\(component.name): \(component.summary)\n\nComponent `\(component.id)`.", indent: "")
            lines.append("public enum \(typeName) {")
            lines += SwiftSource.docComment("The base metrics, before any variant.", indent: "    ")
            lines.append("    public static let base = \(values.expression(component.metrics))")
            var variantNames: Set<String> = ["base"]
            for variant in component.variants {
                let name = SwiftIdentifier.memberName(variant.id)
                guard variantNames.insert(name).inserted, !SwiftIdentifier.reservedMembers.contains(name) else {
                    collector.report(
                        ExportDiagnostic.nameCollision,
                        "variant \(variant.id) of \(component.id) is not exported: its Swift name `\(name)` is taken in \(typeName); give it another id",
                        at: variant.location, subject: component.id)
                    continue
                }
                lines.append("")
                lines += SwiftSource.docComment(
                    "\(variant.name)\(variant.summary.map { ": " + $0 } ?? "")\n\nVariant `\(variant.id)`.", indent: "    ")
                lines.append(
                    "    public static let \(SwiftIdentifier.escaped(name)) = \(values.expression(component.resolvedVariant(variant.id).metrics))")
            }
            lines += ["}", ""]
        }
        return lines
    }

    /// Writes metrics as `ComponentMetrics` expressions.
    private struct Metrics {
        let tokens: TokenSet
        let constants: [String: String]

        func expression(_ metrics: DesignCatalog.Metrics) -> String {
            let hitTarget = metrics.hitTarget ?? metrics.size
            let arguments = [
                "size: \(metrics.size.map(size) ?? "nil")", "height: \(number(metrics.height))", "hitTarget: \(hitTarget.map(size) ?? "nil")",
                "cornerRadius: \(number(metrics.cornerRadius))", "horizontalPadding: \(number(metrics.padding?.horizontal))",
                "verticalPadding: \(number(metrics.padding?.vertical))", "iconGap: \(number(metrics.iconGap))",
            ]
            return "ComponentMetrics(\(arguments.joined(separator: ", ")))"
        }

        private func size(_ size: Size) -> String {
            "ComponentSize(width: \(number(size.width) ), height: \(number(size.height)))"
        }

        /// The token constant a value names, else its number, else `nil`.
        private func number(_ bound: Bound<Double>?) -> String {
            guard let bound else { return "nil" }
            if let name = bound.tokenName, let constant = constants[name] { return constant }
            return bound.resolved(in: tokens).map(SwiftSource.number) ?? "nil"
        }
    }
}
