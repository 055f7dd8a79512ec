import DesignSupport

/// Turns an SVG file into a ``SVGElement`` tree that is safe to inline in a page: only drawing
/// elements and presentation attributes are kept, every reference must point inside the file
/// (`#id`), and anything that could run script, load something or reach the page is a problem
/// with its line and column: `<script>`, `<foreignObject>`, `<style>`, `<image>`, links and
/// animations, `on…` event attributes, `javascript:` and other external `href`s or `url(…)`s.
/// Editor metadata (`<title>`, `<desc>`, `<metadata>`, namespaced elements and attributes) and
/// attributes the previews have no use for (`class`, `data-…`) are dropped silently.
enum SVGSanitizer {
    /// A problem that makes the file unusable, at its line and column in the file.
    struct Problem: Equatable {
        var message: String
        var line: Int
        var column: Int
    }

    /// The sanitised root and its size, or every problem found.
    static func read(_ bytes: [UInt8]) -> Result<(root: SVGElement, width: Double, height: Double), ProblemList> {
        let node: XMLScanner.Node
        switch XMLScanner.root(of: bytes) {
        case .success(let root): node = root
        case .failure(let failure): return .failure(ProblemList([Problem(message: failure.message, line: failure.line, column: failure.column)]))
        }
        var problems: [Problem] = []
        guard node.name == "svg" else {
            return .failure(
                ProblemList([
                    Problem(message: "the root element is <\(node.name)>; an SVG asset starts with <svg>", line: node.line, column: node.column)
                ]))
        }
        let root = element(node, problems: &problems)
        guard problems.isEmpty, let root else { return .failure(ProblemList(problems)) }
        switch intrinsicSize(root) {
        case .success(let size): return .success((root, size.width, size.height))
        case .failure(let problem): return .failure(ProblemList([Problem(message: problem.message, line: node.line, column: node.column)]))
        }
    }

    /// Problems as an error value.
    struct ProblemList: Error, Equatable {
        var problems: [Problem]
        init(_ problems: [Problem]) { self.problems = problems }
    }

    // MARK: Elements

    /// The elements kept: shapes, groups, paint servers, clips and masks, and local `<use>`.
    static let allowedElements: Set<String> = [
        "svg", "g", "defs", "symbol", "use", "path", "rect", "circle", "ellipse", "line", "polyline", "polygon",
        "linearGradient", "radialGradient", "stop", "clipPath", "mask",
    ]

    /// Elements dropped with what they hold: descriptions and editor metadata.
    static let droppedElements: Set<String> = ["title", "desc", "metadata"]

    /// Why an element that is neither kept nor dropped is refused.
    static func refusal(of name: String) -> String {
        switch name.lowercased() {
        case "script": "<script> runs code; an asset may not hold scripts"
        case "foreignobject": "<foreignObject> embeds HTML; draw with SVG shapes instead"
        case "style": "<style> reaches the page's styles; use presentation attributes such as fill=\"…\""
        case "image", "feimage": "<\(name)> loads another image; draw it with SVG shapes or add it as its own asset"
        case "a": "<a> is a link; an asset may not hold links"
        case "animate", "set", "animatetransform", "animatemotion": "<\(name)> can change attributes after sanitising; assets are still"
        case "iframe", "embed", "object", "audio", "video", "canvas": "<\(name)> embeds other content; an asset may not hold it"
        default: "<\(name)> is not drawn by the previews; use paths, shapes, groups, gradients, clip paths and masks"
        }
    }

    private static func element(_ node: XMLScanner.Node, problems: inout [Problem]) -> SVGElement? {
        var attributes: [SVGElement.Attribute] = []
        for attribute in node.attributes {
            let at = (attribute.line, attribute.column)
            let lowered = attribute.name.lowercased()
            if lowered.hasPrefix("on") {
                problems.append(Problem(message: "\(attribute.name) is an event attribute, which runs script; remove it", line: at.0, column: at.1))
            } else if lowered == "style" {
                for (name, written) in declarations(attribute.value) {
                    let value = cssDecoded(written)
                    if let problem = valueProblem(name, value) {
                        problems.append(Problem(message: problem, line: at.0, column: at.1))
                    } else if allowedAttributes.contains(name), !attributes.contains(where: { $0.name == name }) {
                        attributes.append(SVGElement.Attribute(name: name, value: value))
                    }
                }
            } else if lowered == "href" || lowered == "xlink:href" {
                if let problem = valueProblem("href", attribute.value) {
                    problems.append(Problem(message: problem, line: at.0, column: at.1))
                } else {
                    attributes.append(SVGElement.Attribute(name: "href", value: attribute.value))
                }
            } else if allowedAttributes.contains(attribute.name) {
                // A presentation attribute is read as a CSS value, escapes and all, so it is
                // judged, and kept, decoded: what is judged is what the page gets.
                let value = attribute.name == "id" ? attribute.value : cssDecoded(attribute.value)
                if let problem = valueProblem(attribute.name, value) {
                    problems.append(Problem(message: problem, line: at.0, column: at.1))
                } else if attribute.name != "id" || isSafeID(value) {
                    attributes.removeAll { $0.name == attribute.name }
                    attributes.append(SVGElement.Attribute(name: attribute.name, value: value))
                }
            }
        }
        var children: [SVGElement] = []
        for child in node.children {
            if droppedElements.contains(child.name) || child.name.contains(":") { continue }
            guard allowedElements.contains(child.name) else {
                problems.append(Problem(message: refusal(of: child.name), line: child.line, column: child.column))
                continue
            }
            if let kept = element(child, problems: &problems) { children.append(kept) }
        }
        return SVGElement(name: node.name, attributes: attributes, children: children)
    }

