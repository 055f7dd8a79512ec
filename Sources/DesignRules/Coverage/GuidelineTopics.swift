/// The pages the rules cite as their source, HIG pages first, each with what dscheck decides of
/// it. A rule belongs to the page its `sourceURL` names (its section dropped), so the rules of a
/// topic come from the registry and a new rule citing a new page fails the coverage test until
/// the page is added here.
enum GuidelineTopics {
    typealias Topic = AccessibilityCoverage.Topic

    private static let hig = "https://developer.apple.com/design/human-interface-guidelines/"

    static let all: [Topic] = [
        Topic(
            title: "Accessibility", url: hig + "accessibility", status: .partial,
            note:
                "Decided: every interactive component has a name, and decorative images are hidden. Left to the app: VoiceOver order, traits and custom actions (the element, description and trait audits, and a pass with VoiceOver)."
        ),
        Topic(
            title: "Buttons", url: hig + "buttons", status: .partial,
            note:
                "Decided: hit areas at the scale each screen places a control, a pressed state on custom buttons, short labels, and at most two prominent buttons a view. Left to review: roles such as destructive, and where buttons sit."
        ),
        Topic(
            title: "Color", url: hig + "color", status: .partial,
            note:
                "Decided: glass is tinted only on the one primary action, and contrast in every context (see the WCAG criteria above). Left to review: meaning never carried by colour alone."
        ),
        Topic(
            title: "Materials", url: hig + "materials", status: .decided,
            note:
                "Decided: Liquid Glass only in the functional layer that floats over content, used sparingly in a view, and clear glass dimmed over bright content."
        ),
        Topic(
            title: "Motion", url: hig + "motion", status: .partial,
            note:
                "Decided: components that move in depth or position, or spring bouncily, say what they do with Reduce Motion on. Left to the app: that it honours the setting."
        ),
        Topic(
            title: "Playing haptics", url: hig + "playing-haptics", status: .partial,
            note:
                "Decided: controls that record or play audio give no haptic or sound feedback. Left to review: that haptics match what they mean elsewhere in the system."
        ),
        Topic(
            title: "Typography", url: hig + "typography", status: .partial,
            note:
                "Decided: text follows a Dynamic Type text style, typography tokens match Apple's sizes, leading and weights for the style they name at every size category, no text is below the platform's minimum, and the app's code sets no fixed font size. Left to the app: layouts at the largest sizes (the Dynamic Type and clipped-text audits)."
        ),
        Topic(
            title: "Applying Liquid Glass to custom views (SwiftUI)",
            url: "https://developer.apple.com/documentation/swiftui/applying-liquid-glass-to-custom-views", status: .decided,
            note: "Decided: translucent fills with a blur or shadow that imitate glass instead of using the system material."
        ),
        Topic(
            title: "Web Content Accessibility Guidelines (WCAG) 2.2", url: "https://www.w3.org/TR/WCAG22/", status: .partial,
            note: "The contrast criteria, decided in every context; the criteria above give every level A and AA criterion."
        ),
        Topic(
            title: "Design Tokens Format Module 2025.10", url: "https://www.designtokens.org/TR/2025.10/format/", status: .decided,
            note:
                "Decided: token names follow the configured case, every token is used, and deprecated tokens are not referenced, besides the format itself, which loading checks."
        ),
        Topic(
            title: "Managing assets with asset catalogs (Xcode)",
            url: "https://developer.apple.com/documentation/xcode/managing-assets-with-asset-catalogs", status: .partial,
            note:
                "Decided, for the app sources the catalogue names: colours, corner radii, frame sizes and padding written as literals that a token holds. Left to review: code outside those sources."
        ),
        Topic(
            title: "Declarations (The Swift Programming Language)",
            url: "https://docs.swift.org/swift-book/documentation/the-swift-programming-language/declarations/", status: .decided,
            note: "Decided: the Swift symbol each component documents is declared in the file it names."
        ),
    ]
}
