import DesignSupport

/// Sharing what two contexts' tokens hold alike. `dscheck check` keeps the tokens of every
/// context at once, and a context resolves every token anew, with its own names, values and
/// references, though a modifier usually changes a few: at 100,000 tokens in four contexts the
/// copies of names and colours were about a quarter of the command's peak of memory, and the
/// other values' copies (with the colours inside shadows, borders and gradients) 14 MB more.
///
/// A part is shared only when it is the same to the byte, never merely equal: `==` takes `0`
/// for `-0` and canonically equivalent strings for one another, and a token must show the value
/// its own context gives it.
extension TokenSet {
    /// Makes each token use the storage of `other`'s token of the same name for its name, its
    /// alias target, its references, its value and its description wherever those are
    /// identical, so the copies this set made are freed; and the storage of `other`'s table of
    /// positions when both have the same names in the same order, which make the same table
    /// (1 MB at 100,000 tokens).
    package mutating func shareStorage(with other: TokenSet) {
        var sameNames = tokens.count == other.tokens.count
        for index in tokens.indices {
            guard let match = other.position(of: tokens[index].name) else {
                sameNames = false
                continue
            }
            sameNames = sameNames && match == index
            tokens[index].shareStorage(with: other.tokens[match])
        }
        if sameNames { positions = other.positions }
    }

    /// The storage of this set's token name that is `name` to the byte, or `name` itself: a walk
    /// of another context takes it for each token it lists, so the walk's own copy is freed at
    /// once rather than when the resolved set shares its storage.
    func sharedName(_ name: String) -> String {
        guard let match = position(of: name), tokens[match].name.matchesExactly(name) else { return name }
        return tokens[match].name
    }

    /// The storage of the value of this set's token named `name` when it is `value` to the bit
    /// (see ``TokenValue/matchesExactly(_:)``), or `value` itself: the resolution of another
    /// context takes it for each value it parses, so its own copy is freed at once.
    func sharedValue(_ value: TokenValue, of name: String) -> TokenValue {
        guard let match = position(of: name), let own = tokens[match].value, value.matchesExactly(own) else { return value }
        return own
    }
}

extension ResolvedToken {
    /// Takes `other`'s storage for each part that is identical to the byte.
    fileprivate mutating func shareStorage(with other: ResolvedToken) {
        if name.matchesExactly(other.name) { name = other.name }
        if references.count == other.references.count, zip(references, other.references).allSatisfy({ $0.matchesExactly($1) }) {
            references = other.references
        }
        if let value, let otherValue = other.value, value.matchesExactly(otherValue) { self.value = otherValue }
        if let notes, let otherNotes = other.notes, notes.matchesExactly(otherNotes) { self.notes = otherNotes }
    }
}

extension ResolvedToken.Notes {
    /// Whether both have the same deprecation and description to the byte, and no extensions
    /// (which are rare, and left unshared).
    fileprivate func matchesExactly(_ other: ResolvedToken.Notes) -> Bool {
        guard extensions == nil, other.extensions == nil else { return false }
        switch (deprecation, other.deprecation) {
        case (.active, .active): break
        case (.deprecated(let reason), .deprecated(let otherReason)) where reason.matchesExactly(otherReason): break
        default: return false
        }
        return description.matchesExactly(other.description)
    }
}

