/// One way a component is drawn: the base or one variant, with the variant's `extends` chain
/// applied. A component's drawings are worked out once, when it is loaded: a dozen rules walk
/// them for every component in every context, and building them anew on each walk cost over
/// half a billion instructions in `diff` of a 1,000-component catalogue.
public struct ComponentDrawing: Sendable, Hashable {
    /// The variant; nil for the base.
    public let variant: Variant?
    /// The layer stack, bottom first.
    public let anatomy: [AnatomyLayer]
    public let metrics: Metrics
    public let label: Label?
    /// Whether the variant itself is marked prominent (the flag is not inherited; never the base).
    public let prominent: Bool
}
