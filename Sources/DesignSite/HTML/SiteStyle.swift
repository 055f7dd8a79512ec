/// The style sheet every page links (`site.css`, one file beside the pages rather than a copy in
/// each, so a large catalogue's site stays small): system fonts, light and dark by
/// `prefers-color-scheme`, the preview canvases, glass (blur and shadow only: a border is the
/// spec's own stroke, never added), and the press animation driven by the custom properties
/// each preview sets (`--press-*`).
enum SiteStyle {
    static let css = base + "\n" + shell + "\n" + gallery + "\n" + examples + "\n" + phoneAndPrint

    /// `rules` (a selector and its declarations each) for dark pages: under
    /// `prefers-color-scheme: dark` unless the reader chose light, and whenever the reader chose
    /// dark (`data-scheme` on the root element, set by ``NavigationScript``).
    static func dark(_ rules: [(selector: String, declarations: String)]) -> String {
        func scoped(_ scope: String) -> String {
            rules.map { ($0.selector == ":root" ? scope : scope + " " + $0.selector) + "{" + $0.declarations + "}" }.joined()
        }
        return "@media (prefers-color-scheme:dark){" + scoped(":root:not([data-scheme=light])") + "}\n" + scoped(":root[data-scheme=dark]")
    }

    /// Colours, type, and the previews.
    private static let base = """
        :root{--bg:#ffffff;--fg:#1d1d1f;--muted:#55555c;--link:#0a58ca;--border:#d2d2d7;--code:#f1f1f4;--stage:#e8e8ed;--stage-line:#dcdce2;--focus:#0a58ca}
        \(dark([(":root", "--bg:#151517;--fg:#f2f2f7;--muted:#b0b0b8;--link:#7ab8ff;--border:#3a3a40;--code:#26262b;--stage:#2a2a2f;--stage-line:#333339;--focus:#7ab8ff")]))
        :root{color-scheme:light dark}
        :root[data-scheme=light]{color-scheme:light}
        :root[data-scheme=dark]{color-scheme:dark}
        *{box-sizing:border-box}
        html{background:var(--bg);color:var(--fg);font:16px/1.55 system-ui,-apple-system,"Segoe UI",sans-serif}
        body{margin:0}
        a{color:var(--link)}
        a:focus-visible,button:focus-visible,input:focus-visible{outline:3px solid var(--focus);outline-offset:2px}
        .skip-link{position:absolute;left:8px;top:-48px;padding:8px 12px;background:var(--bg);color:var(--link);border:2px solid var(--focus);z-index:10}
        .skip-link:focus{top:8px}
        .visually-hidden{position:absolute;width:1px;height:1px;margin:0;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
        h1,h2,h3{line-height:1.25}
        h2{margin-top:2.2em;padding-top:.4em;border-top:1px solid var(--border)}
        h1 a.anchor,h2 a.anchor,h3 a.anchor,h4 a.anchor{color:inherit;text-decoration:none}
        h1 a.anchor:hover,h2 a.anchor:hover,h3 a.anchor:hover,h4 a.anchor:hover{text-decoration:underline}
        code{background:var(--code);padding:.1em .3em;border-radius:4px;font-size:.9em}
        pre{background:var(--code);padding:12px;border-radius:8px;overflow:auto}
        pre code{padding:0}
        th,td{border:1px solid var(--border);padding:6px 10px;text-align:left;vertical-align:top}
        th{background:var(--code)}
        td img{vertical-align:middle;margin-right:.4em}
        .badges{display:flex;gap:8px;flex-wrap:wrap}
        .badge{display:inline-block;padding:2px 10px;border-radius:999px;font-size:.85rem;font-weight:600;background:#e6e6eb;color:#1d1d1f}
        .badge-stable{background:#d3f3dd;color:#0b4d24}
        .badge-beta{background:#dce9ff;color:#0a3f8f}
        .badge-experimental{background:#fdebc8;color:#6b4200}
        .badge-deprecated{background:#fbd9d9;color:#7d1414}
        .previews .variant{margin:1.5em 0}
        .preview-row,.build-steps{display:flex;flex-wrap:wrap;gap:16px;align-items:flex-start}
        .build-steps{list-style:none;padding:0}
        .build-steps li{flex:0 1 14rem}
        figure{margin:0}
        figcaption{font-size:.9rem;color:var(--muted);margin-top:6px;max-width:22rem}
        .stage{display:flex;align-items:center;justify-content:center;padding:24px;border-radius:12px;overflow:auto;background-color:var(--stage)}
        .stage-checker{background-image:linear-gradient(45deg,var(--stage-line) 25%,transparent 25%,transparent 75%,var(--stage-line) 75%),linear-gradient(45deg,var(--stage-line) 25%,transparent 25%,transparent 75%,var(--stage-line) 75%);background-size:16px 16px;background-position:0 0,8px 8px}
        .screen-stage{justify-content:flex-start}
        .scheme-dark{display:none}
        \(dark([(".stage.scheme-light", "display:none"), (".stage.scheme-dark", "display:flex")]))
        .canvas{position:relative;display:inline-block;flex:none}
        .canvas .face{position:absolute;left:0;top:0;width:100%;height:100%;display:block;transition:transform var(--press-duration,0s) var(--press-curve,linear),opacity var(--press-duration,0s) var(--press-curve,linear)}
        .canvas svg,.glass,.glass-dimming{position:absolute;left:0;top:0;display:block}
        .canvas svg{overflow:visible}
        .glass{background:var(--glass-tint,rgba(255,255,255,.16));backdrop-filter:blur(12px) saturate(1.6);box-shadow:0 8px 24px rgba(0,0,0,.18);transition:transform var(--press-duration,.2s) ease-out}
        .glass-clear{background:var(--glass-tint,rgba(255,255,255,.05));backdrop-filter:blur(3px) saturate(1.2)}
        .pressable{display:inline-block;padding:0;margin:0;border:0;background:none;cursor:pointer;border-radius:8px;font:inherit;color:inherit}
        .pressable:active .face{transform:translate(var(--press-x,0px),var(--press-y,0px)) scale(var(--press-scale,1));opacity:var(--press-face-opacity,1)}
        .press-layer{transition:transform var(--press-duration,0s) var(--press-curve,linear),opacity var(--press-duration,0s) var(--press-curve,linear);transform-box:fill-box;transform-origin:center}
        .pressable:active .press-layer{transform:translate(var(--press-dx,0px),var(--press-dy,0px)) scale(var(--press-layer-scale,1));opacity:var(--press-opacity,1)}
        .pressable:active .glass-interactive{transform:scale(1.04)}
        .screen{position:relative;flex:none;overflow:hidden;border-radius:24px;background:#ffffff}
        .screen .node{position:absolute;left:0;top:0;display:block}
        .screen .node>svg{position:static;overflow:visible}
        footer{max-width:72rem;margin:3em auto 0;padding:16px 24px;border-top:1px solid var(--border);color:var(--muted);font-size:.9rem}
        @media (prefers-reduced-motion:reduce){.canvas .face,.press-layer,.glass{transition:none}}
        """ + "\n" + PreviewStyle.css + "\n" + ComponentPageStyle.css + "\n" + ComponentReferenceStyle.css + "\n" + TokensStyle.css
}

