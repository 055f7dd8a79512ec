import OutputFolder

/// What `dscheck site` writes: the messages call it "the site", and its manifest is
/// `.dscheck-site`.
package enum SiteOutput: OutputKind {
    package static let noun = "the site"
    package static let exampleFolder = "site"
    package static let manifestName = ".dscheck-site"
}

/// Why a site was not written.
package typealias SiteWriteError = FolderWriteError<SiteOutput>

/// Writes a site to its folder with ``FolderWriter``'s safety rules: built beside it and
/// exchanged in one step, replacing only a site dscheck wrote, never the root, the home folder
/// or the catalogue.
package enum SiteWriter {
    /// The manifest dscheck writes into every site: the files it wrote.
    package static let manifestName = SiteOutput.manifestName

    /// What a test can step into (see ``FolderWriter/Steps``).
    typealias Steps = FolderWriter<SiteOutput>.Steps

    /// Writes `site` to `out`, refusing the cases ``SiteWriteError`` lists; `catalogFolder` is
    /// the catalogue the site comes from; says how an existing site was replaced.
    @discardableResult
    package static func write(_ site: Site, to out: String, catalogFolder: String) throws(SiteWriteError) -> FolderReplacement {
        try FolderWriter<SiteOutput>.write(site.files, to: out, catalogFolder: catalogFolder)
    }

    @discardableResult
    static func write(_ site: Site, to out: String, catalogFolder: String, steps: Steps) throws(SiteWriteError) -> FolderReplacement {
        let work = try prepare(out, catalogFolder: catalogFolder)
        defer { work.remove() }
        return try FolderWriter<SiteOutput>.write(site.files, using: work, to: out, steps: steps)
    }

    /// Checks that `out` may be written and makes its work folder.
    package static func prepare(_ out: String, catalogFolder: String) throws(SiteWriteError) -> WorkFolder {
        try FolderWriter<SiteOutput>.prepare(out, catalogFolder: catalogFolder)
    }

    /// Writes `site` to `out` through `work`, made by ``prepare(_:catalogFolder:)``; `writer`,
    /// when given, was handed every file of `site` while it was generated (see
    /// ``SiteGenerator/generate(_:toolVersion:root:examples:handingFilesTo:)``).
    @discardableResult
    package static func write(_ site: Site, using work: WorkFolder, to out: String, writtenBy writer: BackgroundFileWriter? = nil)
        throws(SiteWriteError)
        -> FolderReplacement
    {
        try FolderWriter<SiteOutput>.write(site.files, using: work, to: out, writtenBy: writer)
    }
}
