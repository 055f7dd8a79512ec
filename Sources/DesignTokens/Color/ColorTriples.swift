/// A colour in CIE XYZ, relative to the D65 white point (Y = 1 for reference white).
public struct XYZ: Sendable, Hashable {
    /// The X tristimulus value.
    public var x: Double
    /// The Y tristimulus value: luminance.
    public var y: Double
    /// The Z tristimulus value.
    public var z: Double

    /// Creates XYZ values.
    public init(x: Double, y: Double, z: Double) {
        self.x = x
        self.y = y
        self.z = z
    }
}

/// Red, green and blue channel values of an RGB colour space.
public struct RGB: Sendable, Hashable {
    /// The red channel.
    public var red: Double
    /// The green channel.
    public var green: Double
    /// The blue channel.
    public var blue: Double

    /// Creates channel values.
    public init(red: Double, green: Double, blue: Double) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// The channels clipped to [0, 1]: the colour as a display with this gamut shows it.
    public var clipped: RGB {
        RGB(red: min(max(red, 0), 1), green: min(max(green, 0), 1), blue: min(max(blue, 0), 1))
    }
}

extension XYZ {
    init(_ vector: SIMD3<Double>) { self.init(x: vector.x, y: vector.y, z: vector.z) }
    var vector: SIMD3<Double> { SIMD3(x, y, z) }
}

extension RGB {
    init(_ vector: SIMD3<Double>) { self.init(red: vector.x, green: vector.y, blue: vector.z) }
    var vector: SIMD3<Double> { SIMD3(red, green, blue) }
}
