import DesignCatalog
import DesignSupport
import Foundation
import TestSupport
import Testing

@testable import DesignCatalog

/// The `assets/` folder: SVG files sanitised (nothing that runs script or reaches outside the
/// file survives, and an unsafe or malformed file is a located diagnostic, never a crash), PNG
/// files capped, and image and symbol layers checked against the names.
struct AssetTests {
    /// The problems of an SVG, as messages.
    static func problems(_ svg: String) -> [String] {
        switch SVGSanitizer.read(Array(svg.utf8)) {
        case .success: []
        case .failure(let list): list.problems.map(\.message)
        }
    }

    static func sanitised(_ svg: String) throws -> SVGElement {
        try SVGSanitizer.read(Array(svg.utf8)).get().root
    }

    @Test func aPlainIconIsKeptWithItsSize() throws {
        let result = try SVGSanitizer.read(
            Array(
                "<?xml version=\"1.0\"?><svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 12 20\"><title>x</title><path d=\"M1 1L2 2\" fill=\"#000\"/></svg>"
                    .utf8)
        ).get()
        #expect(result.width == 12 && result.height == 20)
        #expect(result.root.children.map(\.name) == ["path"], "the title is dropped")
        #expect(result.root.children[0].attribute("d") == "M1 1L2 2")
    }

    @Test(arguments: [
        ("<svg viewBox=\"0 0 1 1\"><script>alert(1)</script></svg>", "<script> runs code"),
        ("<svg viewBox=\"0 0 1 1\" onload=\"alert(1)\"/>", "onload is an event attribute"),
        ("<svg viewBox=\"0 0 1 1\"><rect ONCLICK=\"x()\" width=\"1\" height=\"1\"/></svg>", "ONCLICK is an event attribute"),
        ("<svg viewBox=\"0 0 1 1\"><foreignObject><div/></foreignObject></svg>", "<foreignObject> embeds HTML"),
        ("<svg viewBox=\"0 0 1 1\"><use href=\"https://evil.example/x.svg#a\"/></svg>", "points outside the file"),
        ("<svg viewBox=\"0 0 1 1\"><use xlink:href=\"javascript:alert(1)\"/></svg>", "holds javascript:"),
        ("<svg viewBox=\"0 0 1 1\"><use href=\"&#106;avascript:alert(1)\"/></svg>", "holds javascript:"),
        ("<svg viewBox=\"0 0 1 1\"><rect fill=\"url(http://evil.example/p)\"/></svg>", "refers outside the file"),
        ("<svg viewBox=\"0 0 1 1\"><rect style=\"fill:url('https://x/y')\"/></svg>", "refers outside the file"),
        ("<svg viewBox=\"0 0 1 1\"><rect fill=\"\\75 rl(http://evil.example/p)\"/></svg>", "refers outside the file"),
        ("<svg viewBox=\"0 0 1 1\"><rect fill=\"u\\72l(//evil.example/p)\"/></svg>", "refers outside the file"),
        ("<svg viewBox=\"0 0 1 1\"><rect style=\"fill:u/**/rl(https://x/y)\"/></svg>", "refers outside the file"),
        ("<svg viewBox=\"0 0 1 1\"><rect style=\"fill:\\000075\\000072\\00006c(https://x/y)\"/></svg>", "refers outside the file"),
        ("<svg viewBox=\"0 0 1 1\"><rect fill=\"url(#a) url(https://x/y)\"/></svg>", "refers outside the file"),
        ("<svg viewBox=\"0 0 1 1\"><rect fill=\"image-set(&quot;https://x/y&quot; 1x)\"/></svg>", "calls image-set()"),
        ("<svg viewBox=\"0 0 1 1\"><rect fill=\"var(--page-secret)\"/></svg>", "calls var()"),
        ("<svg viewBox=\"0 0 1 1\"><rect fill=\"\\6a avascript:x\"/></svg>", "holds javascript:"),
        ("<svg viewBox=\"0 0 1 1\"><image href=\"a.png\"/></svg>", "<image> loads another image"),
        ("<svg viewBox=\"0 0 1 1\"><style>rect{}</style></svg>", "<style> reaches the page"),
        ("<svg viewBox=\"0 0 1 1\"><a href=\"#x\"><rect/></a></svg>", "<a> is a link"),
        ("<svg viewBox=\"0 0 1 1\"><set attributeName=\"href\" to=\"javascript:x\"/></svg>", "<set> can change attributes"),
        ("<!DOCTYPE svg [<!ENTITY a \"aaaa\"><!ENTITY b \"&a;&a;&a;\">]><svg viewBox=\"0 0 1 1\"/>", "document type declaration"),
        ("<svg viewBox=\"0 0 1 1\"><rect fill=\"&xxe;\"/></svg>", "the entity &xxe; is not defined"),
        ("<?xml-stylesheet href=\"http://x/s.css\"?><svg viewBox=\"0 0 1 1\"/>", "processing instruction"),
        ("<svg viewBox=\"0 0 1 1\"><![CDATA[x]]></svg>", "CDATA section"),
        ("<svg viewBox=\"0 0 1 1\"><rect>", "is not closed"),
        ("<svg viewBox=\"0 0 1 1\"><rect></circle></svg>", "expected </rect>"),
        ("<html><svg/></html>", "the root element is <html>"),
        ("<svg><rect/></svg>", "the <svg> gives no size"),
        // Sizes an asset cannot have once said "gives no size; add a viewBox" although they gave one.
        ("<svg viewBox=\"0 0 10001 10\"/>", "the <svg> is 10001 × 10 px, larger than the 10000 × 10000 an asset may be"),
        ("<svg width=\"1e308\" height=\"10\"/>", "larger than the 10000 × 10000 an asset may be"),
        ("<svg width=\"1e400\" height=\"10\"/>", "the <svg>'s width=\"1e400\" is not a length in px"),
        ("<svg viewBox=\"0 0 0 10\"/>", "the <svg> is 0 × 10; its width and height must be more than 0"),
        ("<svg viewBox=\"0 0 24\"/>", "viewBox=\"0 0 24\" is not four numbers"),
        ("<svg width=\"2em\" height=\"2em\"/>", "width=\"2em\" is not a length in px"),
        ("", "no root element"),
    ])
    func unsafeOrMalformedSVGIsAProblem(svg: String, problem: String) {
        let found = Self.problems(svg)
        #expect(found.contains { $0.contains(problem) }, "\(found)")
    }

