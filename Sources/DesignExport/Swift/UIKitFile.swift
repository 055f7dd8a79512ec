import DesignCatalog
import DesignSupport
import SwiftCode

/// `TokensUIKit.swift`: the UIKit part, inside `#if canImport(UIKit) && !os(watchOS)` (watchOS
/// has UIKit's fonts and colours but no `UITraitCollection`-based asset lookup of its own to
/// rely on, and its apps are SwiftUI): colours as `UIColor` from the asset catalogue, lengths
/// as `CGFloat`, typography as `UIFont` scaled with `UIFontMetrics` for its text style. Each
/// is made from the constant of the same path in `TokenValues`.
enum UIKitFile {
    /// The namespace of the UIKit values.
    static let root = SwiftTokenNames.uiKitRoot

    static func text(header: String, module: String, catalog: Catalog, namespace: TokenNamespace) -> String {
        let doc = """
            The tokens of \(catalog.manifest.name) \(catalog.manifest.version) as UIKit values: colours from \(module).xcassets \
            (following light, dark and increased contrast), lengths as CGFloat, typography as fonts that scale with Dynamic \
            Type (set adjustsFontForContentSizeCategory on the view to follow a change while it shows). Each is made from the \
            constant of the same path in TokenValues.
            """
        let shown = namespace.filtered { member in
            switch member.token.value {
            case .color, .dimension, .typography: true
            case .duration, .number, .fontWeight, .fontFamily, .cubicBezier, .strokeStyle, .border, .transition, .shadow, .gradient, nil:
                false
            }
        }
        let lines = NamespaceSource.lines(root: root, doc: doc, namespace: shown) { place, indent in
            (nil, declaration(place: place, indent: indent))
        }
        return ([header, "", "#if canImport(UIKit) && !os(watchOS)", "import CoreGraphics", "import UIKit", "", support, ""] + lines + ["#endif"])
            .joined(separator: "\n") + "\n"
    }

    /// The declaration of the constant at `place`.
    private static func declaration(place: NamespaceSource.Place, indent: String) -> [String] {
        let name = SwiftIdentifier.escaped(place.member.identifier)
        let raw = NamespaceSource.reference(root: SwiftExporter.valuesRoot, place: place)
        switch place.member.token.value {
        case .color:
            let asset = OutputEscaping.swiftString(AssetCatalog.assetName(path: place.path, identifier: place.member.identifier))
            return [
                "\(indent)public static var \(name): UIKit.UIColor {",
                "\(indent)    UIKit.UIColor(named: \(asset), in: TokenAssets.bundle, compatibleWith: nil) ?? \(raw).light.uiColor",
                "\(indent)}",
            ]
        case .dimension: return ["\(indent)public static var \(name): CoreGraphics.CGFloat { CoreGraphics.CGFloat(\(raw)) }"]
        case .typography: return ["\(indent)public static var \(name): UIKit.UIFont { \(raw).uiFont }"]
        case .duration, .number, .fontWeight, .fontFamily, .cubicBezier, .strokeStyle, .border, .transition, .shadow, .gradient, nil:
            return []
        }
    }

    /// The extensions the constants are made with.
    static let support = """
        extension TokenColorValue {
            /// The colour as a UIKit colour in its own space (no appearance; the `UITokens`
            /// colours follow the appearance through the asset catalogue).
            public var uiColor: UIKit.UIColor {
                switch space {
                case .sRGB:
                    return UIKit.UIColor(red: CoreGraphics.CGFloat(red), green: CoreGraphics.CGFloat(green), blue: CoreGraphics.CGFloat(blue), alpha: CoreGraphics.CGFloat(alpha))
                case .displayP3:
                    return UIKit.UIColor(displayP3Red: CoreGraphics.CGFloat(red), green: CoreGraphics.CGFloat(green), blue: CoreGraphics.CGFloat(blue), alpha: CoreGraphics.CGFloat(alpha))
                }
            }
        }

        extension TokenTypographyValue {
            /// The font at the token's size and weight, before Dynamic Type: the system font in
            /// its design for the platform's own families, else the first family (a family the
            /// system does not have falls back to the system font).
            public var baseUIFont: UIKit.UIFont {
                let size = CoreGraphics.CGFloat(fontSize)
                let weight = TokenTypographyValue.uiWeight(fontWeight)
                guard let design = systemDesign else {
                    let descriptor = UIKit.UIFontDescriptor(fontAttributes: [
                        .family: fontFamily.first ?? "", .traits: [UIKit.UIFontDescriptor.TraitKey.weight: weight],
                    ])
                    return UIKit.UIFont(descriptor: descriptor, size: size)
                }
                let system = UIKit.UIFont.systemFont(ofSize: size, weight: weight)
                guard let designed = system.fontDescriptor.withDesign(TokenTypographyValue.uiDesign(design)) else { return system }
                return UIKit.UIFont(descriptor: designed, size: size)
            }

            /// The font scaled by `UIFontMetrics` for the token's text style, so it follows
            /// Dynamic Type as the style's own font does.
            public var uiFont: UIKit.UIFont {
                UIKit.UIFontMetrics(forTextStyle: TokenTypographyValue.uiTextStyle(textStyle)).scaledFont(for: baseUIFont)
            }

            /// UIKit's text style of SwiftUI's style name (`title` is `.title1`, `caption` is
            /// `.caption1`); `.largeTitle` is not declared for tvOS (UIFontDescriptor.h marks it
            /// unavailable there), so tvOS takes `.title1`.
            static func uiTextStyle(_ name: String) -> UIKit.UIFont.TextStyle {
                switch name {
                case "largeTitle":
                    #if os(tvOS)
                        return .title1
                    #else
                        return .largeTitle
                    #endif
                case "title": return .title1
                case "title2": return .title2
                case "title3": return .title3
                case "headline": return .headline
                case "callout": return .callout
                case "subheadline": return .subheadline
                case "footnote": return .footnote
                case "caption": return .caption1
                case "caption2": return .caption2
                default: return .body
                }
            }

            static func uiDesign(_ name: String) -> UIKit.UIFontDescriptor.SystemDesign {
                switch name {
                case "rounded": return .rounded
                case "serif": return .serif
                case "monospaced": return .monospaced
                default: return .default
                }
            }

            /// The UIKit weight nearest a numeric weight (ultralight 100 to black 900).
            static func uiWeight(_ value: Double) -> UIKit.UIFont.Weight {
                let weights: [UIKit.UIFont.Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
                return weights[min(8, max(0, Int((value / 100).rounded()) - 1))]
            }
        }
        """
}
