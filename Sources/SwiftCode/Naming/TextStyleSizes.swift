/// SwiftUI's Dynamic Type text styles with their sizes at the default (Large) size category on
/// iOS, from the HIG's Typography specifications (``DynamicTypeTable``, FACTS.md §2), largest first: what the export
/// names a typography token's style by, and what the drift guard suggests for a fixed size.
package enum TextStyleSizes {
    /// Each style and its size in points; `headline` shares `body`'s 17 pt (semibold) and is
    /// only chosen by name.
    package static let iOSLarge: [(name: String, size: Double)] = DynamicTypeTable.styles.filter { $0 != "headline" }.compactMap { style in
        DynamicTypeTable.iOS(style, category: DynamicTypeTable.defaultCategory).map { (style, $0.size) }
    }

    /// The style whose size is nearest `size`, the first in ``iOSLarge``'s order on a tie.
    package static func nearest(to size: Double) -> (name: String, size: Double) {
        iOSLarge.min { abs($0.size - size) < abs($1.size - size) }!
    }
}