extension SiteStyle {
    /// The header (site name, navigation, search box and its results panel), the page column
    /// (beside the sidebar on wide screens, in the second column of the grid even while the
    /// sidebar is hidden, before the script fills it or without JavaScript, so the content is
    /// never laid out in the sidebar's 15rem), tables that scroll inside their own box, and the
    /// maintainers' page's folded lists of findings.
    fileprivate static let shell = """
        .site-header{display:flex;flex-wrap:wrap;gap:6px 20px;align-items:center;padding:8px 24px;border-bottom:1px solid var(--border);background:var(--bg)}
        .site-name{font-weight:700;text-decoration:none;color:var(--fg)}
        .site-header nav ul{display:flex;flex-wrap:wrap;gap:4px 16px;list-style:none;margin:0;padding:0}
        .search{position:relative;margin-left:auto}
        .search input{font:inherit;padding:4px 10px;border:1px solid var(--muted);border-radius:8px;background:var(--bg);color:var(--fg);width:16rem;max-width:100%}
        .search-panel{position:absolute;right:0;z-index:5;margin-top:4px;background:var(--bg);border:1px solid var(--border);border-radius:10px;width:24rem;max-width:calc(100vw - 32px);box-shadow:0 8px 24px rgba(0,0,0,.18)}
        .search-count{margin:0;padding:6px 12px;font-size:.85rem;color:var(--muted);border-bottom:1px solid var(--border)}
        .search-results{margin:0;padding:0;list-style:none;max-height:60vh;overflow:auto}
        .search-results li{padding:6px 12px;border-bottom:1px solid var(--border)}
        .search-results .kind{color:var(--muted);font-size:.8rem;margin-left:.5em}
        @media (min-width:48rem){.site-header{position:sticky;top:0;z-index:20;height:var(--header-height)}}
        :root{--header-height:3.25rem}
        .scheme-toggle{font:inherit;font-size:.85rem;padding:3px 12px;border:1px solid var(--muted);border-radius:8px;background:var(--bg);color:var(--fg);cursor:pointer}
        main{max-width:72rem;margin:0 auto;padding:24px;overflow-wrap:anywhere}
        .sidebar summary{font-weight:600;cursor:pointer;margin:12px 0 4px}
        .sidebar ul{list-style:none;margin:0 0 8px;padding:0}
        .sidebar li a{display:block;padding:3px 8px;border-radius:6px;color:var(--fg);text-decoration:none}
        .sidebar li a:hover{background:var(--code)}
        .sidebar li a[aria-current=page]{background:var(--code);color:var(--link);font-weight:600}
        @media (max-width:74.99rem){.sidebar{display:flex;flex-wrap:wrap;align-items:baseline;gap:0 .75rem;padding:2px 16px;border-bottom:1px solid var(--border);font-size:.85rem}.sidebar details{min-width:0}.sidebar details[open]{flex-basis:100%}.sidebar summary{margin:6px 0}.sidebar details[open] ul{columns:2 10rem;column-gap:1rem}}
        @media (min-width:75rem){.layout{display:grid;grid-template-columns:15rem minmax(0,1fr);max-width:88rem;margin:0 auto}.layout main{grid-column:2;margin:0;min-width:0}.sidebar{position:sticky;top:var(--header-height);align-self:start;max-height:calc(100vh - var(--header-height));overflow:auto;padding:12px 12px 24px 24px;font-size:.9rem;border-right:1px solid var(--border)}}
        table{display:block;max-width:100%;overflow-x:auto;border-collapse:collapse;margin:1em 0;font-size:.92rem;overflow-wrap:normal}
        .maintainers-fold{margin:.2em 0 1.4em}.maintainers-fold>summary{cursor:pointer;color:var(--link);font-weight:600;width:fit-content}
        """

