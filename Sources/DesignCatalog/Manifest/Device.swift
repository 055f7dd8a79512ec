/// The screen a catalogue's compositions are drawn in: its size in points, the safe area the
/// content is laid out in (the background runs edge to edge) and its corner radius. Each
/// platform has a default (iPhone 390 × 844 pt for iOS); `dscheck.json` may set another as
/// `"device": {"width", "height", "safeArea": {"top", "leading", "bottom", "trailing"}, "cornerRadius"}`.
public struct Device: Sendable, Hashable {
    public var width: Double
    public var height: Double
    /// Insets of the safe area from each edge.
    public var safeTop: Double
    public var safeLeading: Double
    public var safeBottom: Double
    public var safeTrailing: Double
    public var cornerRadius: Double

    /// Creates a device.
    public init(
        width: Double, height: Double, safeTop: Double = 0, safeLeading: Double = 0, safeBottom: Double = 0, safeTrailing: Double = 0,
        cornerRadius: Double = 0
    ) {
        self.width = width
        self.height = height
        self.safeTop = safeTop
        self.safeLeading = safeLeading
        self.safeBottom = safeBottom
        self.safeTrailing = safeTrailing
        self.cornerRadius = cornerRadius
    }

    /// The platform's usual screen or window: an iPhone 390 × 844 pt (safe area 47 pt at the top,
    /// 34 pt at the bottom) for iOS, an 11-inch iPad, a Mac or visionOS window, a 1080p TV with
    /// its overscan margins, a 45 mm Watch.
    public static func standard(for platform: Platform) -> Device {
        switch platform {
        case .ios: Device(width: 390, height: 844, safeTop: 47, safeBottom: 34, cornerRadius: 47)
        case .ipados: Device(width: 820, height: 1180, safeTop: 24, safeBottom: 20, cornerRadius: 18)
        case .macos: Device(width: 1024, height: 640, safeTop: 28, cornerRadius: 10)
        case .tvos: Device(width: 1920, height: 1080, safeTop: 60, safeLeading: 80, safeBottom: 60, safeTrailing: 80)
        case .visionos: Device(width: 1280, height: 720, cornerRadius: 46)
        case .watchos: Device(width: 198, height: 242, safeTop: 31, cornerRadius: 42)
        }
    }
}
