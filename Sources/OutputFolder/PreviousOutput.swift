import DesignSupport

/// The output folder a run replaces, whose unchanged files the new output keeps: a file its
/// manifest lists, holding the bytes the new file would and with the attributes a new file
/// would get, is linked into the new folder instead of written again (see
/// ``SystemFile/linkUnchanged(_:at:holding:attributes:)``). A link only adds a name, so the old
/// folder is whole until the exchange, and its deletion then frees nothing a kept file uses.
package struct PreviousOutput: Sendable {
    let folder: String
    let listed: Set<[UInt8]>
    let attributes: NewFileAttributes

    /// Links the old folder's copy of `file` at `path` when it is unchanged; whether it did.
    func keep(_ file: OutputFile, at path: String) -> Bool {
        listed.contains(Array(file.path.utf8))
            && SystemFile.linkUnchanged(folder + "/" + file.path, at: path, holding: file.bytes, attributes: attributes)
    }
}