    // MARK: Attributes

    /// Geometry and presentation attributes kept as written.
    static let allowedAttributes: Set<String> = [
        "id", "viewBox", "preserveAspectRatio", "width", "height", "x", "y", "x1", "y1", "x2", "y2", "cx", "cy", "r", "rx",
        "ry", "fx", "fy", "fr", "d", "points", "pathLength", "transform", "offset", "gradientUnits", "gradientTransform",
        "spreadMethod", "clipPathUnits", "maskUnits", "maskContentUnits", "fill", "fill-opacity", "fill-rule", "stroke",
        "stroke-width", "stroke-opacity", "stroke-linecap", "stroke-linejoin", "stroke-miterlimit", "stroke-dasharray",
        "stroke-dashoffset", "opacity", "stop-color", "stop-opacity", "clip-path", "clip-rule", "mask", "color", "display",
        "visibility", "vector-effect", "shape-rendering", "paint-order",
    ]

    /// The `name: value` declarations of a `style` attribute, lowercased names, trimmed values.
    static func declarations(_ style: String) -> [(String, String)] {
        style.split(separator: ";").compactMap { declaration in
            let parts = declaration.split(separator: ":", maxSplits: 1)
            guard parts.count == 2 else { return nil }
            return (parts[0].trimmingSpacesAndNewlines().lowercased(), parts[1].trimmingSpacesAndNewlines())
        }
    }

    /// Why a value may not be kept: a reference that leaves the file, or a scheme or construct
    /// that runs script.
    static func valueProblem(_ name: String, _ value: String) -> String? {
        let squeezed = String(value.lowercased().unicodeScalars.filter { $0.value > 0x20 }.map(Character.init))
        for marker in ["javascript:", "vbscript:", "data:", "expression(", "@import", "<", ">"] where squeezed.contains(marker) {
            return "\(name)=\"\(value.prefix(60))\" holds \(marker); an asset may reference only its own elements (\"#id\")"
        }
        if name == "href" {
            return squeezed.hasPrefix("#") && isSafeID(String(value.trimmingSpacesAndNewlines().dropFirst()))
                ? nil : "href=\"\(value.prefix(60))\" points outside the file; an asset may reference only its own elements (\"#id\")"
        }
        return functionProblem(name, value, squeezed: squeezed)
    }

    /// The CSS functions a kept value may call: colours and transforms, which compute nothing
    /// from outside the file, and `url` (judged on its own: only `url(#id)`).
    static let allowedFunctions: Set<String> = [
        "rgb", "rgba", "hsl", "hsla", "hwb", "lab", "lch", "oklab", "oklch", "color", "matrix", "translate", "translatex",
        "translatey", "scale", "scalex", "scaley", "rotate", "skewx", "skewy", "url",
    ]

    /// Why a value's functions may not be kept: any function outside ``allowedFunctions``
    /// (`image-set(…)`, `var(…)`, `src(…)`), and any `url(…)` but a reference to one of the
    /// asset's own elements by a plain id.
    private static func functionProblem(_ name: String, _ value: String, squeezed: String) -> String? {
        let scalars = Array(squeezed.unicodeScalars)
        for (index, scalar) in scalars.enumerated() where scalar == "(" {
            var start = index
            while start > 0, scalars[start - 1].properties.isAlphabetic || scalars[start - 1] == "-" || ("0"..."9").contains(scalars[start - 1]) {
                start -= 1
            }
            let function = String(String.UnicodeScalarView(scalars[start..<index]))
            guard allowedFunctions.contains(function) else {
                return
                    "\(name)=\"\(value.prefix(60))\" calls \(function.isEmpty ? "a bracket" : function + "()"); an asset's values may hold colours, transforms and url(#id) only"
            }
            guard function == "url" else { continue }
            var target = String(String.UnicodeScalarView(scalars[(index + 1)...].prefix { $0 != ")" }))
            if let quote = target.first, quote == "\"" || quote == "'", target.count >= 2, target.last == quote {
                target = String(target.dropFirst().dropLast())
            }
            guard target.hasPrefix("#"), isSafeID(String(target.dropFirst())) else {
                return "\(name)=\"\(value.prefix(60))\" refers outside the file; use url(#id) for an element of the asset"
            }
        }
        return nil
    }

