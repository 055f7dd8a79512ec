/// Paths taken apart and joined as text, as Foundation's `NSString` path methods did on Linux,
/// without Foundation (dscheck links only FoundationEssentials there, which has no `NSString`):
/// a path here is what the user or a catalogue wrote, not yet touched by the file system.
///
/// - every `/` separates, as the file system reads the path (Foundation on Linux did not split
///   at a `/` that a combining mark follows, reading both as one character);
/// - joining adds one `/` unless the folder ends with one, and changes nothing else;
/// - the last component and the parent are read after repeated slashes are made one and a
///   final slash is dropped (`a//b/` is `a/b`); a single name has no parent (`""`, where
///   Foundation on Linux traps);
/// - an extension is what follows the last dot of the last component, unless that dot starts
///   the component (`.profile` has none) or the component is `..`.
package enum PathName {
    /// `component` under `folder`: `a` and `b` give `a/b`, `a/` and `b` give `a/b`; either alone
    /// when the other is empty.
    package static func joined(_ folder: String, _ component: String) -> String {
        if component.isEmpty { return folder }
        if folder.isEmpty { return component }
        return folder.utf8.last == UInt8(ascii: "/") ? folder + component : folder + "/" + component
    }

    /// The last component: `b.json` for `a/b.json` and `a/b.json/`, `/` for `/`.
    package static func lastComponent(_ path: String) -> String {
        let tidy = tidied(path)
        guard tidy != "/", let slash = tidy.utf8.lastIndex(of: UInt8(ascii: "/")) else { return tidy }
        return String(tidy[tidy.utf8.index(after: slash)...])
    }

    /// The path without its last component: `a` for `a/b.json`, `/` for `/a` and `/`, `""` for a
    /// single name.
    package static func parent(_ path: String) -> String {
        let tidy = tidied(path)
        guard tidy != "/" else { return tidy }
        guard let slash = tidy.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        return slash == tidy.utf8.startIndex ? "/" : String(tidy[..<slash])
    }

    /// The extension of the last component, without its dot: `json` for `a/b.json`, `gz` for
    /// `x.tar.gz`, `""` for `a` and `.profile`.
    package static func pathExtension(_ path: String) -> String {
        let tidy = tidied(path)
        guard let dot = extensionDot(in: tidy) else { return "" }
        return String(tidy[tidy.utf8.index(after: dot)...])
    }

    /// The path without the extension of its last component (see ``pathExtension(_:)``):
    /// `a/b` for `a/b.json`, `x.tar` for `x.tar.gz`.
    package static func removingExtension(_ path: String) -> String {
        let tidy = tidied(path)
        guard let dot = extensionDot(in: tidy) else { return tidy }
        return String(tidy[..<dot])
    }

    /// The dot that starts the last component's extension, if it has one.
    private static func extensionDot(in tidy: String) -> String.Index? {
        let bytes = tidy.utf8
        let componentStart = bytes.lastIndex(of: UInt8(ascii: "/")).map(bytes.index(after:)) ?? bytes.startIndex
        let component = bytes[componentStart...]
        guard !component.elementsEqual("..".utf8), let dot = component.lastIndex(of: UInt8(ascii: ".")), dot != componentStart else {
            return nil
        }
        return dot
    }

    /// `path` with each run of slashes made one and a final slash dropped (but `/` kept); a
    /// path of slashes alone is `""`, as Foundation gave it.
    private static func tidied(_ path: String) -> String {
        let bytes = path.utf8
        guard bytes.contains(UInt8(ascii: "/")) else { return path }
        guard bytes.contains(where: { $0 != UInt8(ascii: "/") }) else { return bytes.count == 1 ? path : "" }
        var tidy: [UInt8] = []
        tidy.reserveCapacity(bytes.count)
        for byte in bytes where !(byte == UInt8(ascii: "/") && tidy.last == UInt8(ascii: "/")) { tidy.append(byte) }
        if tidy.count > 1, tidy.last == UInt8(ascii: "/") { tidy.removeLast() }
        return String(decoding: tidy, as: UTF8.self)
    }
}
