extension TokenColor {
    /// The colour in CIE XYZ relative to D65, computed with the CSS Color 4 conversions.
    /// `none` components count as 0; alpha is not involved.
    public var xyzD65: XYZ {
        XYZ(colorSpace.xyzD65(fromCoordinates: coordinates))
    }

    /// Gamma-encoded sRGB channels, not clipped: out-of-gamut colours give values outside [0, 1].
    public var srgbComponents: RGB {
        RGB(converted(to: .srgb).coordinates)
    }

    /// Linear-light sRGB channels, not clipped.
    public var linearSRGBComponents: RGB {
        RGB(converted(to: .srgbLinear).coordinates)
    }

    /// The same colour expressed in `space`, with the same alpha and hex fallback.
    ///
    /// Converting to the colour's own space returns it unchanged. Otherwise components are
    /// computed through XYZ-D65 without gamut mapping, on the DTCG scales of `space`; a hue that
    /// is powerless (an achromatic colour) becomes `none`, as CSS Color 4 specifies.
    public func converted(to space: ColorSpace) -> TokenColor {
        guard space != colorSpace else { return self }
        let target = space.coordinates(fromXYZD65: colorSpace.xyzD65(fromCoordinates: coordinates))
        let components: [ColorComponent] = [target.x, target.y, target.z].map { $0.isNaN ? .none : .value($0) }
        return TokenColor(colorSpace: space, components: components, alpha: alpha, hex: hex)
    }

    /// The three components as numbers, `none` (or a missing component) as 0.
    var coordinates: SIMD3<Double> {
        func number(_ index: Int) -> Double { index < components.count ? components[index].numeric : 0 }
        return SIMD3(number(0), number(1), number(2))
    }
}

extension ColorSpace {
    /// XYZ-D65 from coordinates on this space's DTCG scales.
    func xyzD65(fromCoordinates coordinates: SIMD3<Double>) -> SIMD3<Double> {
        let percent = SIMD3<Double>(1, 0.01, 0.01)
        switch self {
        case .srgb:
            return ColorMatrix.linearSRGBToXYZ(TransferCurve.srgb.linear(coordinates))
        case .srgbLinear:
            return ColorMatrix.linearSRGBToXYZ(coordinates)
        case .hsl:
            return ColorSpace.srgb.xyzD65(fromCoordinates: HSLAndHWB.srgb(fromHSL: coordinates * percent))
        case .hwb:
            return ColorSpace.srgb.xyzD65(fromCoordinates: HSLAndHWB.srgb(fromHWB: coordinates * percent))
        case .lab:
            return ColorMatrix.bradfordD50ToD65(PerceptualCoordinates.xyzD50(fromLab: coordinates))
        case .lch:
            return ColorSpace.lab.xyzD65(fromCoordinates: PerceptualCoordinates.rectangular(fromPolar: coordinates))
        case .oklab:
            return PerceptualCoordinates.xyzD65(fromOKLab: coordinates)
        case .oklch:
            return PerceptualCoordinates.xyzD65(fromOKLab: PerceptualCoordinates.rectangular(fromPolar: coordinates))
        case .displayP3:
            return ColorMatrix.linearDisplayP3ToXYZ(TransferCurve.srgb.linear(coordinates))
        case .a98RGB:
            return ColorMatrix.linearA98RGBToXYZ(TransferCurve.a98RGB.linear(coordinates))
        case .prophotoRGB:
            let xyzD50 = ColorMatrix.linearProPhotoRGBToXYZD50(TransferCurve.proPhotoRGB.linear(coordinates))
            return ColorMatrix.bradfordD50ToD65(xyzD50)
        case .rec2020:
            return ColorMatrix.linearRec2020ToXYZ(TransferCurve.rec2020.linear(coordinates))
        case .xyzD65:
            return coordinates
        case .xyzD50:
            return ColorMatrix.bradfordD50ToD65(coordinates)
        }
    }

    /// Coordinates on this space's DTCG scales from XYZ-D65; NaN marks a powerless hue.
    func coordinates(fromXYZD65 xyz: SIMD3<Double>) -> SIMD3<Double> {
        let percent = SIMD3<Double>(1, 100, 100)
        switch self {
        case .srgb:
            return TransferCurve.srgb.encoded(ColorMatrix.xyzToLinearSRGB(xyz))
        case .srgbLinear:
            return ColorMatrix.xyzToLinearSRGB(xyz)
        case .hsl:
            return HSLAndHWB.hsl(fromSRGB: ColorSpace.srgb.coordinates(fromXYZD65: xyz)) * percent
        case .hwb:
            return HSLAndHWB.hwb(fromSRGB: ColorSpace.srgb.coordinates(fromXYZD65: xyz)) * percent
        case .lab:
            return PerceptualCoordinates.lab(fromXYZD50: ColorMatrix.bradfordD65ToD50(xyz))
        case .lch:
            return PerceptualCoordinates.polar(
                fromRectangular: ColorSpace.lab.coordinates(fromXYZD65: xyz),
                achromaticChroma: PerceptualCoordinates.lchAchromaticChroma
            )
        case .oklab:
            return PerceptualCoordinates.okLab(fromXYZD65: xyz)
        case .oklch:
            return PerceptualCoordinates.polar(
                fromRectangular: PerceptualCoordinates.okLab(fromXYZD65: xyz),
                achromaticChroma: PerceptualCoordinates.oklchAchromaticChroma
            )
        case .displayP3:
            return TransferCurve.srgb.encoded(ColorMatrix.xyzToLinearDisplayP3(xyz))
        case .a98RGB:
            return TransferCurve.a98RGB.encoded(ColorMatrix.xyzToLinearA98RGB(xyz))
        case .prophotoRGB:
            let xyzD50 = ColorMatrix.bradfordD65ToD50(xyz)
            return TransferCurve.proPhotoRGB.encoded(ColorMatrix.xyzD50ToLinearProPhotoRGB(xyzD50))
        case .rec2020:
            return TransferCurve.rec2020.encoded(ColorMatrix.xyzToLinearRec2020(xyz))
        case .xyzD65:
            return xyz
        case .xyzD50:
            return ColorMatrix.bradfordD65ToD50(xyz)
        }
    }
}
