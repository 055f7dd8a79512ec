/// The shapes of spec strings that name code, symbols or pages rather than hold prose: a
/// catalogue cannot smuggle markup or a `javascript:` address through them.
enum SpecTextPattern {
    /// A Swift type or member name, such as `PillButton` or `GlassView.Tinted`.
    case swiftName
    /// An SF Symbol name, such as `chevron.right` or `1.circle.fill`.
    case symbolName
    /// A source path relative to the repository, such as `Sources/Buttons/PillButton.swift`.
    case relativePath
    /// An http or https address.
    case webAddress

    /// The regular expression the whole string must match.
    var expression: String {
        switch self {
        case .swiftName: "[A-Za-z_][A-Za-z0-9_]*(?:\\.[A-Za-z_][A-Za-z0-9_]*)*"
        case .symbolName: "[a-z0-9]+(?:\\.[a-z0-9]+)*"
        case .relativePath: "[A-Za-z0-9_+@-][A-Za-z0-9_.+@ -]*(?:/[A-Za-z0-9_+@-][A-Za-z0-9_.+@ -]*)*"
        case .webAddress: "https?://[^\\s<>\"'`]+"
        }
    }

    /// What the string must be, for the message when it is not.
    var meaning: String {
        switch self {
        case .swiftName: "a Swift type name such as \"PillButton\"; use letters, digits, underscores and dots"
        case .symbolName: "an SF Symbol name such as \"chevron.right\"; use lowercase letters, digits and dots"
        case .relativePath: "a path relative to the repository such as \"Sources/Buttons/PillButton.swift\"; no scheme, no leading / and no .."
        case .webAddress: "an http or https address such as \"https://developer.apple.com/design/human-interface-guidelines/buttons\""
        }
    }
}
