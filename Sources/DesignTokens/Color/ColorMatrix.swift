/// A 3×3 matrix mapping one coordinate triple to another, with the conversion matrices of the
/// CSS Color 4 sample code (in rational form where the specification gives one).
struct ColorMatrix: Sendable {
    private let rows: (SIMD3<Double>, SIMD3<Double>, SIMD3<Double>)

    init(_ row0: SIMD3<Double>, _ row1: SIMD3<Double>, _ row2: SIMD3<Double>) {
        rows = (row0, row1, row2)
    }

    /// The product of this matrix and the column vector `vector`. Each row's dot product is
    /// written out, in the order `(row * vector).sum()` adds (x, then y, then z), so the result
    /// is the same to the bit; SIMD's generic operators cost a debug build (the test suite's)
    /// several times more.
    func callAsFunction(_ vector: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3(Self.dot(rows.0, vector), Self.dot(rows.1, vector), Self.dot(rows.2, vector))
    }

    private static func dot(_ row: SIMD3<Double>, _ vector: SIMD3<Double>) -> Double {
        row.x * vector.x + row.y * vector.y + row.z * vector.z
    }
}

extension ColorMatrix {
    static let linearSRGBToXYZ = ColorMatrix(
        [506752 / 1_228_815, 87881 / 245763, 12673 / 70218],
        [87098 / 409605, 175762 / 245763, 12673 / 175545],
        [7918 / 409605, 87881 / 737289, 1_001_167 / 1_053_270]
    )
    static let xyzToLinearSRGB = ColorMatrix(
        [12831 / 3959, -329 / 214, -1974 / 3959],
        [-851781 / 878810, 1_648_619 / 878810, 36519 / 878810],
        [705 / 12673, -2585 / 12673, 705 / 667]
    )
    static let linearDisplayP3ToXYZ = ColorMatrix(
        [608311 / 1_250_200, 189793 / 714400, 198249 / 1_000_160],
        [35783 / 156275, 247089 / 357200, 198249 / 2_500_400],
        [0, 32229 / 714400, 5_220_557 / 5_000_800]
    )
    static let xyzToLinearDisplayP3 = ColorMatrix(
        [446124 / 178915, -333277 / 357830, -72051 / 178915],
        [-14852 / 17905, 63121 / 35810, 423 / 17905],
        [11844 / 330415, -50337 / 660830, 316169 / 330415]
    )
    static let linearA98RGBToXYZ = ColorMatrix(
        [573536 / 994567, 263643 / 1_420_810, 187206 / 994567],
        [591459 / 1_989_134, 6_239_551 / 9_945_670, 374412 / 4_972_835],
        [53769 / 1_989_134, 351524 / 4_972_835, 4_929_758 / 4_972_835]
    )
    static let xyzToLinearA98RGB = ColorMatrix(
        [1_829_569 / 896150, -506331 / 896150, -308931 / 896150],
        [-851781 / 878810, 1_648_619 / 878810, 36519 / 878810],
        [16779 / 1_248_040, -147721 / 1_248_040, 1_266_979 / 1_248_040]
    )
    /// ProPhoto RGB is relative to D50.
    static let linearProPhotoRGBToXYZD50 = ColorMatrix(
        [0.79776664490064230, 0.13518129740053308, 0.03134773412839220],
        [0.28807482881940130, 0.71183523424187300, 0.00008993693872564],
        [0, 0, 0.82510460251046020]
    )
    static let xyzD50ToLinearProPhotoRGB = ColorMatrix(
        [1.34578688164715830, -0.25557208737979464, -0.05110186497554526],
        [-0.54463070512490190, 1.50824774284514680, 0.02052744743642139],
        [0, 0, 1.21196754563894520]
    )
    static let linearRec2020ToXYZ = ColorMatrix(
        [63_426_534 / 99_577_255, 20_160_776 / 139_408_157, 47_086_771 / 278_816_314],
        [26_158_966 / 99_577_255, 472_592_308 / 697_040_785, 8_267_143 / 139_408_157],
        [0, 19_567_812 / 697_040_785, 295_819_943 / 278_816_314]
    )
    static let xyzToLinearRec2020 = ColorMatrix(
        [30_757_411 / 17_917_100, -6_372_589 / 17_917_100, -4_539_589 / 17_917_100],
        [-19_765_991 / 29_648_200, 47_925_759 / 29_648_200, 467509 / 29_648_200],
        [792561 / 44_930_125, -1_921_689 / 44_930_125, 42_328_811 / 44_930_125]
    )
    /// Bradford chromatic adaptation from D50 to D65.
    static let bradfordD50ToD65 = ColorMatrix(
        [0.955473421488075, -0.02309845494876471, 0.06325924320057072],
        [-0.0283697093338637, 1.0099953980813041, 0.021041441191917323],
        [0.012314014864481998, -0.020507649298898964, 1.330365926242124]
    )
    /// Bradford chromatic adaptation from D65 to D50.
    static let bradfordD65ToD50 = ColorMatrix(
        [1.0479297925449969, 0.022946870601609652, -0.05019226628920524],
        [0.02962780877005599, 0.9904344267538799, -0.017073799063418826],
        [-0.009243040646204504, 0.015055191490298152, 0.7518742814281371]
    )
    static let xyzToLMS = ColorMatrix(
        [0.8190224379967030, 0.3619062600528904, -0.1288737815209879],
        [0.0329836539323885, 0.9292868615863434, 0.0361446663506424],
        [0.0481771893596242, 0.2642395317527308, 0.6335478284694309]
    )
    static let lmsToXYZ = ColorMatrix(
        [1.2268798758459243, -0.5578149944602171, 0.2813910456659647],
        [-0.0405757452148008, 1.1122868032803170, -0.0717110580655164],
        [-0.0763729366746601, -0.4214933324022432, 1.5869240198367816]
    )
    /// Cube-rooted LMS to OKLab.
    static let lmsToOKLab = ColorMatrix(
        [0.2104542683093140, 0.7936177747023054, -0.0040720430116193],
        [1.9779985324311684, -2.4285922420485799, 0.4505937096174110],
        [0.0259040424655478, 0.7827717124575296, -0.8086757549230774]
    )
    /// OKLab to cube-rooted LMS.
    static let okLabToLMS = ColorMatrix(
        [1, 0.3963377773761749, 0.2158037573099136],
        [1, -0.1055613458156586, -0.0638541728258133],
        [1, -0.0894841775298119, -1.2914855480194092]
    )
}
