/// An image of the catalogue's `assets/` folder that image and symbol layers name: a sanitised
/// SVG (drawn inline) or a PNG (drawn as a `data:` URL), with its intrinsic size in points.
public struct Asset: Sendable, Hashable {
    /// What the file holds.
    public enum Content: Sendable, Hashable {
        /// The root `<svg>` element, sanitised.
        case svg(SVGElement)
        /// A PNG file as a `data:image/png;base64,…` URL.
        case png(dataURL: String)
    }

    /// The file name without its extension, which layers name (`chevron.left`).
    public let name: String
    public let content: Content
    /// The intrinsic width and height in points: the SVG's `width` and `height`, or its
    /// `viewBox` size; the PNG's pixel size.
    public let width: Double
    public let height: Double
}

/// The assets of a catalogue by name; empty when it has no `assets/` folder.
public struct AssetLibrary: Sendable {
    private let byName: [String: Asset]

    /// A library of `assets`; a name that repeats keeps its first asset.
    public init(_ assets: [Asset] = []) {
        byName = Dictionary(assets.map { ($0.name, $0) }) { first, _ in first }
    }

    /// The asset named `name`, if any.
    public subscript(name: String) -> Asset? { byName[name] }

    /// Every asset name, sorted.
    public var names: [String] { byName.keys.sorted() }
}
