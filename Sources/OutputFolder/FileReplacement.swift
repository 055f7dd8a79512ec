import DesignSupport

/// Writes files into a folder that may hold others (such as `dscheck schema --out`): each file
/// replaces its old version in one step, so none is ever half-written, and nothing else in the
/// folder is touched.
package enum FileReplacement {
    /// Writes `files` (paths relative to `folder`) into `folder`, making it when it is missing.
    package static func write(_ files: [OutputFile], into folder: String) throws(NewFolder.Failure) {
        if let kind = FileSystem.kind(folder), kind != .folder, !FileSystem.isFolder(folder) { throw .notAFolder(folder, kind: kind) }
        do {
            try FileSystem.makeFolderPath(folder)
        } catch {
            throw .io(path: folder, reason: "cannot make the folder: \(error.message)")
        }
        do {
            for file in files { try FileSystem.replace(file.contents, at: file.path, under: folder) }
        } catch {
            throw .io(path: folder, reason: error.message)
        }
    }
}