    /// `value` as CSS reads it (CSS Syntax Level 3, 4.3.7 and 4.3.2): comments removed, and
    /// each escape (`\\75` or `\\75 ` for `u`, `\\(` for `(`) replaced by the character it
    /// stands for, so `u\\72l(…)` is judged as the `url(…)` a browser sees. An escape of zero,
    /// a surrogate or a code point past U+10FFFF becomes U+FFFD, as in CSS.
    static func cssDecoded(_ value: String) -> String {
        let scalars = Array(value.unicodeScalars)
        var decoded = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
                var end = index + 2
                while end + 1 < scalars.count, !(scalars[end] == "*" && scalars[end + 1] == "/") { end += 1 }
                index = end + 2
                continue
            }
            guard scalar == "\\", index + 1 < scalars.count else {
                decoded.append(scalar)
                index += 1
                continue
            }
            var end = index + 1
            var code: UInt32 = 0
            while end < scalars.count, end - index <= 6, scalars[end].isASCII, let digit = Int(String(scalars[end]), radix: 16) {
                code = code << 4 | UInt32(digit)
                end += 1
            }
            if end == index + 1 {
                if scalars[end] != "\n" { decoded.append(scalars[end]) }
                index = end + 1
                continue
            }
            if end < scalars.count, scalars[end] == " " || scalars[end] == "\t" || scalars[end] == "\n" { end += 1 }
            decoded.append(code == 0 || (0xD800...0xDFFF).contains(code) ? "\u{FFFD}" : Unicode.Scalar(code) ?? "\u{FFFD}")
            index = end
        }
        return String(decoded)
    }

    /// Whether `id` is a plain XML id (letters, digits, `_`, `-`, `.`, not starting with a digit),
    /// which can be prefixed and referenced without escaping.
    static func isSafeID(_ id: String) -> Bool {
        guard let first = id.unicodeScalars.first, first.properties.isAlphabetic || first == "_" else { return false }
        return id.unicodeScalars.allSatisfy {
            $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "_-.".unicodeScalars.contains($0))
        }
    }

    // MARK: Size

    /// The largest width or height an asset may have, in px: far beyond any icon or
    /// illustration, and small enough that every drawing of it stays a sane size.
    static let maximumSide = 10_000.0

    /// Why an SVG has no size dscheck can draw it at, as a sentence.
    struct SizeProblem: Error {
        let message: String
    }

    /// The width and height the asset is drawn at when nothing else says: `width` and `height`
    /// in px (or unitless), else the `viewBox` size; the error names what is wrong with them.
    static func intrinsicSize(_ root: SVGElement) -> Result<(width: Double, height: Double), SizeProblem> {
        let boxText = root.attribute("viewBox")
        let box = boxText.map(numbers) ?? []
        if let boxText, box.count != 4 {
            return .failure(SizeProblem(message: "the <svg>'s viewBox=\"\(boxText)\" is not four numbers; write it as viewBox=\"0 0 24 24\""))
        }
        var sides: [Double] = []
        for (name, fromBox) in [("width", box.count == 4 ? box[2] : nil), ("height", box.count == 4 ? box[3] : nil)] {
            guard let text = root.attribute(name) else {
                guard let fromBox else {
                    return .failure(
                        SizeProblem(message: "the <svg> gives no size; add a viewBox such as viewBox=\"0 0 24 24\" (or width and height)"))
                }
                sides.append(fromBox)
                continue
            }
            guard let value = length(text) else {
                return .failure(SizeProblem(message: "the <svg>'s \(name)=\"\(text)\" is not a length in px; write a number such as \(name)=\"24\""))
            }
            sides.append(value)
        }
        let (width, height) = (sides[0], sides[1])
        let size = "\(JSONOutput.format(width)) × \(JSONOutput.format(height))"
        guard width > 0, height > 0 else {
            return .failure(SizeProblem(message: "the <svg> is \(size); its width and height must be more than 0"))
        }
        guard width <= maximumSide, height <= maximumSide else {
            return .failure(
                SizeProblem(
                    message:
                        "the <svg> is \(size) px, larger than the \(JSONOutput.format(maximumSide)) × \(JSONOutput.format(maximumSide)) an asset may be; give it the size it is drawn at, such as viewBox=\"0 0 24 24\""
                ))
        }
        return .success((width, height))
    }

    /// The numbers of a list such as a viewBox.
    static func numbers(_ text: String) -> [Double] {
        text.split { $0 == " " || $0 == "," || $0 == "\t" || $0 == "\n" || $0 == "\r" }.compactMap { Double($0) }.filter(\.isFinite)
    }

    private static func length(_ text: String) -> Double? {
        let trimmed = text.trimmingSpacesAndNewlines()
        let number = trimmed.hasSuffix("px") ? String(trimmed.dropLast(2)) : trimmed
        return Double(number).flatMap { $0.isFinite ? $0 : nil }
    }
}
