import DesignSupport

/// Writes an output folder (a site, generated code) safely: the files go into a temporary
/// folder beside it, which is exchanged with the folder in one step when complete, so the
/// folder is never missing. A folder is only replaced when everything in it is listed, byte for
/// byte, in the manifest dscheck left there (``OutputKind/manifestName``), checked again right
/// before the exchange, and of the old output only the files that manifest lists are deleted.
/// The root, the home folder and the catalogue are refused. A folder that cannot be renamed (a
/// mount point) is replaced file by file. A file of the old output that the new one holds
/// byte for byte is kept (see ``PreviousOutput``): its inode and modification time carry over,
/// so tools that compare those (rsync, a build system) see only what changed.
package enum FolderWriter<Kind: OutputKind> {
    /// What a test can step into: after the files are written, after the last check, and the
    /// exchange itself (to play a folder that cannot be renamed).
    package struct Steps {
        package var written: () -> Void = {}
        package var checked: () -> Void = {}
        package var exchange: (String, String) -> Int32 = FileSystem.exchange

        /// Steps that do nothing but the exchange.
        package init() {}
    }

    /// Writes `files` to `out`, refusing the cases ``FolderWriteError`` lists; `catalogFolder`
    /// is the catalogue the files come from. Says how the old folder was replaced, so a
    /// command can tell the user when it could not be in one step.
    @discardableResult
    package static func write(_ files: [OutputFile], to out: String, catalogFolder: String) throws(FolderWriteError<Kind>) -> FolderReplacement {
        let work = try prepare(out, catalogFolder: catalogFolder)
        defer { work.remove() }
        return try write(files, using: work, to: out)
    }

    /// Checks that `out` may be written (the cases ``FolderWriteError`` lists) and makes the
    /// work folder beside it, for a command that needs scratch space (``WorkFolder/scratch``)
    /// while it makes the files; the caller removes it when done.
    package static func prepare(_ out: String, catalogFolder: String) throws(FolderWriteError<Kind>) -> WorkFolder {
        if out.isEmpty { throw .emptyPath }
        let target = URL(fileURLWithPath: out).standardizedFileURL
        let parent = target.deletingLastPathComponent().path
        guard FileSystem.isFolder(parent), let realParent = FileSystem.realPath(parent) else { throw .missingParent(parent) }
        let real = target.path == "/" ? "/" : PathName.joined(realParent, target.lastPathComponent)
        try refuseProtected(target: target, real: real, catalogFolder: catalogFolder)
        let listed = FileSystem.exists(target.path) ? try checkReplaceable(target.path) : nil
        do {
            return try WorkFolder(beside: target.path, replacing: listed)
        } catch {
            throw .io(path: error.path, reason: error.reason)
        }
    }

    /// Writes `files` to `out` through `work`, made by ``prepare(_:catalogFolder:)`` for `out`.
    /// `writer`, when given, was handed every one of `files` to write in `work.output` while
    /// they were made: this waits for it rather than write them again.
    @discardableResult
    package static func write(
        _ files: [OutputFile], using work: WorkFolder, to out: String, steps: Steps = Steps(), writtenBy writer: BackgroundFileWriter? = nil
    ) throws(FolderWriteError<Kind>) -> FolderReplacement {
        // A signal handler removing the work folder ends the process when it is done; the
        // writer, which may have failed because the folder went away, waits for it rather
        // than return and let the process exit with the folder half removed.
        defer { Interruption.settle() }
        let target = URL(fileURLWithPath: out).standardizedFileURL
        let list = Self.manifest(listing: files)
        let files = files + [list]
        do {
            if let writer {
                writer.write([list])
                try writer.finish()
            } else {
                try FileSystem.writeNew(files, under: work.output, reusing: work.previous)
            }
        } catch {
            throw .io(path: work.output, reason: error.message)
        }
        steps.written()
        if FileSystem.renameNoReplace(work.output, target.path) == 0 { return .inOneStep }
        guard OS.errorNumber == OS.ErrorNumber.exists || OS.errorNumber == OS.ErrorNumber.notEmpty else {
            throw .io(path: target.path, reason: OS.lastErrorText)
        }
        let listed = try checkReplaceable(target.path)
        steps.checked()
        if steps.exchange(work.output, target.path) == 0 {
            // What was swapped out is deleted by its own manifest: another run may have
            // replaced DIR since the check, and a file saved in between is listed in none.
            let left = FileSystem.removeListed(manifest(of: work.output), under: work.output)
            if !left.isEmpty {
                let kept = work.keep(beside: target.path)
                throw .keptForeignFiles(folder: target.path, kept: kept, files: Array(left.prefix(FolderWriteError<Kind>.filesShown)))
            }
            return .inOneStep
        }
        let failure = OS.errorNumber
        guard let reason = FolderReplacement.reason(failure) else { throw .io(path: target.path, reason: OS.errorText(failure)) }
        try replaceFileByFile(target.path, with: files, listed: listed)
        return .fileByFile(folder: target.path, reason: reason)
    }

    /// `files` and the manifest that lists them, as an output folder holds them.
    static func withManifest(_ files: [OutputFile]) -> [OutputFile] {
        files + [manifest(listing: files)]
    }

    /// The manifest file that lists `files`, which later runs delete by.
    static func manifest(listing files: [OutputFile]) -> OutputFile {
        OutputFile(path: Kind.manifestName, contents: files.map(\.path).joined(separator: "\n") + "\n")
    }

    /// Replaces a folder that cannot be renamed (a mount point) file by file: each new file
    /// replaces its old one atomically, then the old files the new output does not have go.
    private static func replaceFileByFile(_ folder: String, with files: [OutputFile], listed: Set<[UInt8]>) throws(FolderWriteError<Kind>) {
        do {
            for file in files { try FileSystem.replace(file.contents, at: file.path, under: folder) }
        } catch {
            throw .io(path: folder, reason: error.message)
        }
        let kept = Set(files.map { Array($0.path.utf8) })
        _ = FileSystem.removeListed(listed.subtracting(kept), under: folder, keepingRoot: true)
    }

    /// Refuses `/`, the home folder, and the catalogue (itself, inside it or holding it), by
    /// their real paths.
    private static func refuseProtected(target: URL, real: String, catalogFolder: String) throws(FolderWriteError<Kind>) {
        if real == "/" || target.path == "/" { throw .rootFolder }
        let homes = [FileManager.default.homeDirectoryForCurrentUser.path, ProcessInfo.processInfo.environment["HOME"]].compactMap { $0 }
        for home in homes where !home.isEmpty {
            if real == FileSystem.realPath(home) || target.path == home { throw .homeFolder(home) }
        }
        let catalog = FileSystem.realPath(catalogFolder) ?? URL(fileURLWithPath: catalogFolder).standardizedFileURL.path
        if real == catalog || real.hasPrefix(catalog + "/") || catalog.hasPrefix(real + "/") {
            throw .catalogFolder(out: target.path, catalog: catalogFolder)
        }
    }

    /// Refuses an existing `--out` that is a file, a link, or holds anything the manifest in it
    /// does not list (names compared byte for byte); returns what the manifest lists.
    static func checkReplaceable(_ target: String) throws(FolderWriteError<Kind>) -> Set<[UInt8]> {
        let kind = FileSystem.kind(target)
        if kind == .symbolicLink { throw .symbolicLink(target) }
        guard kind == .folder else { throw .notAFolder(target, kind: kind ?? .other) }
        let listed = manifest(of: target)
        var folders: Set<[UInt8]> = []
        for path in listed {
            var parts = path.split(separator: UInt8(ascii: "/")).dropLast()
            while !parts.isEmpty {
                folders.insert(Array(parts.joined(separator: [UInt8(ascii: "/")])))
                parts = parts.dropLast()
            }
        }
        var foreign: [String] = []
        for entry in FileSystem.entries(under: target) {
            let known = entry.kind == .folder ? folders.contains(entry.path) : (entry.kind == .regular && listed.contains(entry.path))
            if !known { foreign.append(String(decoding: entry.path, as: UTF8.self)) }
            if foreign.count >= FolderWriteError<Kind>.filesShown { break }
        }
        if !foreign.isEmpty { throw .foreignFiles(folder: target, files: foreign) }
        return listed
    }

    /// The paths the manifest in `folder` lists, as bytes, and the manifest itself; none when
    /// there is no manifest.
    static func manifest(of folder: String) -> Set<[UInt8]> {
        guard let manifest = FileManager.default.contents(atPath: PathName.joined(folder, Kind.manifestName)) else { return [] }
        return Set(manifest.split(separator: UInt8(ascii: "\n")).map(Array.init) + [Array(Kind.manifestName.utf8)])
    }
}
