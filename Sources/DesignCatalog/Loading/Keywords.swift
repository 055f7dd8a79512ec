/// The closed sets of strings a spec uses that the models keep in other forms. The schemas list
/// the same values (SchemaSyncTests checks them).

/// The shapes a layer names with a plain string.
enum ShapeKeyword: String, CaseIterable {
    case circle, capsule, rectangle, label

    var shape: Shape {
        switch self {
        case .circle: .circle
        case .capsule: .capsule
        case .rectangle: .rectangle
        case .label: .label
        }
    }
}

/// The Dynamic Type text styles a label or a text run can scale with.
enum TextStyle: String, CaseIterable {
    case largeTitle, title, title2, title3, headline, body, callout, subheadline, footnote, caption, caption2
}

/// The animation curves, each with the object kind its keys follow.
enum AnimationCurve: String, CaseIterable {
    case easeInOut, easeIn, easeOut, linear, spring, interactiveSpring, bouncy

    var kind: ObjectKind {
        switch self {
        case .easeInOut, .easeIn, .easeOut, .linear: .timingAnimation
        case .spring: .springAnimation
        case .interactiveSpring: .interactiveSpringAnimation
        case .bouncy: .bouncyAnimation
        }
    }
}
