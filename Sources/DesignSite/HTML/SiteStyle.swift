/// The style sheet every page links (`site.css`, one file beside the pages rather than a copy in
/// each, so a large catalogue's site stays small): system fonts, light and dark by
/// `prefers-color-scheme`, the preview canvases, glass, and the press animation driven by the
/// custom properties each preview sets (`--press-*`).
enum SiteStyle {
    static let css = """
        :root{--bg:#ffffff;--fg:#1d1d1f;--muted:#55555c;--link:#0a58ca;--border:#d2d2d7;--code:#f1f1f4;--stage:#e8e8ed;--stage-line:#dcdce2;--focus:#0a58ca}
        @media (prefers-color-scheme:dark){:root{--bg:#151517;--fg:#f2f2f7;--muted:#b0b0b8;--link:#7ab8ff;--border:#3a3a40;--code:#26262b;--stage:#2a2a2f;--stage-line:#333339;--focus:#7ab8ff}}
        *{box-sizing:border-box}
        html{background:var(--bg);color:var(--fg);font:16px/1.55 system-ui,-apple-system,"Segoe UI",sans-serif}
        body{margin:0}
        a{color:var(--link)}
        a:focus-visible,button:focus-visible,input:focus-visible{outline:3px solid var(--focus);outline-offset:2px}
        .skip-link{position:absolute;left:8px;top:-48px;padding:8px 12px;background:var(--bg);color:var(--link);border:2px solid var(--focus);z-index:10}
        .skip-link:focus{top:8px}
        .site-header{display:flex;flex-wrap:wrap;gap:8px 24px;align-items:center;padding:12px 24px;border-bottom:1px solid var(--border)}
        .site-name{font-weight:700;text-decoration:none;color:var(--fg)}
        .site-header nav ul{display:flex;gap:16px;list-style:none;margin:0;padding:0}
        .visually-hidden{position:absolute;width:1px;height:1px;margin:0;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
        .search{position:relative;margin-left:auto}
        .search label{display:block;font-size:.8rem;color:var(--muted)}
        .search input{font:inherit;padding:4px 8px;border:1px solid var(--muted);border-radius:6px;background:var(--bg);color:var(--fg);width:16rem}
        .search-results{position:absolute;right:0;z-index:5;margin:4px 0 0;padding:0;list-style:none;background:var(--bg);border:1px solid var(--border);border-radius:8px;min-width:20rem;max-height:60vh;overflow:auto}
        .search-results:empty{display:none}
        .search-results li{padding:6px 10px;border-bottom:1px solid var(--border)}
        .search-results .kind{color:var(--muted);font-size:.8rem;margin-left:.5em}
        main{max-width:72rem;margin:0 auto;padding:24px}
        h1,h2,h3{line-height:1.25}
        h2{margin-top:2.2em;padding-top:.4em;border-top:1px solid var(--border)}
        h1 a.anchor,h2 a.anchor,h3 a.anchor,h4 a.anchor{color:inherit;text-decoration:none}
        h1 a.anchor:hover,h2 a.anchor:hover,h3 a.anchor:hover,h4 a.anchor:hover{text-decoration:underline}
        code{background:var(--code);padding:.1em .3em;border-radius:4px;font-size:.9em}
        pre{background:var(--code);padding:12px;border-radius:8px;overflow:auto}
        pre code{padding:0}
        table{display:block;overflow-x:auto;border-collapse:collapse;margin:1em 0;font-size:.92rem}
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
        .stage{display:flex;align-items:center;justify-content:center;padding:24px;border-radius:12px;overflow:auto;background-color:var(--stage);background-image:linear-gradient(45deg,var(--stage-line) 25%,transparent 25%,transparent 75%,var(--stage-line) 75%),linear-gradient(45deg,var(--stage-line) 25%,transparent 25%,transparent 75%,var(--stage-line) 75%);background-size:16px 16px;background-position:0 0,8px 8px}
        .screen-stage{justify-content:flex-start}
        .scheme-dark{display:none}
        @media (prefers-color-scheme:dark){.stage.scheme-light{display:none}.stage.scheme-dark{display:flex}}
        .canvas{position:relative;display:inline-block;flex:none}
        .canvas .face{position:absolute;left:0;top:0;width:100%;height:100%;display:block;transition:transform var(--press-duration,0s) var(--press-curve,linear),opacity var(--press-duration,0s) var(--press-curve,linear)}
        .canvas svg,.glass,.glass-dimming{position:absolute;left:0;top:0;display:block}
        .canvas svg{overflow:visible}
        .glass{background:var(--glass-tint,rgba(255,255,255,.16));backdrop-filter:blur(12px) saturate(1.6);box-shadow:inset 0 1px 0 rgba(255,255,255,.45),0 8px 24px rgba(0,0,0,.18);border:1px solid rgba(255,255,255,.3);transition:transform var(--press-duration,.2s) ease-out}
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
        """ + "\n" + ComponentPageStyle.css
}
