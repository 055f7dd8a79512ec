import DesignSupport

/// CIE Lab (D50) and OKLab (D65) and their polar forms, following CSS Color 4 §§ 9, 18.
/// A powerless hue (chroma at or below the space's epsilon) is returned as NaN.
enum PerceptualCoordinates {
    /// The D50 reference white, from its 4-figure CIE xy chromaticity.
    private static let d50White: SIMD3<Double> = [0.3457 / 0.3585, 1, (1 - 0.3457 - 0.3585) / 0.3585]
    /// CIE κ = 29³/3³.
    private static let kappa: Double = 24389 / 27
    /// CIE ε = 6³/29³.
    private static let epsilon: Double = 216 / 24389

    /// Chroma at or below which an LCH hue is powerless.
    static let lchAchromaticChroma = 0.0015
    /// Chroma at or below which an OKLCH hue is powerless.
    static let oklchAchromaticChroma = 0.000004

    /// XYZ relative to D50 from CIE Lab.
    static func xyzD50(fromLab lab: SIMD3<Double>) -> SIMD3<Double> {
        let fy = (lab.x + 16) / 116
        let fx = lab.y / 500 + fy
        let fz = fy - lab.z / 200
        let x = fx * fx * fx > epsilon ? fx * fx * fx : (116 * fx - 16) / kappa
        let y = lab.x > kappa * epsilon ? fy * fy * fy : lab.x / kappa
        let z = fz * fz * fz > epsilon ? fz * fz * fz : (116 * fz - 16) / kappa
        return SIMD3(x, y, z) * d50White
    }

    /// CIE Lab from XYZ relative to D50.
    static func lab(fromXYZD50 xyz: SIMD3<Double>) -> SIMD3<Double> {
        let scaled = xyz / d50White
        func f(_ value: Double) -> Double { value > epsilon ? cbrt(value) : (kappa * value + 16) / 116 }
        let (fx, fy, fz) = (f(scaled.x), f(scaled.y), f(scaled.z))
        return SIMD3(116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
    }

    /// XYZ relative to D65 from OKLab.
    static func xyzD65(fromOKLab oklab: SIMD3<Double>) -> SIMD3<Double> {
        let lms = ColorMatrix.okLabToLMS(oklab)
        return ColorMatrix.lmsToXYZ(lms * lms * lms)
    }

    /// OKLab from XYZ relative to D65.
    static func okLab(fromXYZD65 xyz: SIMD3<Double>) -> SIMD3<Double> {
        let lms = ColorMatrix.xyzToLMS(xyz)
        return ColorMatrix.lmsToOKLab(SIMD3(cbrt(lms.x), cbrt(lms.y), cbrt(lms.z)))
    }

    /// Rectangular (L, a, b) from polar (L, C, h in degrees).
    static func rectangular(fromPolar polar: SIMD3<Double>) -> SIMD3<Double> {
        let radians = polar.z * .pi / 180
        return SIMD3(polar.x, polar.y * cos(radians), polar.y * sin(radians))
    }

    /// Polar (L, C, h in [0, 360)) from rectangular; the hue is NaN when C <= `achromaticChroma`.
    static func polar(fromRectangular rectangular: SIMD3<Double>, achromaticChroma: Double) -> SIMD3<Double> {
        let chroma = (rectangular.y * rectangular.y + rectangular.z * rectangular.z).squareRoot()
        let hue = chroma <= achromaticChroma ? .nan : normalizedHue(atan2(rectangular.z, rectangular.y) * 180 / .pi)
        return SIMD3(rectangular.x, chroma, hue)
    }
}

/// `degrees` wrapped into [0, 360).
func normalizedHue(_ degrees: Double) -> Double {
    let wrapped = degrees - 360 * (degrees / 360).rounded(.down)
    return wrapped >= 360 ? 0 : wrapped
}
