import DesignCatalog
import DesignTokens

/// A state's SwiftUI animation as a CSS transition: a duration and a timing function. Springs
/// have no CSS equivalent; they are approximated by a cubic Bézier that overshoots as much as
/// the spring is underdamped, over a duration of one response.
struct PressAnimation: Equatable {
    /// Seconds.
    var duration: Double
    /// A CSS timing function, built only from numbers.
    var timingFunction: String
    /// How the spec wrote it, for the page.
    var summary: String

    init(_ animation: Animation?, in tokens: TokenSet) {
        func seconds(_ bound: Bound<Double>?, default value: Double) -> Double { bound?.resolved(in: tokens) ?? value }
        switch animation {
        case nil:
            self.init(duration: 0, timingFunction: "linear", summary: "no animation (the change is immediate)")
        case .easeInOut(let duration)?:
            self.init(eased: "ease-in-out", name: "easeInOut", seconds(duration, default: 0.35))
        case .easeIn(let duration)?:
            self.init(eased: "ease-in", name: "easeIn", seconds(duration, default: 0.35))
        case .easeOut(let duration)?:
            self.init(eased: "ease-out", name: "easeOut", seconds(duration, default: 0.35))
        case .linear(let duration)?:
            self.init(eased: "linear", name: "linear", seconds(duration, default: 0.35))
        case .spring(let response, let damping)?:
            self.init(spring: "spring", response: seconds(response, default: 0.55), damping: seconds(damping, default: 0.825))
        case .interactiveSpring(let response, let damping, _)?:
            self.init(spring: "interactiveSpring", response: seconds(response, default: 0.15), damping: seconds(damping, default: 0.86))
        case .bouncy?:
            self.init(spring: "bouncy", response: 0.5, damping: 0.7)
        }
    }

    private init(duration: Double, timingFunction: String, summary: String) {
        self.duration = duration
        self.timingFunction = timingFunction
        self.summary = summary
    }

    private init(eased function: String, name: String, _ duration: Double) {
        self.init(duration: duration, timingFunction: function, summary: "\(name), \(SVGNumber.format(duration)) s")
    }

    private init(spring name: String, response: Double, damping: Double) {
        let overshoot = 1 + min(2 * max(0, 1 - damping), 1.5)
        self.init(
            duration: response, timingFunction: "cubic-bezier(0.25, \(SVGNumber.format(overshoot)), 0.5, 1)",
            summary:
                "\(name), response \(SVGNumber.format(response)) s, damping \(SVGNumber.format(damping)) (approximated in CSS by cubic-bezier(0.25, \(SVGNumber.format(overshoot)), 0.5, 1) over \(SVGNumber.format(response)) s)"
        )
    }
}
