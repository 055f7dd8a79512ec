/// The SwiftUI types and helpers the generated `Tokens.swift` declares its constants with: the
/// bundle of the asset catalogue, colours, fonts that scale with Dynamic Type, animations,
/// shadows and gradients a view can apply. The file compiles only where SwiftUI exists (inside
/// `#if canImport(SwiftUI)`).
enum SwiftUISupportSource {
    /// The support code for the asset catalogue `<module>.xcassets`.
    static func text(module: String) -> String {
        """
        /// The bundle holding \(module).xcassets: the package target's resources (`Bundle.module`)
        /// in a Swift package, else the bundle this code is built into.
        public enum TokenAssets {
            private final class BundleToken {}

            public static let bundle: Bundle = {
                #if SWIFT_PACKAGE
                    return Bundle.module
                #else
                    return Bundle(for: BundleToken.self)
                #endif
            }()
        }

        extension TokenColorValue {
            /// The colour as a SwiftUI colour in its own space (no appearance; the `Tokens.Color`
            /// constants follow the appearance through the asset catalogue).
            public var color: SwiftUI.Color {
                SwiftUI.Color(space == .sRGB ? .sRGB : .displayP3, red: red, green: green, blue: blue, opacity: alpha)
            }
        }

        extension TokenCubicBezier {
            /// A SwiftUI animation along this curve that lasts `duration` seconds.
            public func animation(duration: Double) -> SwiftUI.Animation {
                .timingCurve(x1, y1, x2, y2, duration: duration)
            }
        }

        extension TokenTransitionValue {
            /// The SwiftUI animation: the curve over the duration, after the delay.
            public var animation: SwiftUI.Animation {
                timingFunction.animation(duration: duration).delay(delay)
            }
        }

        extension TokenGradientValue {
            /// The gradient as a SwiftUI linear gradient a view can fill with.
            public var linearGradient: SwiftUI.LinearGradient {
                SwiftUI.LinearGradient(
                    stops: stops.map { SwiftUI.Gradient.Stop(color: $0.color.color, location: $0.position) },
                    startPoint: SwiftUI.UnitPoint(x: startPoint.x, y: startPoint.y),
                    endPoint: SwiftUI.UnitPoint(x: endPoint.x, y: endPoint.y))
            }
        }

        /// A shadow token a view applies with `.shadow(_:)`: each layer as SwiftUI draws it (blur as
        /// radius; spread and inset have no SwiftUI equivalent and are left out).
        public struct TokenShadow: Sendable {
            public let layers: [TokenShadowValue]

            public init(_ layers: [TokenShadowValue]) {
                self.layers = layers
            }
        }

        /// A typography token as SwiftUI text: a font that scales with Dynamic Type relative to
        /// its text style, with tracking and line spacing that scale along.
        public struct TokenTypography: Sendable {
            public let value: TokenTypographyValue

            public init(_ value: TokenTypographyValue) {
                self.value = value
            }

            /// The Dynamic Type text style the font scales with.
            public var textStyle: SwiftUI.Font.TextStyle { TokenTypography.textStyles[value.textStyle] ?? .body }

            /// The weight, the nearest of SwiftUI's nine.
            public var weight: SwiftUI.Font.Weight { TokenTypography.weight(value.fontWeight) }

            /// The font: the first family at the token's size, scaled relative to the text style
            /// (a family the system does not have falls back to the system font).
            public var font: SwiftUI.Font {
                .custom(value.fontFamily.first ?? "", size: value.fontSize, relativeTo: textStyle).weight(weight)
            }

            /// Tracking in points, at the default Dynamic Type size.
            public var tracking: Double { value.letterSpacing }

            /// Line spacing in points (the line height beyond the font size), at the default
            /// Dynamic Type size.
            public var lineSpacing: Double { max(0, (value.lineHeight - 1) * value.fontSize) }

            static let textStyles: [String: SwiftUI.Font.TextStyle] = [
                "largeTitle": .largeTitle, "title": .title, "title2": .title2, "title3": .title3, "headline": .headline,
                "body": .body, "callout": .callout, "subheadline": .subheadline, "footnote": .footnote, "caption": .caption,
                "caption2": .caption2,
            ]

            /// The SwiftUI weight nearest a numeric weight (SF's ultralight 100 to black 900).
            public static func weight(_ value: Double) -> SwiftUI.Font.Weight {
                let weights: [SwiftUI.Font.Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
                return weights[min(8, max(0, Int((value / 100).rounded()) - 1))]
            }
        }

        @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
        private struct TokenTypographyModifier: SwiftUI.ViewModifier {
            let typography: TokenTypography
            @SwiftUI.ScaledMetric var tracking: Double
            @SwiftUI.ScaledMetric var lineSpacing: Double

            init(_ typography: TokenTypography) {
                self.typography = typography
                _tracking = SwiftUI.ScaledMetric(wrappedValue: typography.tracking, relativeTo: typography.textStyle)
                _lineSpacing = SwiftUI.ScaledMetric(wrappedValue: typography.lineSpacing, relativeTo: typography.textStyle)
            }

            func body(content: Content) -> some SwiftUI.View {
                content.font(typography.font).tracking(tracking).lineSpacing(lineSpacing)
            }
        }

        extension SwiftUI.View {
            /// Sets the font, tracking and line spacing of a typography token, scaling with
            /// Dynamic Type.
            @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
            public func typography(_ typography: TokenTypography) -> some SwiftUI.View {
                modifier(TokenTypographyModifier(typography))
            }

            /// Draws the layers of a shadow token, bottom first.
            public func shadow(_ shadow: TokenShadow) -> some SwiftUI.View {
                shadow.layers.reduce(SwiftUI.AnyView(self)) { view, layer in
                    SwiftUI.AnyView(view.shadow(color: layer.color.color, radius: layer.blur, x: layer.offsetX, y: layer.offsetY))
                }
            }
        }
        """
    }
}
