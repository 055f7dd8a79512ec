/// One kind of JSON object in a spec file: the keys it may have and the keys it must have. The
/// loader checks every object against its kind, and `schemas/*.schema.json` describe the same
/// kinds under `$defs/<schemaName>` (the test SchemaSyncTests keeps the two in step).
struct ObjectKind: Sendable, Hashable {
    /// How messages name it, such as "an anatomy layer".
    let name: String
    /// Its name under `$defs` in the schemas; a file's root kind names the schema file.
    let schemaName: String
    /// Every key it may have.
    let keys: [String]
    /// The keys it must have.
    let required: [String]

    init(_ name: String, schema schemaName: String, keys: [String], required: [String] = []) {
        self.name = name
        self.schemaName = schemaName
        self.keys = keys
        self.required = required
    }
}

extension ObjectKind {
    // MARK: Files

    static let component = ObjectKind(
        "a component spec", schema: "component",
        keys: [
            "$schema", "id", "name", "status", "summary", "source", "snippet", "kind", "layer", "symbol", "sourceFile", "contentRole",
            "interactive", "parameters", "anatomy", "variants", "states", "metrics", "label", "feedback",
            "accessibility", "buildSteps", "guidance", "usage", "related",
        ],
        required: ["id", "name", "status", "summary", "kind", "layer"])

    static let composition = ObjectKind(
        "a composition spec", schema: "composition",
        keys: ["$schema", "id", "name", "summary", "source", "background", "brightBackground", "root"],
        required: ["id", "name", "background", "root"])

    // MARK: Component parts

    static let parameter = ObjectKind(
        "a parameter", schema: "parameter", keys: ["name", "label", "type", "default", "rotates"],
        required: ["name", "type"])

    static let anatomyLayer = ObjectKind(
        "an anatomy layer", schema: "anatomyLayer",
        keys: [
            "id", "summary", "shape", "frame", "fill", "stroke", "opacity", "offset", "blur", "blendMode", "shadow",
            "rotation", "rotation3D", "scale", "clip", "compositingGroup", "padding", "decorative", "layers",
        ],
        required: ["id"])

    static let roundedRectangleShape = ObjectKind(
        "a rounded rectangle shape", schema: "roundedRectangleShape",
        keys: ["roundedRectangle"], required: ["roundedRectangle"])
    static let roundedRectangle = ObjectKind(
        "a rounded rectangle", schema: "roundedRectangle",
        keys: ["cornerRadius"], required: ["cornerRadius"])
    static let imageShape = ObjectKind("an image shape", schema: "imageShape", keys: ["image", "template"], required: ["image"])
    static let symbolShape = ObjectKind("a symbol shape", schema: "symbolShape", keys: ["symbol"], required: ["symbol"])

    static let stroke = ObjectKind("a stroke", schema: "stroke", keys: ["paint", "width"], required: ["paint", "width"])
    static let shadow = ObjectKind("a shadow", schema: "shadow", keys: ["color", "radius", "x", "y"], required: ["radius"])
    static let rotation3D = ObjectKind(
        "a 3D rotation", schema: "rotation3D", keys: ["angle", "axis"],
        required: ["angle", "axis"])

    static let variant = ObjectKind(
        "a variant", schema: "variant",
        keys: ["id", "name", "summary", "source", "snippet", "extends", "prominent", "anatomy", "metrics", "label"], required: ["id", "name"])

    static let interactionState = ObjectKind(
        "an interaction state", schema: "interactionState",
        keys: ["kind", "scale", "offset", "opacity", "layers", "animation"], required: ["kind"])
    static let layerChange = ObjectKind(
        "a layer change", schema: "layerChange",
        keys: ["layer", "offset", "opacity", "scale", "blur"], required: ["layer"])

    static let timingAnimation = ObjectKind(
        "an easeInOut, easeIn, easeOut or linear animation", schema: "timingAnimation",
        keys: ["curve", "duration"], required: ["curve"])
    static let springAnimation = ObjectKind(
        "a spring animation", schema: "springAnimation",
        keys: ["curve", "response", "dampingFraction"], required: ["curve"])
    static let interactiveSpringAnimation = ObjectKind(
        "an interactiveSpring animation", schema: "interactiveSpringAnimation",
        keys: ["curve", "response", "dampingFraction", "blendDuration"], required: ["curve"])
    static let bouncyAnimation = ObjectKind(
        "a bouncy animation", schema: "bouncyAnimation", keys: ["curve"],
        required: ["curve"])

