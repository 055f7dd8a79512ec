import DesignCatalog
import DesignSupport
import DesignTokens

/// A `rotation3DEffect` drawn in perspective: the CSS 3D transform that tilts a layer about its
/// centre, and the box the tilted layer covers. SwiftUI's default perspective of 1 puts the eye
/// at the layer's larger side from its plane; CSS `perspective()` takes that distance.
struct Perspective {
    /// The unit axis.
    let axis: (x: Double, y: Double, z: Double)
    let degrees: Double
    /// The eye's distance from the layer's plane, in points.
    let distance: Double

    /// The tilt of `layer` drawn in `rect`, or nil when it has none (or no usable axis).
    init?(_ layer: AnatomyLayer, rect: Rect, tokens: TokenSet) {
        guard let tilt = layer.rotation3D, let degrees = tilt.angle.resolved(in: tokens), degrees != 0 else { return nil }
        let values = tilt.axis.map { $0.resolved(in: tokens) ?? 0 }
        let length = values.map { $0 * $0 }.reduce(0, +).squareRoot()
        guard values.count == 3, length > 0 else { return nil }
        axis = (values[0] / length, values[1] / length, values[2] / length)
        self.degrees = degrees
        distance = max(rect.width, rect.height, 1)
    }

    /// The CSS `transform` (about the element's `transform-origin`, the layer's centre).
    func css(_ unit: PreviewUnit) -> String {
        "perspective(\(unit.css(distance))) rotate3d(\(SVGNumber.format(axis.x)), \(SVGNumber.format(axis.y)), \(SVGNumber.format(axis.z)), \(SVGNumber.format(degrees))deg)"
    }

    /// Where a point of the plane lands, seen from the eye above `center` (y down, z towards the
    /// viewer, rotations right-handed: CSS and Core Animation agree).
    func project(_ x: Double, _ y: Double, about center: (x: Double, y: Double)) -> (x: Double, y: Double) {
        let radians = degrees * .pi / 180
        let (c, s) = (cos(radians), sin(radians))
        let (u, v, w) = axis
        let (px, py) = (x - center.x, y - center.y)
        let t = 1 - c
        let rx = (c + u * u * t) * px + (u * v * t - w * s) * py
        let ry = (v * u * t + w * s) * px + (c + v * v * t) * py
        let rz = (w * u * t - v * s) * px + (w * v * t + u * s) * py
        let scale = distance / max(distance - rz, distance * 0.05)
        return (center.x + rx * scale, center.y + ry * scale)
    }

    /// The box `bounds` covers once tilted about `center`.
    func bounds(of bounds: Rect, about center: (x: Double, y: Double)) -> Rect {
        let corners = [(bounds.x, bounds.y), (bounds.maxX, bounds.y), (bounds.x, bounds.maxY), (bounds.maxX, bounds.maxY)].map {
            project($0.0, $0.1, about: center)
        }
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        let left = xs.min() ?? bounds.x
        let top = ys.min() ?? bounds.y
        return Rect(x: left, y: top, width: (xs.max() ?? bounds.maxX) - left, height: (ys.max() ?? bounds.maxY) - top)
    }
}
