import DesignTokens

/// Whether `actual` is within `tolerance` of `expected`.
func isClose(_ actual: Double, _ expected: Double, tolerance: Double = 1e-4) -> Bool {
    abs(actual - expected) <= tolerance
}

/// Whether the numeric components of `color` are within `tolerance` of `expected`.
func hasComponents(_ color: TokenColor, _ expected: [Double], tolerance: Double = 1e-4) -> Bool {
    color.components.count == expected.count
        && zip(color.components, expected).allSatisfy { isClose($0.numeric, $1, tolerance: tolerance) }
}
