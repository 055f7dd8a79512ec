import DesignCatalog
import DesignTokens
import Foundation
import TestSupport
import Testing

@testable import DesignSite

/// The previews drawn from the anatomy, checked against golden SVG: the ArrowButton at each of
/// its nine build steps.
struct PreviewGoldenTests {
    static let catalog: Catalog = Catalog.load(folder: Fixtures.repository("catalog")).catalog!

    static var arrowButton: Component { catalog.component("arrow-button")! }

    static func stepSVG(_ step: Int) -> String {
        let tokens = catalog.defaultTokens
        let canvas = ComponentCanvas(
            component: arrowButton, tokens: tokens, ids: IDAllocator(prefix: "arrow-button-step-\(step + 1)"), assets: catalog.assets)
        let title = arrowButton.buildSteps[step].title
        return canvas.svg(ComponentLook(buildStep: step), title: "Arrow button, step \(step + 1): \(title)").svg + "\n"
    }

    @Test func arrowButtonHasNineBuildSteps() {
        #expect(
            Self.arrowButton.buildSteps.map(\.title) == [
                "Base Circle", "Dark Edge I", "Dark Edge II", "Light Edge I", "Light Edge II",
                "Reflection", "Frosted Blur", "Arrow Icon", "Complete",
            ])
    }

    @Test func theReflectionIsSharpAtItsStepAndFrostedFromTheNext() {
        #expect(!Self.stepSVG(5).contains("feGaussianBlur"), "Reflection: reflectionBlurRadius is still 0")
        #expect(Self.stepSVG(6).contains("<feGaussianBlur stdDeviation=\"8\"/>"), "Frosted Blur: reflectionBlur 8")
        #expect(Self.stepSVG(8).contains("<feGaussianBlur stdDeviation=\"8\"/>"), "Complete")
    }

    @Test(arguments: 0..<9)
    func arrowButtonStepMatchesGolden(step: Int) throws {
        try Golden.check(Self.stepSVG(step), against: "site/arrow-button-step-\(step + 1).svg")
    }
}