    /// The home page's health strip and its gallery of cards.
    fileprivate static let gallery = """
        .health{display:flex;flex-wrap:wrap;gap:8px 10px;align-items:center;margin:1em 0;padding:0}
        .health-item{display:inline-flex;align-items:center;gap:6px;padding:3px 12px;border-radius:999px;border:1px solid var(--border);font-size:.9rem}
        .health-item::before{content:"";width:.6em;height:.6em;border-radius:50%;background:var(--muted)}
        .health-error::before{background:#d70015}
        .health-warning::before{background:#c93400}
        .health-info::before{background:#0a58ca}
        .health-waived::before{background:transparent;border:1px solid var(--muted)}
        .health-link{margin-left:4px;font-weight:600}
        .cards{display:grid;grid-template-columns:repeat(auto-fill,minmax(min(100%,15rem),1fr));gap:20px;list-style:none;margin:1em 0;padding:0}
        .card{position:relative;display:flex;flex-direction:column;border:1px solid var(--border);border-radius:14px;overflow:hidden;background:var(--bg)}
        .card:hover{border-color:var(--muted)}
        .card:focus-within{outline:3px solid var(--focus);outline-offset:2px}
        .card .card-stage{height:10rem;padding:12px;border-radius:0;overflow:hidden}
        .card h3{margin:12px 16px 4px;font-size:1.05rem}
        .card h3 a{color:var(--fg);text-decoration:none}
        .card h3 a::after{content:"";position:absolute;inset:0}
        .card h3 a:focus-visible{outline:none}
        .card-purpose{margin:0 16px;color:var(--muted);font-size:.9rem;display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical;overflow:hidden}
        .card-meta{margin:auto 16px 14px;padding-top:10px;display:flex;flex-wrap:wrap;gap:6px 8px;align-items:center;font-size:.85rem;color:var(--muted)}
        .card-meta>*{white-space:nowrap}
        .card-empty{color:var(--muted);font-size:.9rem}
        .cards .card .screen-card-stage{height:auto}
        .thumb{position:relative;flex:none;overflow:hidden}
        .thumb-content{position:absolute;left:0;top:0;transform-origin:0 0}
        .thumb .screen{border-radius:24px}
        """

