/// The token pages' part of the style sheet (joined into `site.css` by ``SiteStyle``): token
/// entries as rows (specimen beside the text, stacked below 40rem), group cards, the filter box,
/// specimens, the contrast pairs with failures marked by colour and icon, and the motion
/// specimens, animated on hover or focus unless the reader prefers reduced motion. Sections,
/// and the entries of long ones past the 40th, render when scrolled to (`content-visibility`),
/// so a page of thousands of tokens opens in a third of a second. Until then each is as tall as
/// its entries typically are (measured in Chromium: an entry about 160 px on a wide screen and
/// 215 px on a phone, a contrast pair 120 and 190 px), and never as tall as it once was drawn
/// (no `auto` in `contain-intrinsic-height`): a size remembered from another width or from a
/// moment before the page settled once made the colour page 51,000 px tall instead of 8,000.
enum TokensStyle {
    static let css = """
        .tk-crumbs{font-size:.9rem;color:var(--muted);margin:0 0 .4em}
        .tk-count{color:var(--muted);font-size:.8em;font-weight:400;margin-left:.4em}
        .tk-contents ul{columns:15rem;list-style:none;margin:0;padding:0}
        .tk-contents li{break-inside:avoid;padding:2px 0}
        .tk-filter{display:flex;flex-wrap:wrap;gap:6px 12px;align-items:center;margin:1.5em 0 0;padding:10px 0;background:var(--bg)}
        .tk-filter label{font-weight:600}
        .tk-filter input{font:inherit;flex:1 1 12rem;max-width:26rem;padding:6px 10px;border:1px solid var(--muted);border-radius:8px;background:var(--bg);color:var(--fg)}
        .tk-filter-status{color:var(--muted);font-size:.9rem}
        .tk-filter[hidden],.tk-section[hidden],.tk[hidden]{display:none}
        :root{--tk-entry:160px;--tk-pair:120px}
        @media (max-width:40rem){:root{--tk-entry:215px;--tk-pair:190px}}
        .tk-section{content-visibility:auto;contain-intrinsic-height:calc(var(--tk-entries,1) * var(--tk-entry) + 64px)}
        .tk:nth-child(n+41){content-visibility:auto;contain-intrinsic-height:var(--tk-entry)}
        .tk-pair:nth-child(n+41){content-visibility:auto;contain-intrinsic-height:var(--tk-pair)}
        .tk-list,.tk-pairs{list-style:none;margin:0;padding:0}
        .tk,.tk-pair{display:grid;grid-template-columns:minmax(0,15rem) minmax(0,1fr);gap:8px 24px;padding:14px 0;border-bottom:1px solid var(--border);scroll-margin-top:64px}
        .tk:target{outline:3px solid var(--focus);outline-offset:4px;border-radius:4px}
        .tk:last-child{border-bottom:0}
        .tk-wide .tk-specimens,.tk-wide .tk-text{grid-column:1/-1}
        .tk-easing{display:flex;gap:12px;align-items:center}
        .tk-specimens,.tk-pair-samples{display:flex;flex-wrap:wrap;gap:10px;align-items:flex-start;min-width:0}
        .tk-specimen{display:flex;flex-direction:column;gap:4px;max-width:100%}
        .tk-caption{font-size:.8rem;color:var(--muted)}
        .tk-text{min-width:0}
        .tk-text p{margin:0 0 4px}
        .tk-name{display:flex;flex-wrap:wrap;align-items:center;gap:4px 8px}
        .tk-name>code{font-weight:600;overflow-wrap:anywhere}
        .tk-alias,.tk-description,.tk-used{color:var(--muted)}
        .tk-description,.tk-used{font-size:.9rem}
        .tk-source{color:var(--muted);font-size:.8rem}.tk-source>summary{cursor:pointer;width:fit-content}.tk-source p{margin:2px 0 0}
        .tk-values{display:flex;flex-wrap:wrap;gap:2px 20px}
        .tk-value,.tk-values{overflow-wrap:anywhere;font-variant-numeric:tabular-nums}
        .tk-deprecated{padding:0 8px;border-radius:999px;font-size:.8rem;font-weight:600;background:#fbd9d9;color:#7d1414}
        .tk-copy{font:inherit;font-size:.8rem;padding:0 8px;border:1px solid var(--border);border-radius:6px;background:var(--bg);color:var(--fg);cursor:pointer}
        .tk-swatch{display:block;width:7rem;height:3.5rem;border-radius:8px;border:1px solid var(--border);background:var(--paint),repeating-conic-gradient(#c8c8cc 0 25%,#ffffff 0 50%) 0 0/12px 12px}
        .tk-swatch-wide{width:14rem;max-width:100%}
        .tk-bar{display:block;height:12px;max-width:100%;border-radius:3px;background:#3478f6}
        .tk-bar-negative{background:none;border:2px dashed #3478f6}
        .tk-bar-cut{border-right:8px dotted var(--bg)}
        .tk-bar-zero{width:2px;height:16px;border-radius:0}
        .tk-radius{display:block;background:rgba(52,120,246,.18);border:2px solid #3478f6}
        .tk-type{display:block;max-width:100%;overflow-wrap:anywhere}
        .tk-glyphs{font-size:2rem;line-height:1.15}
        .tk-tracking{font-size:1.25rem}
        .tk-lines{display:block;width:7rem;padding:0 4px;border-left:3px solid #3478f6;background:repeating-linear-gradient(transparent 0 calc(1lh - 1px),rgba(52,120,246,.35) calc(1lh - 1px) 1lh)}
        .tk-stage{display:flex;align-items:center;justify-content:center;width:8rem;height:4.5rem;border-radius:8px;background:#ececf0}
        .tk-card{display:block;width:4rem;height:2.5rem;border-radius:6px;background:#ffffff}
        .tk-stroke{display:block;width:8rem;margin:12px 0;border-top:3px solid currentColor}
        .tk-motion{position:relative;display:block;width:10rem;height:14px;border-radius:7px;background:var(--code);border:1px solid var(--border)}
        .tk-dot{position:absolute;left:0;top:0;width:12px;height:12px;border-radius:50%;background:#3478f6}
        @media (prefers-reduced-motion:no-preference){.tk-dot{transition:left var(--tk-duration) var(--tk-easing) var(--tk-delay)}.tk:hover .tk-dot,.tk:focus-within .tk-dot,.tk:active .tk-dot{left:calc(100% - 12px)}}
        @media (prefers-reduced-motion:no-preference) and (hover:hover){.tk-motion{margin-bottom:20px}.tk-motion::after{content:"hover to play";position:absolute;top:16px;left:0;font-size:.75rem;color:var(--muted);white-space:nowrap}}
        .tk-curve{display:block;overflow:visible;fill:none;stroke:#3478f6;stroke-width:4}
        .tk-curve .tk-curve-line{stroke:var(--border);stroke-width:2}
        .tk-groups{display:grid;grid-template-columns:repeat(auto-fill,minmax(min(14rem,40%),1fr));gap:12px;list-style:none;margin:1em 0;padding:0}
        .tk-group{display:flex;flex-direction:column;gap:2px;padding:12px 14px;border:1px solid var(--border);border-radius:12px}
        .tk-group a{font-size:1.1rem;font-weight:600}
        .tk-group-kinds{color:var(--muted);font-size:.88rem}
        .tk-strip{display:flex;height:16px;margin-top:8px;border-radius:4px;overflow:hidden;border:1px solid var(--border)}
        .tk-strip span{flex:1}
        .tk-pair{padding-left:12px;border-left:6px solid transparent}
        .tk-pair-fails{border-left-color:#d70015;background:rgba(215,0,21,.07)}
        .tk-sample{display:flex;align-items:center;justify-content:center;width:5.5rem;height:3.5rem;border:1px solid var(--border);border-radius:8px;font-size:1.6rem;font-weight:600}
        .tk-matrix{position:relative;overflow-x:auto;margin:1em 0 1.6em}.tk-matrix table{display:table;border-collapse:collapse;margin:0;font-size:.9rem}.tk-matrix th,.tk-matrix td{white-space:nowrap;vertical-align:middle}.tk-matrix th[scope=row],.tk-matrix td:nth-child(2){white-space:normal;min-width:10rem}.tk-matrix tr.tk-pair-fails>*{background:rgba(215,0,21,.07)}
        .tk-sample.tk-sample-small{display:inline-flex;width:2.2rem;height:1.6rem;font-size:.9rem;vertical-align:middle;border-radius:5px}
        .tk-sample::before{content:"Aa"}
        .tk-verdict strong{font-size:1.05rem}
        .tk-verdict-detail{font-size:.9rem;color:var(--muted)}
        .tk-badge{display:inline-block;padding:0 8px;border-radius:999px;font-size:.85rem;font-weight:700}
        .tk-badge-pass{background:#d3f3dd;color:#0b4d24}
        .tk-badge-fail{background:#b3001b;color:#ffffff}
        .tk-context{font-weight:600}
        @media (max-width:40rem){.tk,.tk-pair{display:flex;flex-wrap:wrap;gap:8px 16px}.tk-specimens,.tk-pair-samples{flex:0 1 auto}.tk-specimens:empty{display:none}.tk-text{flex:1 1 12rem}.tk-swatch{width:4rem}.tk-swatch-wide{width:14rem}}
        """
}
