/// One element of a sanitised SVG asset: an allowed element name, its allowed attributes in the
/// order written (values decoded, every reference local), and its child elements. Text content
/// is not kept. ``SVGSanitizer`` is the only way to make one from a file.
public struct SVGElement: Sendable, Hashable {
    /// The element name, such as `path`.
    public let name: String
    /// The attributes, in the order written.
    public let attributes: [Attribute]
    /// The child elements, in order.
    public let children: [SVGElement]

    /// An attribute and its decoded value.
    public struct Attribute: Sendable, Hashable {
        public let name: String
        public let value: String
    }

    /// The value of the attribute `name`, if present.
    public func attribute(_ name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }
}
