import Foundation
import TestSupport
import Testing

@testable import DesignExport

/// The bundled catalogue's export against golden files under `Tests/Fixtures/golden/export/`
/// (re-recorded with `DSCHECK_RECORD_GOLDEN=1`; Swift files as `<name>.swift.txt`).
struct SwiftExportGoldenTests {
    @Test func theBundledCatalogueExportsWithoutDiagnostics() {
        #expect(ExportFixture.export.diagnostics.isEmpty, "\(ExportFixture.export.diagnostics)")
    }

    @Test func theFileListMatchesItsGolden() throws {
        try Golden.check(ExportFixture.export.files.map(\.path).joined(separator: "\n") + "\n", against: "export/files.txt")
    }

    @Test(arguments: ExportFixture.export.files.map(\.path))
    func eachFileMatchesItsGolden(path: String) throws {
        let file = try #require(ExportFixture.export.files.first { $0.path == path })
        try Golden.check(file.contents, against: "export/\(Self.goldenPath(path))")
    }

    /// Where a file's golden is: its path, with `.txt` after a Swift file's name so swift-format
    /// leaves the golden as the export writes it.
    static func goldenPath(_ path: String) -> String {
        path.hasSuffix(".swift") ? path + ".txt" : path
    }

    @Test func aSecondExportIsTheSameByteForByte() {
        let again = SwiftExporter.export(ExportFixture.checked)
        #expect(again.files == ExportFixture.export.files)
    }

    @Test func componentMetricsNameTheTokenConstants() throws {
        let specs = try #require(ExportFixture.export.files.first { $0.path == "ComponentSpecs.swift" })
        #expect(
            specs.contents.contains(
                "public static let primary = ComponentMetrics(size: nil, height: TokenValues.Dimension.Kotek.height, hitTarget: nil, cornerRadius: TokenValues.Dimension.Kotek.cornerRadius"
            ))
    }
}
