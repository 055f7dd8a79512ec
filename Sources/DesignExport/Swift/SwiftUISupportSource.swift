/// The SwiftUI types and helpers the generated `Tokens.swift` declares its constants with:
/// colours, fonts that scale with Dynamic Type, animations, shadows and gradients a view can
/// apply. The file compiles only where SwiftUI exists (inside `#if canImport(SwiftUI)`).
enum SwiftUISupportSource {
    /// The support code.
    static let text = """
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

            /// The font. The platform's own families are the system font in their design: as
            /// the text style itself when the token has the style's default size (scaling with
            /// Dynamic Type), else at the token's size, which `.typography(_:)` scales. Any
            /// other family is that font at the token's size, scaled relative to the text style
            /// (a family the system does not have falls back to the system font).
            public var font: SwiftUI.Font {
                guard let design = value.systemDesign.map(TokenTypography.design) else {
                    return .custom(value.fontFamily.first ?? "", size: value.fontSize, relativeTo: textStyle).weight(weight)
                }
                if TokenTypography.defaultSizes[value.textStyle] == value.fontSize {
                    return .system(textStyle, design: design).weight(weight)
                }
                return .system(size: value.fontSize, weight: weight, design: design)
            }

            /// The font at `size` points, which the caller has scaled with Dynamic Type.
            func font(size: Double) -> SwiftUI.Font {
                guard let design = value.systemDesign.map(TokenTypography.design) else {
                    return .custom(value.fontFamily.first ?? "", fixedSize: size).weight(weight)
                }
                return .system(size: size, weight: weight, design: design)
            }

            /// Tracking in points, at the default Dynamic Type size.
            public var tracking: Double { value.letterSpacing }

            /// Line spacing in points, at the default Dynamic Type size: the token's line height
            /// (its multiple of the font size) less the font's own line height. SwiftUI adds
            /// `lineSpacing` between lines that are already as tall as the font's ascender,
            /// descender and leading, so adding the whole line height beyond the font size would
            /// set the lines too far apart.
            public var lineSpacing: Double { max(0, value.lineHeight * value.fontSize - fontLineHeight) }

            /// The font's own line height in points at the token's size: `UIFont.lineHeight`, or
            /// ascender − descender + leading of the `NSFont` (both declared in points by their
            /// headers); 1.2 times the size where neither framework exists.
            public var fontLineHeight: Double {
                #if canImport(UIKit)
                    let size = SwiftUI.CGFloat(value.fontSize)
                    let font =
                        value.systemDesign == nil
                        ? UIKit.UIFont(name: value.fontFamily.first ?? "", size: size) ?? UIKit.UIFont.systemFont(ofSize: size)
                        : UIKit.UIFont.systemFont(ofSize: size)
                    return Double(font.lineHeight)
                #elseif canImport(AppKit)
                    let size = SwiftUI.CGFloat(value.fontSize)
                    let font =
                        value.systemDesign == nil
                        ? AppKit.NSFont(name: value.fontFamily.first ?? "", size: size) ?? AppKit.NSFont.systemFont(ofSize: size)
                        : AppKit.NSFont.systemFont(ofSize: size)
                    return Double(font.ascender - font.descender + font.leading)
                #else
                    return value.fontSize * 1.2
                #endif
            }

            static let textStyles: [String: SwiftUI.Font.TextStyle] = [
                "largeTitle": .largeTitle, "title": .title, "title2": .title2, "title3": .title3, "headline": .headline,
                "body": .body, "callout": .callout, "subheadline": .subheadline, "footnote": .footnote, "caption": .caption,
                "caption2": .caption2,
            ]

            /// The text styles' sizes at the default (Large) Dynamic Type size on iOS.
            static let defaultSizes: [String: Double] = [
                "largeTitle": 34, "title": 28, "title2": 22, "title3": 20, "headline": 17, "body": 17, "callout": 16,
                "subheadline": 15, "footnote": 13, "caption": 12, "caption2": 11,
            ]

            static func design(_ name: String) -> SwiftUI.Font.Design {
                switch name {
                case "rounded": return .rounded
                case "serif": return .serif
                case "monospaced": return .monospaced
                default: return .default
                }
            }

            /// The SwiftUI weight nearest a numeric weight (SF's ultralight 100 to black 900).
            public static func weight(_ value: Double) -> SwiftUI.Font.Weight {
                let weights: [SwiftUI.Font.Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
                return weights[min(8, max(0, Int((value / 100).rounded()) - 1))]
            }
        }

        @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
        private struct TokenTypographyModifier: SwiftUI.ViewModifier {
            let typography: TokenTypography
            @SwiftUI.ScaledMetric var size: Double
            @SwiftUI.ScaledMetric var tracking: Double
            @SwiftUI.ScaledMetric var lineSpacing: Double

            init(_ typography: TokenTypography) {
                self.typography = typography
                _size = SwiftUI.ScaledMetric(wrappedValue: typography.value.fontSize, relativeTo: typography.textStyle)
                _tracking = SwiftUI.ScaledMetric(wrappedValue: typography.tracking, relativeTo: typography.textStyle)
                _lineSpacing = SwiftUI.ScaledMetric(wrappedValue: typography.lineSpacing, relativeTo: typography.textStyle)
            }

            func body(content: Content) -> some SwiftUI.View {
                content.font(typography.font(size: size)).tracking(tracking).lineSpacing(lineSpacing)
            }
        }

        /// Draws the layers of a shadow, the first innermost: one `.shadow` per layer, each
        /// applying the rest, with no type erasure.
        private struct TokenShadowModifier: SwiftUI.ViewModifier {
            let layers: ArraySlice<TokenShadowValue>

            @SwiftUI.ViewBuilder
            func body(content: Content) -> some SwiftUI.View {
                if let layer = layers.first {
                    content.shadow(color: layer.color.color, radius: layer.blur, x: layer.offsetX, y: layer.offsetY)
                        .modifier(TokenShadowModifier(layers: layers.dropFirst()))
                } else {
                    content
                }
            }
        }

        extension SwiftUI.View {
            /// Sets the font, tracking and line spacing of a typography token, all scaling with
            /// Dynamic Type.
            @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
            public func typography(_ typography: TokenTypography) -> some SwiftUI.View {
                modifier(TokenTypographyModifier(typography))
            }

            /// Draws the layers of a shadow token, bottom first.
            public func shadow(_ shadow: TokenShadow) -> some SwiftUI.View {
                modifier(TokenShadowModifier(layers: shadow.layers[...]))
            }
        }
        """
}