extension TokenValue {
    /// Whether both are the same value to the bit: equal, with every number of the same bits
    /// and every string of the same bytes.
    fileprivate func matchesExactly(_ other: TokenValue) -> Bool {
        guard self == other else { return false }
        switch (self, other) {
        case (.color(let color), .color(let otherColor)): return color.matchesExactly(otherColor)
        case (.dimension(let dimension), .dimension(let otherDimension)): return dimension.matchesExactly(otherDimension)
        case (.duration(let duration), .duration(let otherDuration)): return duration.matchesExactly(otherDuration)
        case (.fontFamily(let names), .fontFamily(let otherNames)): return names.matchesExactly(otherNames)
        case (.fontWeight(let weight), .fontWeight(let otherWeight)): return weight.matchesExactly(otherWeight)
        case (.cubicBezier(let points), .cubicBezier(let otherPoints)): return points.matchesExactly(otherPoints)
        case (.number(let number), .number(let otherNumber)): return number.bitPattern == otherNumber.bitPattern
        case (.strokeStyle(let style), .strokeStyle(let otherStyle)): return style.matchesExactly(otherStyle)
        case (.border(let border), .border(let otherBorder)):
            return border.color.matchesExactly(otherBorder.color) && border.width.matchesExactly(otherBorder.width)
                && border.style.matchesExactly(otherBorder.style)
        case (.transition(let transition), .transition(let otherTransition)):
            return transition.duration.matchesExactly(otherTransition.duration) && transition.delay.matchesExactly(otherTransition.delay)
                && transition.timingFunction.matchesExactly(otherTransition.timingFunction)
        case (.shadow(let shadow), .shadow(let otherShadow)):
            return zip(shadow.layers, otherShadow.layers).allSatisfy { layer, otherLayer in
                layer.color.matchesExactly(otherLayer.color) && layer.offsetX.matchesExactly(otherLayer.offsetX)
                    && layer.offsetY.matchesExactly(otherLayer.offsetY) && layer.blur.matchesExactly(otherLayer.blur)
                    && layer.spread.matchesExactly(otherLayer.spread)
            }
        case (.gradient(let stops), .gradient(let otherStops)):
            return zip(stops, otherStops).allSatisfy { stop, otherStop in
                stop.color.matchesExactly(otherStop.color) && stop.position.bitPattern == otherStop.position.bitPattern
            }
        case (.typography(let typography), .typography(let otherTypography)):
            return typography.fontFamily.matchesExactly(otherTypography.fontFamily)
                && typography.fontSize.matchesExactly(otherTypography.fontSize)
                && typography.fontWeight.matchesExactly(otherTypography.fontWeight)
                && typography.letterSpacing.matchesExactly(otherTypography.letterSpacing)
                && typography.lineHeight.bitPattern == otherTypography.lineHeight.bitPattern
        default: return false
        }
    }
}

extension TokenColor {
    fileprivate func matchesExactly(_ other: TokenColor) -> Bool {
        guard colorSpace == other.colorSpace, alpha.bitPattern == other.alpha.bitPattern,
            components.count == other.components.count
        else { return false }
        guard hex.matchesExactly(other.hex) else { return false }
        return zip(components, other.components).allSatisfy { component, otherComponent in
            switch (component, otherComponent) {
            case (.none, .none): true
            case (.value(let value), .value(let otherValue)): value.bitPattern == otherValue.bitPattern
            default: false
            }
        }
    }
}

extension Dimension {
    fileprivate func matchesExactly(_ other: Dimension) -> Bool {
        value.bitPattern == other.value.bitPattern && unit.matchesExactly(other.unit)
    }
}

extension Duration {
    fileprivate func matchesExactly(_ other: Duration) -> Bool {
        value.bitPattern == other.value.bitPattern && unit.matchesExactly(other.unit)
    }
}

extension FontWeight {
    fileprivate func matchesExactly(_ other: FontWeight) -> Bool {
        value.bitPattern == other.value.bitPattern && keyword.matchesExactly(other.keyword)
    }
}

extension StrokeStyle {
    fileprivate func matchesExactly(_ other: StrokeStyle) -> Bool {
        switch (self, other) {
        case (.keyword(let keyword), .keyword(let otherKeyword)):
            keyword.matchesExactly(otherKeyword)
        case (.dashes(let dashes, let lineCap), .dashes(let otherDashes, let otherLineCap)):
            lineCap.matchesExactly(otherLineCap) && zip(dashes, otherDashes).allSatisfy { $0.matchesExactly($1) }
        default: false
        }
    }
}

extension [Double] {
    /// Whether both hold numbers of the same bits (`==` takes `0` for `-0`).
    fileprivate func matchesExactly(_ other: [Double]) -> Bool {
        count == other.count && zip(self, other).allSatisfy { $0.bitPattern == $1.bitPattern }
    }
}

extension [String] {
    fileprivate func matchesExactly(_ other: [String]) -> Bool {
        count == other.count && zip(self, other).allSatisfy { $0.matchesExactly($1) }
    }
}

extension String {
    /// Whether both hold the same UTF-8 bytes (`==` compares canonical equivalence), compared
    /// as two buffers once their lengths agree, 8 bytes at a time (see ``WordwiseBytes``).
    fileprivate func matchesExactly(_ other: String) -> Bool {
        guard utf8.count == other.utf8.count else { return false }
        var text = self
        var otherText = other
        return text.withUTF8 { bytes in
            otherText.withUTF8 { otherBytes in WordwiseBytes.equal(UnsafeRawBufferPointer(bytes), UnsafeRawBufferPointer(otherBytes)) }
        }
    }
}

extension String? {
    /// Whether both are nil, or hold the same UTF-8 bytes.
    fileprivate func matchesExactly(_ other: String?) -> Bool {
        switch (self, other) {
        case (nil, nil): true
        case (let text?, let otherText?): text.matchesExactly(otherText)
        default: false
        }
    }
}
