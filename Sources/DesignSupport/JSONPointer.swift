#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// RFC 6901 JSON Pointers, as resolver `$ref`s and finding elements write them.
package enum JSONPointer {
    /// `key` as one reference token of a pointer: `~` as `~0`, then `/` as `~1`.
    package static func segment(_ key: String) -> String {
        guard key.utf8.contains(where: { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") }) else { return key }
        return key.replacingEvery("~", with: "~0").replacingEvery("/", with: "~1")
    }
}