    /// CSS escapes and comments decode as CSS Syntax Level 3 (4.3.7, 4.3.2) says, and the value
    /// is kept decoded, so the page gets what was judged.
    @Test func cssEscapesAreDecodedBeforeAValueIsJudged() throws {
        #expect(SVGSanitizer.cssDecoded(#"\75 rl"#) == "url")
        #expect(SVGSanitizer.cssDecoded(#"\000075rl"#) == "url", "six hex digits, no space needed")
        #expect(SVGSanitizer.cssDecoded(#"\23 a"#) == "#a")
        #expect(SVGSanitizer.cssDecoded(#"\(x\)"#) == "(x)")
        #expect(SVGSanitizer.cssDecoded(#"a/* note */b"#) == "ab")
        #expect(SVGSanitizer.cssDecoded(#"\0 x"#) == "\u{FFFD}x")
        #expect(SVGSanitizer.cssDecoded(#"\110000"#) == "\u{FFFD}")
        let kept = try Self.sanitised(
            #"<svg viewBox="0 0 1 1"><defs><linearGradient id="g"/></defs><rect fill="u\72l(\23 g)" transform="rotate(45)"/></svg>"#)
        #expect(kept.children.last?.attribute("fill") == "url(#g)")
        #expect(kept.children.last?.attribute("transform") == "rotate(45)")
    }

    @Test func deepNestingAndHugeFilesAreRefusedNotCrashed() {
        let deep = "<svg viewBox=\"0 0 1 1\">" + String(repeating: "<g>", count: 100_000) + String(repeating: "</g>", count: 100_000) + "</svg>"
        #expect(Self.problems(deep).first?.contains("nest more than 64 deep") == true)
        let many = "<svg viewBox=\"0 0 1 1\">" + String(repeating: "<rect/>", count: 30_000) + "</svg>"
        #expect(Self.problems(many).first?.contains("more than 20000 elements") == true)
    }

    @Test func problemsHaveTheirLineAndColumn() {
        let result = SVGSanitizer.read(Array("<svg viewBox=\"0 0 1 1\">\n  <rect width=\"1\"\n        onclick=\"x()\"/>\n</svg>".utf8))
        guard case .failure(let list) = result else {
            Issue.record("an event attribute must be refused")
            return
        }
        #expect(list.problems.map { "\($0.line):\($0.column)" } == ["3:9"])
    }

    @Test func editorAttributesAreDroppedAndLocalReferencesKept() throws {
        let root = try Self.sanitised(
            "<svg xmlns:inkscape=\"x\" viewBox=\"0 0 4 4\" class=\"glass\"><defs><linearGradient id=\"g\"/></defs><rect inkscape:label=\"a\" data-x=\"1\" style=\"fill:url(#g);stroke:none\" width=\"4\" height=\"4\"/><use href=\"#g\"/></svg>"
        )
        #expect(root.attribute("class") == nil, "a class could reach the page's styles")
        let rect = root.children[1]
        #expect(rect.attributes.map(\.name) == ["fill", "stroke", "width", "height"])
        #expect(rect.attribute("fill") == "url(#g)")
        #expect(root.children[2].attribute("href") == "#g")
    }

    // MARK: The folder

    /// A catalogue in a temporary folder with one component whose anatomy is `layers`, and the
    /// given asset files.
    static func load(layers: String, assets: [String: [UInt8]]?) throws -> (Catalog?, [Diagnostic], String) {
        try TemporaryFolder.with { url in
            let folder = url.path
            let fixture = Fixtures.path("catalog/unknown-layer")
            for file in ["dscheck.json", "tokens.tokens.json"] {
                try FileManager.default.copyItem(atPath: "\(fixture)/\(file)", toPath: "\(folder)/\(file)")
            }
            try FileManager.default.createDirectory(atPath: "\(folder)/components", withIntermediateDirectories: true)
            let spec =
                "{\"id\": \"icon\", \"name\": \"Icon\", \"status\": \"stable\", \"summary\": \"An icon.\", \"kind\": \"control\", \"layer\": \"functional\",\n \"anatomy\": \(layers)}\n"
            try spec.write(toFile: "\(folder)/components/icon.json", atomically: true, encoding: .utf8)
            if let assets {
                try FileManager.default.createDirectory(atPath: "\(folder)/assets", withIntermediateDirectories: true)
                for (name, bytes) in assets { try Data(bytes).write(to: URL(fileURLWithPath: "\(folder)/assets/\(name)")) }
            }
            let (catalog, diagnostics) = Catalog.load(folder: folder)
            return (catalog, diagnostics, folder)
        }
    }

    static let arrow = Array("<svg viewBox=\"0 0 44 44\"><path d=\"M9 22H33\"/></svg>".utf8)

    @Test func anImageNamingNoAssetIsAWarningAtTheLayerWithADidYouMean() throws {
        let (catalog, diagnostics, folder) = try Self.load(
            layers: "[{\"id\": \"glyph\", \"shape\": {\"image\": \"arow\"}}]", assets: ["arrow.svg": Self.arrow])
        let found = try #require(diagnostics.first { $0.ruleId == "catalog/unknown-asset" })
        #expect(found.severity == .warning)
        #expect(found.location.description == "\(folder)/components/icon.json:2:49")
        #expect(found.message.contains("image \"arow\" is not in the assets folder; did you mean \"arrow\"?"))
        #expect(catalog?.component("icon") != nil, "the spec still loads")
        #expect(catalog?.assets["arrow"]?.width == 44)
    }

    @Test func aSymbolWithoutAnAssetIsReportedOnlyWhenItLooksLikeATypo() throws {
        let (_, typo, _) = try Self.load(
            layers: "[{\"id\": \"glyph\", \"shape\": {\"symbol\": \"chevron.lef\"}}]", assets: ["chevron.left.svg": Self.arrow])
        #expect(typo.first { $0.ruleId == "catalog/unknown-asset" }?.message.contains("did you mean \"chevron.left\"?") == true)
        let (_, system, _) = try Self.load(
            layers: "[{\"id\": \"glyph\", \"shape\": {\"symbol\": \"star.fill\"}}]", assets: ["chevron.left.svg": Self.arrow])
        #expect(system.isEmpty, "an SF Symbol needs no asset")
    }

    @Test func aCatalogueWithoutAnAssetsFolderIsNotChecked() throws {
        let (_, diagnostics, _) = try Self.load(layers: "[{\"id\": \"glyph\", \"shape\": {\"image\": \"arrow\"}}]", assets: nil)
        #expect(diagnostics.isEmpty)
    }

    @Test func badAssetFilesAreErrorsAtTheirFileAndLine() throws {
        let png = try #require(Data(base64Encoded: Self.redPixels)).map { $0 }
        let (catalog, diagnostics, folder) = try Self.load(
            layers: "[]",
            assets: [
                "evil.svg": Array("<svg viewBox=\"0 0 1 1\">\n<script>alert(1)</script></svg>".utf8),
                "fake.png": Array("<svg/>".utf8), "dot.png": png, "notes.txt": [65],
                "hollow.png": Array(png.prefix(33)),
                "huge.svg": Array(repeating: 32, count: 300 * 1024),
            ])
        let located = diagnostics.filter { $0.ruleId == "catalog/invalid-asset" }.map { "\($0.location.description.dropFirst(folder.count + 1))" }
        #expect(located == ["assets/evil.svg:2:1", "assets/fake.png:1:1", "assets/hollow.png:1:1", "assets/huge.svg:1:1", "assets/notes.txt:1:1"])
        #expect(catalog?.assets.names == ["dot"])
        guard case .png(let url)? = catalog?.assets["dot"]?.content else {
            Issue.record("the PNG is kept as a data URL")
            return
        }
        #expect(url.hasPrefix("data:image/png;base64,iVBORw0KGgo"))
        #expect(catalog?.assets["dot"]?.width == 2 && catalog?.assets["dot"]?.height == 3)
    }

    /// A 2×3 PNG of red pixels (8-bit RGBA), written by Python's zlib: signature, IHDR, one
    /// IDAT and IEND, each with its CRC-32.
    static let redPixels = "iVBORw0KGgoAAAANSUhEUgAAAAIAAAADCAYAAAC56t6BAAAAEUlEQVR4nGP4z8DwH4QZMBgAoXkL9U3EmgcAAAAASUVORK5CYII="

    /// Each way a file can start like a PNG and still hold no image, by its exact reason.
    @Test func aPNGIsReadToItsEnd() throws {
        let png = try #require(Data(base64Encoded: Self.redPixels)).map { $0 }
        let size = try PNGInfo.size(of: png).get()
        #expect(size.width == 2 && size.height == 3)
        var damaged = png
        damaged[45] ^= 1
        let endless = Array(png.dropLast(12))
        let cases: [([UInt8], PNGInfo.Problem)] = [
            (Array(png.prefix(33)), .noImageData),
            (Array(png.prefix(50)), .truncated(chunk: "IDAT")),
            (Array(png.prefix(40)), .truncated(chunk: "last")),
            (damaged, .badChecksum(chunk: "IDAT")),
            (endless, .noEnd),
            (png + [0], .dataAfterEnd),
            (Array(png.prefix(8)), .noHeader),
            (Array("GIF89a".utf8), .noSignature),
        ]
        for (bytes, problem) in cases {
            #expect(throws: problem) { try PNGInfo.size(of: bytes).get() }
        }
        #expect(PNGInfo.Problem.noImageData.description == "it holds no image data (no IDAT chunk)")
    }

    @Test func theBundledCatalogueDrawsItsArrowAndChevronsFromAssets() throws {
        let (catalog, diagnostics) = Catalog.load(folder: Fixtures.repository("catalog"))
        #expect(!diagnostics.contains { $0.ruleId.hasSuffix("-asset") })
        #expect(catalog?.assets.names == ["arrow", "chevron.left", "chevron.right"])
    }
}