    /// A rule page's Don't / Do examples.
    fileprivate static let examples = """
        .rule-examples{display:grid;grid-template-columns:repeat(auto-fill,minmax(min(100%,26rem),1fr));gap:20px;margin:1em 0}
        .rule-example{display:flex;flex-direction:column;border:1px solid var(--border);border-top:4px solid var(--verdict);border-radius:12px;overflow:hidden;--verdict:#1a7f37}
        .rule-example-dont{--verdict:#d70015}
        .rule-example .rule-example-stage{border-radius:0;min-height:8rem;flex-wrap:wrap;gap:12px}
        .rule-example-state{display:flex;flex-direction:column;align-items:center;gap:4px}
        .rule-example figcaption{margin:10px 14px 0;max-width:none;color:var(--fg)}
        .verdict{color:var(--verdict);margin-right:.3em}
        .rule-example details{margin:8px 14px 12px;font-size:.9rem}
        .rule-example summary{cursor:pointer;color:var(--muted)}
        .rule-example pre{font-size:.8rem}
        \(dark([
            (".rule-example", "--verdict:#4ac26b"), (".rule-example-dont", "--verdict:#ff6b6b"), (".health-error::before", "background:#ff6b6b"),
            (".health-warning::before", "background:#ff9f0a"), (".health-info::before", "background:#7ab8ff"),
        ]))
        """

    /// Phones (no page scrolls sideways, the header stays small; a glass stage, which brings its
    /// own backdrop, fills its stage's width so 342 pt of it fits a 390 pt phone; a component's
    /// card thumbnail is zoomed to 65 % so its 232 × 128 box fits a half-width card uncropped)
    /// and print (no search box, no sticky header, every folded section open).
    fileprivate static let phoneAndPrint = """
        @media (max-width:40rem){.site-header{padding:8px 16px;gap:4px 12px}.search{margin-left:0;flex:1 1 10rem}.search input{width:100%}main{padding:16px}footer{padding:16px}.cards{grid-template-columns:1fr 1fr;gap:12px}.card .card-stage{height:7rem;padding:8px}.card .card-stage:not(.screen-card-stage) .thumb{zoom:.65}.card h3{margin:8px 10px 2px;font-size:.95rem}.card-purpose{margin:0 10px;font-size:.85rem}.card-meta{margin:auto 10px 10px;padding-top:6px}.stage{padding:12px}main .stage:has(>.glass-stage){padding-left:0;padding-right:0}}
        @media (max-width:22rem){.cards{grid-template-columns:1fr}}
        @media (max-width:40rem){table,tbody,tr,td{display:block}table{overflow:visible}thead{display:none}tr{border:1px solid var(--border);border-radius:10px;margin:0 0 10px;padding:6px 12px}td{border:0;padding:3px 0;overflow-wrap:anywhere}td[data-label]:not([data-label=""])::before{content:attr(data-label);display:block;font-size:.75rem;font-weight:600;color:var(--muted)}}
        @media print{.search,.skip-link,.sidebar,.scheme-toggle{display:none}.site-header{position:static}.site-header nav{display:none}details::details-content{content-visibility:visible;display:block}details>summary{list-style:none}main{max-width:none;padding:0}a{color:inherit}.stage{break-inside:avoid}.card,.rule-example{break-inside:avoid}}
        """
}
