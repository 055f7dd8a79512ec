import DesignTokens

/// The foreground and background colours with the lowest WCAG contrast among every pairing of
/// two lists, the same pair a loop over all pairs with `WCAGContrast.ratio` finds (the first in
/// foreground-then-background order among equal ratios), without measuring every pair: text and
/// background gradients of 60,000 stops each would be 3.6 billion pairs.
///
/// Colours that look the same (equal sRGB after clipping, and equal alpha) are measured once. An
/// opaque foreground shows as itself, so its weakest background is the one whose luminance is
/// nearest its own: found by binary search over the backgrounds sorted by luminance. A
/// translucent foreground blends with each background, so its weakest background is searched
/// in a k-d tree of the backgrounds' sRGB channels, skipping every box whose luminances (the
/// blend is monotonic in each channel) cannot give a lower ratio than the best found.
struct WeakestContrast {
    /// The weakest pair's ratio and colours.
    struct Pair {
        var ratio: Double
        var foreground: TokenColor
        var background: TokenColor
    }

    /// The work the search of ``weakest(_:)`` may do, in pairs measured and boxes bounded: the
    /// gradients designs use need a small part of it (60,000 translucent stops over 60,000 stops
    /// take about 1.3 million), but colours scattered at random defeat the search, and a list that
    /// needs more is reported rather than measured. Opaque foregrounds take at most two
    /// measurements each and are not counted.
    static let searchBudget = 5_000_000

    /// The search for a translucent foreground's weakest background ran past its budget.
    struct BeyondBudget: Error {
        /// The distinct translucent foregrounds times the distinct backgrounds.
        var pairs: Int
    }

    private let backgrounds: [TokenColor]
    private let budget: Int
    /// Distinct backgrounds (the first of each) by luminance, then index.
    private let byLuminance: [(luminance: Double, index: Int)]
    /// For each place in ``byLuminance``, the first place with the same luminance.
    private let runStart: [Int]
    private let tree: BackgroundTree

    /// A search of `backgrounds` that gives up past `budget` (see ``searchBudget``).
    init(backgrounds: [TokenColor], budget: Int = searchBudget) {
        self.backgrounds = backgrounds
        self.budget = budget
        var seen: Set<SIMD3<Double>> = []
        var distinct: [(rgb: SIMD3<Double>, index: Int)] = []
        for (index, color) in backgrounds.enumerated() {
            let rgb = color.srgbComponents.clipped.simd
            if seen.insert(rgb).inserted { distinct.append((rgb, index)) }
        }
        // Compared field by field: a tuple `<` is generic, and a debug build instantiates it per
        // call, for every comparison of a sort of up to 60,000 stops.
        let sorted = distinct.map { (luminance: Self.luminance($0.rgb), index: $0.index) }.sorted {
            $0.luminance != $1.luminance ? $0.luminance < $1.luminance : $0.index < $1.index
        }
        byLuminance = sorted
        runStart = sorted.indices.reduce(into: []) { starts, place in
            starts.append(place > 0 && sorted[place - 1].luminance == sorted[place].luminance ? starts[place - 1] : place)
        }
        tree = BackgroundTree(distinct)
    }

    /// The weakest pair of `foregrounds` over the backgrounds, nil when either list is empty.
    ///
    /// Opaque foregrounds are measured first, so their weakest pair bounds the search for the
    /// translucent ones; among equal ratios the earlier foreground, then background, is taken.
    func weakest(_ foregrounds: [TokenColor]) throws(BeyondBudget) -> Pair? {
        var best: (ratio: Double, foreground: Int, background: Int)?
        func consider(_ candidate: (ratio: Double, index: Int)?, of foreground: Int) {
            guard let candidate else { return }
            let next = (ratio: candidate.ratio, foreground: foreground, background: candidate.index)
            if let current = best, (current.ratio, current.foreground, current.background) <= (next.ratio, next.foreground, next.background) {
                return
            }
            best = next
        }
        var seen: Set<SIMD4<Double>> = []
        var translucentForegrounds: [(index: Int, rgb: SIMD3<Double>)] = []
        for (index, foreground) in foregrounds.enumerated() {
            let rgb = foreground.srgbComponents.clipped.simd
            guard seen.insert(SIMD4(rgb, foreground.alpha)).inserted else { continue }
            if foreground.alpha >= 1 {
                consider(opaque(foreground, rgb), of: index)
            } else {
                translucentForegrounds.append((index, rgb))
            }
        }
        var work = 0
        for (index, rgb) in translucentForegrounds {
            // No ratio is below 1:1, so a later foreground cannot take the place of one at 1:1.
            if let best, best.ratio <= 1, best.foreground < index { break }
            consider(translucent(foregrounds[index], rgb, within: best?.ratio, work: &work), of: index)
            guard work <= budget else { throw BeyondBudget(pairs: translucentForegrounds.count * byLuminance.count) }
        }
        return best.map { Pair(ratio: $0.ratio, foreground: foregrounds[$0.foreground], background: backgrounds[$0.background]) }
    }

    private func measure(_ foreground: TokenColor, _ index: Int) -> (ratio: Double, index: Int) {
        (WCAGContrast.ratio(foreground: foreground, background: backgrounds[index]), index)
    }

    /// The lower of two measurements, the earlier background among equal ratios.
    private static func lower(_ first: (ratio: Double, index: Int)?, _ second: (ratio: Double, index: Int)) -> (ratio: Double, index: Int) {
        guard let first else { return second }
        let secondIsLower = second.ratio != first.ratio ? second.ratio < first.ratio : second.index < first.index
        return secondIsLower ? second : first
    }

