import TestSupport
import Testing

/// The declared contrast pairs of real, public design systems (each set's `dscheck.json` in
/// `Tests/Fixtures/real-token-sets/` declares the pairs its names imply: Primer's foregrounds
/// on its backgrounds in 12 contexts, Figma SDS's text on its backgrounds in light and dark,
/// Polaris's text colours on white, Spectrum's content colours on its backgrounds and white on its
/// accent and negative fills in light and dark at both sizes), pinned as the Markdown matrix
/// `contrast --pairs` prints.
struct RealTokenSetContrastTests {
    static let sets = ["github-primer", "figma-sds", "shopify-polaris", "adobe-spectrum"]

    @Test(arguments: sets)
    func theContrastMatrixIsPinned(_ set: String) throws {
        let result = DSCheckInProcess.run(["contrast", "--pairs", RealTokenSets.folder(set), "--format", "markdown"])
        #expect([0, 1].contains(result.status), "\(result.stderr)")
        try Golden.check(result.stdout, against: "contrast-matrix/\(set).md")
    }
}
