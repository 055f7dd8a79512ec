import DesignSupport

/// How an output folder that already existed was replaced: in one step (the new folder swapped
/// in, so a reader saw the old one or the new one), or file by file, when the system could not
/// swap the two folders; then a reader may have seen some new files beside old ones while it
/// was written, and the command says so.
package enum FolderReplacement: Equatable, Sendable {
    case inOneStep
    case fileByFile(folder: String, reason: String)

    /// The line a command prints when the folder was replaced file by file; nil otherwise.
    package var note: String? {
        guard case .fileByFile(let folder, let reason) = self else { return nil }
        return "note: replaced \(folder) file by file, not in one step: \(reason); while it was written a reader could see old and new files mixed"
    }

    /// Why an exchange that failed with `number` calls for a file-by-file replacement; nil for
    /// a failure that should stop the write instead.
    static func reason(_ number: Int32) -> String? {
        if number == OS.ErrorNumber.busy { return "it is a mount point, which cannot be renamed" }
        if number == OS.ErrorNumber.crossDevice { return "its work folder is on another device" }
        if OS.isUnsupported(number) { return "this system or file system cannot swap two folders (\(OS.errorText(number)))" }
        return nil
    }
}
