internal import CCmarkGFM
import DesignSupport
import Synchronization

/// Renders GitHub Flavored Markdown to an HTML fragment using cmark-gfm.
///
/// The renderer enables the GFM `table`, `strikethrough`, `autolink`,
/// `tasklist` and `tagfilter` extensions. It never passes raw HTML through:
/// cmark-gfm replaces raw HTML blocks and inline tags with
/// `<!-- raw HTML omitted -->` and drops links whose scheme is unsafe
/// (`javascript:`, `vbscript:`, `file:`, and `data:` except for images).
///
/// The renderer holds no state, so one instance may be shared freely
/// across threads and tasks.
package struct MarkdownRenderer: Sendable {
    /// The GFM syntax extensions attached to every parser, by cmark-gfm name.
    private static let extensionNames = ["table", "strikethrough", "autolink", "tasklist", "tagfilter"]

    /// Parse and render options. `CMARK_OPT_UNSAFE` is deliberately absent,
    /// which keeps raw HTML and unsafe link schemes out of the output.
    private static let options = CMARK_OPT_DEFAULT | CMARK_OPT_VALIDATE_UTF8

    /// Creates a renderer.
    package init() {}

    /// Renders `markdown` as an HTML fragment (no `<html>` or `<body>` wrapper).
    ///
    /// The same input always yields the same output, and an empty input
    /// yields an empty string.
    ///
    /// - Parameter markdown: GitHub Flavored Markdown source.
    /// - Returns: The rendered HTML.
    package func html(from markdown: String) -> String {
        var html = MarkupBuffer()
        appendHTML(from: markdown, to: &html)
        return html.text
    }

    /// Appends the HTML of `markdown` (see ``html(from:)``) to `html` as UTF-8, copied
    /// straight from cmark-gfm's buffer: the site writes its pages as bytes.
    func appendHTML(from markdown: String, to html: inout MarkupBuffer) {
        _ = coreExtensionsRegistered

        guard let parser = cmark_parser_new(Self.options) else {
            preconditionFailure("cmark_parser_new failed to allocate a parser")
        }
        defer { cmark_parser_free(parser) }

        for name in Self.extensionNames {
            guard let syntaxExtension = cmark_find_syntax_extension(name) else {
                preconditionFailure("cmark-gfm core extension '\(name)' is not registered")
            }
            cmark_parser_attach_syntax_extension(parser, syntaxExtension)
        }

        var source = markdown
        var parsed: OpaquePointer?
        parsing.withLock { _ in
            source.withUTF8 { bytes in
                bytes.withMemoryRebound(to: CChar.self) { chars in
                    cmark_parser_feed(parser, chars.baseAddress, chars.count)
                }
            }
            parsed = cmark_parser_finish(parser)
        }
        guard let document = parsed else {
            preconditionFailure("cmark_parser_finish returned no document")
        }
        defer { cmark_node_free(document) }

        guard let rendered = cmark_render_html(document, Self.options, cmark_parser_get_syntax_extensions(parser)) else {
            preconditionFailure("cmark_render_html failed to allocate its output")
        }
        defer { free(rendered) }
        rendered.withMemoryRebound(to: UInt8.self, capacity: 1) { html.append(UnsafeBufferPointer(start: $0, count: strlen(rendered))) }
    }
}

/// Held while cmark-gfm parses. Parsing adds the extensions' special characters (such as `~`
/// for strikethrough) to a table shared by every parser and removes them when it finishes, so
/// two documents parsed at once can lose each other's strikethrough (seen in tests: `~~b~~`
/// left as text). Rendering the parsed documents needs no lock.
private let parsing = Mutex(())

/// Registers the cmark-gfm core extensions exactly once per process.
///
/// `cmark_gfm_core_extensions_ensure_registered` guards itself with an
/// unsynchronised flag; Swift initialises global constants lazily and
/// atomically, which makes the registration thread-safe.
private let coreExtensionsRegistered: Void = cmark_gfm_core_extensions_ensure_registered()
