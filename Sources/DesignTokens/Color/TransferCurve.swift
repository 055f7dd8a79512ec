import DesignSupport

/// The transfer functions of the RGB colour spaces (CSS Color 4 § 10), extended to negative
/// values by reflection so out-of-gamut colours survive a round trip.
enum TransferCurve: Sendable {
    /// sRGB and display-p3.
    case srgb
    /// a98-rgb: a pure power curve with exponent 563/256.
    case a98RGB
    /// prophoto-rgb: gamma 1.8 with a short linear segment.
    case proPhotoRGB
    /// rec2020 (ITU-R BT.2020-2).
    case rec2020

    private static let rec2020Alpha = 1.09929682680944
    private static let rec2020Beta = 0.018053968510807

    /// Linear light from an encoded channel value.
    func linear(_ encoded: Double) -> Double {
        let sign: Double = encoded < 0 ? -1 : 1
        let magnitude = abs(encoded)
        switch self {
        case .srgb:
            return magnitude <= 0.04045 ? encoded / 12.92 : sign * pow((magnitude + 0.055) / 1.055, 2.4)
        case .a98RGB:
            return sign * pow(magnitude, 563 / 256)
        case .proPhotoRGB:
            return magnitude <= 16 / 512 ? encoded / 16 : sign * pow(magnitude, 1.8)
        case .rec2020:
            let alpha = Self.rec2020Alpha
            return magnitude < Self.rec2020Beta * 4.5
                ? encoded / 4.5
                : sign * pow((magnitude + alpha - 1) / alpha, 1 / 0.45)
        }
    }

    /// The encoded channel value of a linear-light value.
    func encoded(_ linear: Double) -> Double {
        let sign: Double = linear < 0 ? -1 : 1
        let magnitude = abs(linear)
        switch self {
        case .srgb:
            return magnitude > 0.0031308 ? sign * (1.055 * pow(magnitude, 1 / 2.4) - 0.055) : 12.92 * linear
        case .a98RGB:
            return sign * pow(magnitude, 256 / 563)
        case .proPhotoRGB:
            return magnitude >= 1 / 512 ? sign * pow(magnitude, 1 / 1.8) : 16 * linear
        case .rec2020:
            let alpha = Self.rec2020Alpha
            return magnitude > Self.rec2020Beta ? sign * (alpha * pow(magnitude, 0.45) - (alpha - 1)) : 4.5 * linear
        }
    }

    /// `linear(_:)` applied to each channel.
    func linear(_ encoded: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3(linear(encoded.x), linear(encoded.y), linear(encoded.z))
    }

    /// `encoded(_:)` applied to each channel.
    func encoded(_ linear: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3(encoded(linear.x), encoded(linear.y), encoded(linear.z))
    }
}
