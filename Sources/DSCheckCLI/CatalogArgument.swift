import DesignCatalog
import DesignRules
import DesignSupport
import Foundation

/// The catalogue folder a command is given, loaded.
enum CatalogArgument {
    /// The folder a command reads or writes when it is given none: `./catalog`, where `init`
    /// puts a new catalogue.
    static let defaultFolder = "catalog"

    /// The catalogue in `folder`, or nil after printing why its manifest cannot be used (the
    /// command then exits 2), with the problems `checker` finds in its rule settings and
    /// waivers. Throws when there is no such folder.
    static func load(_ folder: String, checker: CatalogChecker = CatalogCheck.standard, console: inout Console) throws(UsageError) -> Catalog? {
        let (loaded, diagnostics) = try read(folder, checker: checker)
        if loaded == nil { console.err(TextDiagnostics.render(diagnostics.sorted())) }
        return loaded
    }

    /// The catalogue in `folder` (nil when its manifest cannot be used) and the problems found
    /// loading it, those `checker` finds in the settings of an unusable manifest included.
    /// Throws when there is no such folder.
    static func read(_ folder: String, checker: CatalogChecker) throws(UsageError) -> (catalog: Catalog?, diagnostics: [Diagnostic]) {
        try requireFolder(folder)
        return Catalog.load(folder: folder, settingsProblems: checker.settingsProblems(in:))
    }

    /// Throws unless `folder` is a folder.
    static func requireFolder(_ folder: String) throws(UsageError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw UsageError("cannot read the catalogue '\(folder)': no such folder (a catalogue is a folder holding dscheck.json)")
        }
    }
}
