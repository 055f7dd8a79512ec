import DesignCatalog
import DesignSupport
import Foundation

/// The catalogue folder a command is given, loaded.
enum CatalogArgument {
    /// The catalogue in `folder`, or nil after printing why its manifest cannot be used (the
    /// command then exits 2). Throws when there is no such folder.
    static func load(_ folder: String, console: inout Console) throws(UsageError) -> Catalog? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw UsageError("cannot read the catalogue '\(folder)': no such folder (a catalogue is a folder holding dscheck.json)")
        }
        let (loaded, diagnostics) = Catalog.load(folder: folder)
        if loaded == nil { console.err(TextDiagnostics.render(diagnostics.sorted())) }
        return loaded
    }
}
