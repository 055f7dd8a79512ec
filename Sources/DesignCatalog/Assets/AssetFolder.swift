import DesignSupport
import DesignTokens

/// Reads a catalogue's `assets/` folder: every `<name>.svg` (sanitised by ``SVGSanitizer``) and
/// `<name>.png` (kept as a `data:` URL), flat, in name order. A file that cannot be used is an
/// error diagnostic at its file (and line and column for SVG problems) and is left out; the
/// layers naming it are then drawn as placeholders.
struct AssetFolder {
    /// The folder's name inside a catalogue.
    static let name = "assets"
    /// The largest SVG file read, in bytes: icons are a few kilobytes.
    static let maximumSVGBytes = 256 * 1024
    /// The largest PNG file read, in bytes: each is copied into every page that draws it.
    static let maximumPNGBytes = 96 * 1024

    let files: SpecFiles

    /// The assets, with a diagnostic for every file left out.
    func load(reportingTo reader: SpecReader) -> AssetLibrary {
        let directory = files.path(Self.name)
        let access = files.access
        let presence = access.presence(directory)
        guard presence != .none else { return AssetLibrary() }
        reader.hasAssetFolder = true
        guard presence == .folder, let names = access.names(inFolder: directory) else {
            reader.report(.invalidAsset, "assets should be a folder of SVG and PNG files", at: .file(directory))
            return AssetLibrary()
        }
        var assets: [Asset] = []
        let root = CatalogPath.Root(files.folder, files: access)
        for fileName in names.filter({ !$0.hasPrefix(".") }).sorted() {
            let path = PathName.joined(directory, fileName)
            let name = PathName.removingExtension(fileName)
            func problem(_ message: String, line: Int? = nil, column: Int? = nil) {
                reader.refusedAssets.insert(name)
                let location = line.map { SourceLocation(file: path, line: $0, column: column ?? 1) } ?? .file(path)
                reader.report(.invalidAsset, message, at: location)
            }
            let fileExtension = PathName.pathExtension(fileName).lowercased()
            guard fileExtension == "svg" || fileExtension == "png" else {
                problem("\(fileName) is not read: assets are .svg or .png files named after the asset (arrow.svg)")
                continue
            }
            if let escape = root.escapeProblem(path) {
                problem("\(fileName) cannot be read: \(escape)")
                continue
            }
            guard let status = access.status(path, followingLinks: true), status.kind == .regular else {
                problem("\(fileName) is not a regular file; an asset is an SVG or PNG file")
                continue
            }
            let size = Int(status.size)
            let limit = fileExtension == "svg" ? Self.maximumSVGBytes : Self.maximumPNGBytes
            guard size <= limit else {
                problem("\(fileName) is \(size / 1024) KB; assets are inlined in every page that draws them, so keep them under \(limit / 1024) KB")
                continue
            }
            guard let data = access.contents(path) else {
                problem("\(fileName) cannot be read; \(access.unreadableAdvice(path))")
                continue
            }
            if assets.contains(where: { $0.name == name }) {
                problem("\(fileName) repeats the asset name \"\(name)\"; keep one file per name")
                continue
            }
            let bytes = [UInt8](data)
            if fileExtension == "png" {
                let size: (width: Double, height: Double)
                switch PNGInfo.size(of: bytes) {
                case .success(let read): size = read
                case .failure(let reason):
                    problem("\(fileName) is not a usable PNG image: \(reason); export it again from your design tool")
                    continue
                }
                let url = "data:image/png;base64," + data.base64EncodedString()
                assets.append(Asset(name: name, content: .png(dataURL: url), width: size.width, height: size.height))
                continue
            }
            switch SVGSanitizer.read(bytes) {
            case .success(let svg):
                assets.append(Asset(name: name, content: .svg(svg.root), width: svg.width, height: svg.height))
            case .failure(let list):
                for item in list.problems { problem("\(fileName): \(item.message)", line: item.line, column: item.column) }
            }
        }
        return AssetLibrary(assets)
    }
}
