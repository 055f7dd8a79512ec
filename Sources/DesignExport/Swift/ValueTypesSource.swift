/// The platform-neutral types the generated `TokenValues.swift` declares its constants with:
/// plain numbers (points, seconds, [0, 1] components) and strings, no SwiftUI or Foundation, so
/// the file compiles on Linux as on Apple platforms.
enum ValueTypesSource {
    static let text = """
        /// A colour: red, green, blue and alpha in [0, 1], in the colour space named.
        public struct TokenColorValue: Hashable, Sendable {
            /// The colour spaces the export writes.
            public enum Space: String, Hashable, Sendable {
                case sRGB = "srgb"
                case displayP3 = "display-p3"
            }

            public let space: Space
            public let red: Double
            public let green: Double
            public let blue: Double
            public let alpha: Double

            public init(space: Space, red: Double, green: Double, blue: Double, alpha: Double) {
                self.space = space
                self.red = red
                self.green = green
                self.blue = blue
                self.alpha = alpha
            }
        }

        /// A colour token in each appearance the catalogue has; an appearance it does not have
        /// is nil and falls back as an asset catalogue does (dark high contrast to dark, high
        /// contrast to light).
        public struct TokenAppearanceColor: Hashable, Sendable {
            public let light: TokenColorValue
            public let lightHighContrast: TokenColorValue?
            public let dark: TokenColorValue?
            public let darkHighContrast: TokenColorValue?

            public init(
                light: TokenColorValue, lightHighContrast: TokenColorValue? = nil, dark: TokenColorValue? = nil,
                darkHighContrast: TokenColorValue? = nil
            ) {
                self.light = light
                self.lightHighContrast = lightHighContrast
                self.dark = dark
                self.darkHighContrast = darkHighContrast
            }

            /// The colour in one appearance, with the asset catalogue's fallbacks.
            public func resolved(dark isDark: Bool, highContrast: Bool) -> TokenColorValue {
                switch (isDark, highContrast) {
                case (false, false): return light
                case (true, false): return dark ?? light
                case (false, true): return lightHighContrast ?? light
                case (true, true): return darkHighContrast ?? dark ?? lightHighContrast ?? light
                }
            }
        }

        /// A cubic Bézier timing curve from (0, 0) to (1, 1) through two control points.
        public struct TokenCubicBezier: Hashable, Sendable {
            public let x1: Double
            public let y1: Double
            public let x2: Double
            public let y2: Double

            public init(x1: Double, y1: Double, x2: Double, y2: Double) {
                self.x1 = x1
                self.y1 = y1
                self.x2 = x2
                self.y2 = y2
            }
        }

        /// A transition: duration and delay in seconds, and its timing curve.
        public struct TokenTransitionValue: Hashable, Sendable {
            public let duration: Double
            public let delay: Double
            public let timingFunction: TokenCubicBezier

            public init(duration: Double, delay: Double, timingFunction: TokenCubicBezier) {
                self.duration = duration
                self.delay = delay
                self.timingFunction = timingFunction
            }
        }

        /// One shadow layer, lengths in points. SwiftUI draws `blur` as its radius and has no
        /// spread or inset.
        public struct TokenShadowValue: Hashable, Sendable {
            public let color: TokenColorValue
            public let offsetX: Double
            public let offsetY: Double
            public let blur: Double
            public let spread: Double
            public let inset: Bool

            public init(color: TokenColorValue, offsetX: Double, offsetY: Double, blur: Double, spread: Double, inset: Bool) {
                self.color = color
                self.offsetX = offsetX
                self.offsetY = offsetY
                self.blur = blur
                self.spread = spread
                self.inset = inset
            }
        }

        /// A point in a view's unit square: (0, 0) top leading, (1, 1) bottom trailing.
        public struct TokenUnitPoint: Hashable, Sendable {
            public let x: Double
            public let y: Double

            public init(x: Double, y: Double) {
                self.x = x
                self.y = y
            }
        }

        /// A linear gradient: stops at positions in [0, 1] from `startPoint` to `endPoint`.
        public struct TokenGradientValue: Hashable, Sendable {
            /// One stop.
            public struct Stop: Hashable, Sendable {
                public let color: TokenColorValue
                public let position: Double

                public init(color: TokenColorValue, position: Double) {
                    self.color = color
                    self.position = position
                }
            }

            public let stops: [Stop]
            public let startPoint: TokenUnitPoint
            public let endPoint: TokenUnitPoint

            public init(stops: [Stop], startPoint: TokenUnitPoint, endPoint: TokenUnitPoint) {
                self.stops = stops
                self.startPoint = startPoint
                self.endPoint = endPoint
            }
        }

        /// A text style: sizes and tracking in points, weight 1 to 1000, line height as a multiple
        /// of the size, and the Dynamic Type text style it scales with (`body`, `title3`…).
        public struct TokenTypographyValue: Hashable, Sendable {
            public let fontFamily: [String]
            public let fontSize: Double
            public let fontWeight: Double
            public let letterSpacing: Double
            public let lineHeight: Double
            public let textStyle: String

            public init(fontFamily: [String], fontSize: Double, fontWeight: Double, letterSpacing: Double, lineHeight: Double, textStyle: String) {
                self.fontFamily = fontFamily
                self.fontSize = fontSize
                self.fontWeight = fontWeight
                self.letterSpacing = letterSpacing
                self.lineHeight = lineHeight
                self.textStyle = textStyle
            }

            /// The design of the platform's system font when the first family is one of its
            /// names (`SF Pro`, `SF Pro Text`, `SF Pro Display`, `-apple-system`, `system-ui`
            /// are `default`; `SF Pro Rounded` is `rounded`; `New York` is `serif`; `SF Mono`
            /// is `monospaced`), so the code asks for the system font rather than a custom font
            /// of that name; nil for any other family.
            public var systemDesign: String? {
                switch fontFamily.first?.lowercased() {
                case "sf pro", "sf pro text", "sf pro display", "-apple-system", "system-ui", "blinkmacsystemfont", "sf compact",
                    "sf compact text", "sf compact display", ".sf ns", "system":
                    return "default"
                case "sf pro rounded", "sf compact rounded", "ui-rounded": return "rounded"
                case "new york", "ui-serif": return "serif"
                case "sf mono", "ui-monospace": return "monospaced"
                default: return nil
                }
            }
        }

        /// A stroke style: a CSS keyword (`solid`, `dashed`…) or a dash pattern in points.
        public enum TokenStrokeStyle: Hashable, Sendable {
            case keyword(String)
            case dashes([Double], lineCap: String)
        }

        /// A border: colour, width in points and style.
        public struct TokenBorderValue: Hashable, Sendable {
            public let color: TokenColorValue
            public let width: Double
            public let style: TokenStrokeStyle

            public init(color: TokenColorValue, width: Double, style: TokenStrokeStyle) {
                self.color = color
                self.width = width
                self.style = style
            }
        }
        """
}
