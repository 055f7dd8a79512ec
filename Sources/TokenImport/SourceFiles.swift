import DesignSupport
import DesignTokens
import Foundation

/// Reading the JSON files of a source.
enum SourceFiles {
    /// The parsed file, or nil after reporting why it cannot be read at its location.
    static func read(_ path: String, collector: inout DiagnosticCollector) -> JSONNode? {
        do {
            return try JSONReader().read(fileAt: path)
        } catch {
            collector.append(error.diagnostic)
            return nil
        }
    }

    /// The `.json` files under `folder`, as paths relative to it, sorted byte-wise; hidden files
    /// and folders (such as `.git`) are skipped, and links are not followed.
    static func jsonFiles(under folder: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        var found: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") {
                enumerator.skipDescendants()
                continue
            }
            let type = enumerator.fileAttributes?[.type] as? FileAttributeType
            if type == .typeRegular, name.hasSuffix(".json") { found.append(relative) }
        }
        return found.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    }
}