    static let metrics = ObjectKind(
        "metrics", schema: "metrics",
        keys: ["size", "height", "hitTarget", "cornerRadius", "padding", "iconGap"])
    static let label = ObjectKind(
        "a label", schema: "label",
        keys: ["typography", "textStyle", "case", "tracking", "overflow", "color", "examples"])
    static let feedback = ObjectKind("feedback", schema: "feedback", keys: ["onPress", "handlesAudio", "silentWhen"])
    static let hapticSignal = ObjectKind("a haptic signal", schema: "hapticSignal", keys: ["haptic"], required: ["haptic"])
    static let soundSignal = ObjectKind("a sound signal", schema: "soundSignal", keys: ["sound"], required: ["sound"])
    static let accessibility = ObjectKind(
        "accessibility", schema: "accessibility",
        keys: ["label", "hint", "hiddenLayers", "combinesChildren", "reducedMotion"])
    static let buildStep = ObjectKind(
        "a build step", schema: "buildStep", keys: ["title", "shows", "summary", "layers"],
        required: ["title"])
    static let guidance = ObjectKind(
        "guidance", schema: "guidance", keys: ["title", "text", "source"],
        required: ["title", "text"])
    static let guidanceSource = ObjectKind("a guidance source", schema: "guidanceSource", keys: ["title", "url"])
    static let usage = ObjectKind("usage", schema: "usage", keys: ["do", "dont"])
    static let usageItem = ObjectKind("a Do or Don't", schema: "usageItem", keys: ["text", "rule", "example"], required: ["text"])

    // MARK: Shared value forms

    static let size = ObjectKind("a size", schema: "sizeObject", keys: ["width", "height"], required: ["width", "height"])
    static let insets = ObjectKind("insets", schema: "insetsObject", keys: ["horizontal", "vertical"])
    static let dtcgColor = ObjectKind(
        "a DTCG colour", schema: "dtcgColor", keys: ["colorSpace", "components", "alpha", "hex"],
        required: ["colorSpace", "components"])
    static let colorWithAlpha = ObjectKind(
        "a colour with alpha", schema: "colorWithAlpha", keys: ["color", "alpha"],
        required: ["color"])
    static let linearGradientPaint = ObjectKind(
        "a linear gradient paint", schema: "linearGradientPaint",
        keys: ["linearGradient"], required: ["linearGradient"])
    static let linearGradient = ObjectKind(
        "a linear gradient", schema: "linearGradient",
        keys: ["stops", "gradient", "start", "end"], required: ["start", "end"])
    static let materialPaint = ObjectKind(
        "a material paint", schema: "materialPaint", keys: ["material"],
        required: ["material"])
    static let material = ObjectKind("a material", schema: "material", keys: ["variant", "interactive", "tint", "dimming"])

    // MARK: Composition parts

    static let stack = ObjectKind(
        "a stack", schema: "stack", keys: ["axis", "spacing", "alignment", "padding", "frame", "children"], required: ["axis"])
    static let frameSize = ObjectKind("a frame", schema: "frameSize", keys: ["width", "height"])
    static let componentElement = ObjectKind(
        "a component element", schema: "componentElement",
        keys: [
            "component", "variant", "scale", "rotation", "arguments", "buildStep", "state", "label", "accessibilityLabel", "layer", "padding",
            "children",
        ],
        required: ["component"])
    static let textElement = ObjectKind(
        "a text element", schema: "textElement",
        keys: ["text", "typography", "textStyle", "fontSize", "fontWeight", "fill", "opacity"], required: ["text", "fill"])
    static let stackElement = ObjectKind("a stack element", schema: "stackElement", keys: ["stack"], required: ["stack"])
    static let spacerElement = ObjectKind("a spacer element", schema: "spacerElement", keys: ["spacer"], required: ["spacer"])
    static let spacer = ObjectKind("a spacer", schema: "spacer", keys: ["minLength"])
    static let edgeInsets = ObjectKind(
        "padding", schema: "edgeInsetsObject", keys: ["top", "leading", "bottom", "trailing", "horizontal", "vertical"])

    /// Every kind, for the schema test.
    static let all: [ObjectKind] = [
        component, composition, parameter, anatomyLayer, roundedRectangleShape, roundedRectangle, imageShape, symbolShape,
        stroke, shadow, rotation3D, variant, interactionState, layerChange, timingAnimation, springAnimation,
        interactiveSpringAnimation, bouncyAnimation, metrics, label, feedback, hapticSignal, soundSignal, accessibility,
        buildStep, guidance, guidanceSource, usage, usageItem, size, insets, dtcgColor, colorWithAlpha, linearGradientPaint,
        linearGradient, materialPaint, material, stack, frameSize, componentElement, textElement, stackElement, spacerElement, spacer,
        edgeInsets,
    ]
}
