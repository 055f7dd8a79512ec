import DesignSupport

/// A rectangle in points, origin at the top left, y down (SVG and SwiftUI agree).
struct Rect: Equatable {
    var x: Double
    var y: Double
    var width: Double
    var height: Double

    var midX: Double { x + width / 2 }
    var midY: Double { y + height / 2 }
    var maxX: Double { x + width }
    var maxY: Double { y + height }

    /// A rectangle of `width` by `height` centred in this one (a SwiftUI frame in a ZStack).
    func centered(width: Double, height: Double) -> Rect {
        Rect(x: midX - width / 2, y: midY - height / 2, width: width, height: height)
    }

    /// This rectangle shrunk by `dx` on the left and right and `dy` on the top and bottom.
    func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: max(0, width - 2 * dx), height: max(0, height - 2 * dy))
    }

    /// The smallest rectangle holding both.
    func union(_ other: Rect) -> Rect {
        let left = min(x, other.x)
        let top = min(y, other.y)
        return Rect(x: left, y: top, width: max(maxX, other.maxX) - left, height: max(maxY, other.maxY) - top)
    }

    /// A point of the rectangle given as a SwiftUI `UnitPoint`.
    func point(_ unit: (x: Double, y: Double)) -> (x: Double, y: Double) {
        (x + unit.x * width, y + unit.y * height)
    }
}

/// A 2D affine transform `[a c e; b d f]`, as SVG's `matrix(a b c d e f)`.
struct Affine {
    var a = 1.0, b = 0.0, c = 0.0, d = 1.0, e = 0.0, f = 0.0

    static let identity = Affine()

    static func translation(_ x: Double, _ y: Double) -> Affine { Affine(e: x, f: y) }

    /// A rotation by `degrees` clockwise (y points down) about a point.
    static func rotation(_ degrees: Double, about center: (x: Double, y: Double)) -> Affine {
        let radians = degrees * .pi / 180
        let cosine = cos(radians)
        let sine = sin(radians)
        return translation(center.x, center.y)
            .then(Affine(a: cosine, b: sine, c: -sine, d: cosine))
            .then(translation(-center.x, -center.y))
    }

    /// A scale by `x` and `y` about a point.
    static func scale(_ x: Double, _ y: Double, about center: (x: Double, y: Double)) -> Affine {
        translation(center.x, center.y).then(Affine(a: x, d: y)).then(translation(-center.x, -center.y))
    }

    /// `self` applied after `inner`: the SVG transform list `self inner`.
    func then(_ inner: Affine) -> Affine {
        Affine(
            a: a * inner.a + c * inner.b, b: b * inner.a + d * inner.b,
            c: a * inner.c + c * inner.d, d: b * inner.c + d * inner.d,
            e: a * inner.e + c * inner.f + e, f: b * inner.e + d * inner.f + f)
    }

    func apply(_ x: Double, _ y: Double) -> (x: Double, y: Double) {
        (a * x + c * y + e, b * x + d * y + f)
    }

    /// The axis-aligned box around `rect` once transformed.
    func bounds(of rect: Rect) -> Rect {
        let corners = (apply(rect.x, rect.y), apply(rect.maxX, rect.y), apply(rect.x, rect.maxY), apply(rect.maxX, rect.maxY))
        // The least and greatest of four, compared in the order `min()` and `max()` of an
        // array compare them (so a NaN lands where it did), without the arrays: every layer of
        // every drawing is bounded several times.
        func least(_ values: (Double, Double, Double, Double)) -> Double {
            var result = values.0
            if values.1 < result { result = values.1 }
            if values.2 < result { result = values.2 }
            if values.3 < result { result = values.3 }
            return result
        }
        func greatest(_ values: (Double, Double, Double, Double)) -> Double {
            var result = values.0
            if result < values.1 { result = values.1 }
            if result < values.2 { result = values.2 }
            if result < values.3 { result = values.3 }
            return result
        }
        let xs = (corners.0.x, corners.1.x, corners.2.x, corners.3.x)
        let ys = (corners.0.y, corners.1.y, corners.2.y, corners.3.y)
        let left = least(xs)
        let top = least(ys)
        return Rect(x: left, y: top, width: greatest(xs) - left, height: greatest(ys) - top)
    }
}

extension Affine: Equatable {}
