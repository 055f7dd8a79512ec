import DesignSupport

extension FolderWriter {
    /// What writing `files` to `out` would change, as paths relative to it, sorted: the files
    /// (the manifest among them) that `out` lacks or holds with other bytes, and those its
    /// manifest lists that `files` no longer has. Empty when `out` is current; reads only.
    ///
    /// Throws what ``write(_:to:catalogFolder:)`` would refuse `out` for (a link, a file, files
    /// dscheck did not write), so a folder a real run cannot write is never called current.
    package static func staleFiles(_ files: [OutputFile], in out: String) throws(FolderWriteError<Kind>) -> [String] {
        _ = try checkReplaceable(out)
        let files = withManifest(files)
        var stale = files.filter { file in
            FileManager.default.contents(atPath: PathName.joined(out, file.path)) != Data(file.bytes)
        }.map(\.path)
        let written = Set(files.map { Array($0.path.utf8) })
        stale += manifest(of: out).subtracting(written).map { String(decoding: $0, as: UTF8.self) }
        return stale.sorted()
    }
}