    /// The backgrounds with the nearest luminance below and above the foreground's: the ratio
    /// grows with the distance on each side. Of a run of equal luminances the first index is taken.
    private func opaque(_ foreground: TokenColor, _ rgb: SIMD3<Double>) -> (ratio: Double, index: Int)? {
        let target = Self.luminance(rgb)
        var low = 0
        var high = byLuminance.count
        while low < high {
            let middle = (low + high) / 2
            if byLuminance[middle].luminance < target { low = middle + 1 } else { high = middle }
        }
        var result: (ratio: Double, index: Int)?
        if low < byLuminance.count { result = measure(foreground, byLuminance[low].index) }
        if low > 0 { result = Self.lower(result, measure(foreground, byLuminance[runStart[low - 1]].index)) }
        return result
    }

    /// A branch-and-bound search of the k-d tree for a translucent foreground's weakest
    /// background, skipping every box that cannot reach `limit` (the weakest ratio found so far);
    /// adds the boxes bounded and pairs measured to `work`.
    private func translucent(_ foreground: TokenColor, _ rgb: SIMD3<Double>, within limit: Double?, work: inout Int) -> (
        ratio: Double, index: Int
    )? {
        let alpha = min(max(foreground.alpha, 0), 1)
        func bound(_ node: BackgroundTree.Node) -> Double {
            let blendLow = Self.luminance(Self.blend(rgb, alpha, over: node.low))
            let blendHigh = Self.luminance(Self.blend(rgb, alpha, over: node.high))
            let (backLow, backHigh) = (node.lowLuminance, node.highLuminance)
            if blendHigh < backLow { return (backLow + 0.05) / (blendHigh + 0.05) }
            if backHigh < blendLow { return (blendLow + 0.05) / (backHigh + 0.05) }
            return 1
        }
        // Luminances computed here may differ from the measured ones in the last bits.
        let slack = 1 + 1e-9
        var result: (ratio: Double, index: Int)?
        var stack: [(node: Int, bound: Double)] = tree.nodes.isEmpty ? [] : [(0, 1)]
        while let (next, nodeBound) = stack.popLast() {
            work += 1
            guard nodeBound <= min(result?.ratio ?? .infinity, limit ?? .infinity) * slack else { continue }
            guard let children = tree.nodes[next].children else {
                work += tree.nodes[next].points.count
                for point in tree.points[tree.nodes[next].points] { result = Self.lower(result, measure(foreground, point.index)) }
                continue
            }
            let (first, second) = ((children, bound(tree.nodes[children])), (children + 1, bound(tree.nodes[children + 1])))
            stack += first.1 <= second.1 ? [second, first] : [first, second]
        }
        return result
    }

    /// `alpha * top + (1 - alpha) * bottom`, per channel; written out, as SIMD's generic
    /// operators cost a debug build several times more, with the same result.
    private static func blend(_ top: SIMD3<Double>, _ alpha: Double, over bottom: SIMD3<Double>) -> SIMD3<Double> {
        let rest = 1 - alpha
        return SIMD3(alpha * top.x + rest * bottom.x, alpha * top.y + rest * bottom.y, alpha * top.z + rest * bottom.z)
    }

    /// WCAG 2 relative luminance of clipped sRGB channels.
    static func luminance(_ rgb: SIMD3<Double>) -> Double {
        RGB(red: rgb.x, green: rgb.y, blue: rgb.z).relativeLuminance
    }
}

/// A k-d tree of background colours by their sRGB channels: each node's box holds its points.
private struct BackgroundTree {
    struct Node {
        var low: SIMD3<Double>
        var high: SIMD3<Double>
        var points: Range<Int>
        /// The luminances of the box's darkest and lightest corners.
        var lowLuminance: Double
        var highLuminance: Double
        /// The index of the first of two children (the second follows it); nil for a leaf.
        var children: Int?
    }

    private(set) var points: [(rgb: SIMD3<Double>, index: Int)]
    private(set) var nodes: [Node] = []
    private static let leafSize = 8

    init(_ points: [(rgb: SIMD3<Double>, index: Int)]) {
        self.points = points
        guard !points.isEmpty else { return }
        nodes.append(box(0..<points.count))
        var pending = [0]
        while let next = pending.popLast() {
            let range = nodes[next].points
            guard range.count > Self.leafSize else { continue }
            let spread = nodes[next].high - nodes[next].low
            let axis = spread.x >= spread.y && spread.x >= spread.z ? 0 : (spread.y >= spread.z ? 1 : 2)
            self.points[range].sort { $0.rgb[axis] < $1.rgb[axis] }
            let middle = range.lowerBound + range.count / 2
            nodes[next].children = nodes.count
            nodes.append(box(range.lowerBound..<middle))
            nodes.append(box(middle..<range.upperBound))
            pending += [nodes.count - 2, nodes.count - 1]
        }
    }

    private func box(_ range: Range<Int>) -> Node {
        var low = points[range.lowerBound].rgb
        var high = low
        // pointwiseMin and pointwiseMax, written out (see `blend`).
        for point in points[range] {
            let rgb = point.rgb
            low = SIMD3(Double.minimum(low.x, rgb.x), Double.minimum(low.y, rgb.y), Double.minimum(low.z, rgb.z))
            high = SIMD3(Double.maximum(high.x, rgb.x), Double.maximum(high.y, rgb.y), Double.maximum(high.z, rgb.z))
        }
        return Node(
            low: low, high: high, points: range, lowLuminance: WeakestContrast.luminance(low), highLuminance: WeakestContrast.luminance(high),
            children: nil)
    }
}

extension RGB {
    fileprivate var simd: SIMD3<Double> { SIMD3(red, green, blue) }
}
