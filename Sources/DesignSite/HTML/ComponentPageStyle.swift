/// The component page's part of the style sheet: the header and hero, the "On this page" list
/// (sticky beside the content on wide screens, a compact list above it on narrow ones), the
/// anatomy figure and its legend, the touch-target outlines a checkbox shows, each variant's
/// preview beside its key specs with its code the full width beneath (beside them it had a
/// third of the column and broke mid-identifier; it wraps only at spaces, and a word longer
/// than a line scrolls in its box), the grouped specs tables that scroll in their own
/// box, colour chips, Do / Don't (green and red, as a rule page's examples are, in light and in
/// dark: the colour is a custom property, so the section's border shorthand cannot reset it),
/// and the folded source notes.
enum ComponentPageStyle {
    static let css = """
        .component-header{margin-bottom:8px}
        .component-header h1{margin:0 0 10px;font-size:2.4rem}
        .lede{font-size:1.2rem;max-width:46rem;margin:14px 0 6px}
        .component-symbol{color:var(--muted);margin:0}
        .hero-preview{margin:20px 0 0}
        .hero-preview .stage{min-height:220px;padding:40px 24px}
        .component-layout{display:grid;grid-template-columns:minmax(0,1fr) 12rem;gap:0 40px;align-items:start}
        .component-content{grid-column:1;grid-row:1;min-width:0}
        .on-this-page{grid-column:2;grid-row:1;position:sticky;top:16px;max-height:calc(100vh - 32px);overflow:auto;margin-top:2.6em;font-size:.9rem}
        .on-this-page-title{margin:0 0 8px;color:var(--muted);font-size:.78rem;font-weight:600;letter-spacing:.06em;text-transform:uppercase}
        .on-this-page ul{list-style:none;margin:0;padding:0 0 0 12px;border-left:1px solid var(--border)}
        .on-this-page li{margin:6px 0}
        .on-this-page a{color:var(--muted);text-decoration:none}
        .on-this-page a:hover{color:var(--link);text-decoration:underline}
        .on-this-page a[aria-current=location]{color:var(--fg);font-weight:600}
        @media (min-width:60.01rem){.on-this-page{top:calc(var(--header-height) + 16px);max-height:calc(100vh - var(--header-height) - 32px)}}
        @media (max-width:60rem){.component-layout{display:block}.on-this-page{position:static;max-height:none;margin:20px 0 0;padding:10px 14px;border:1px solid var(--border);border-radius:10px}.on-this-page ul{display:flex;flex-wrap:wrap;gap:4px 16px;padding:0;border:0}.on-this-page li{margin:0}}
        .variant-example{margin:1.2em 0 2.4em}
        .variant-example h3{margin:0 0 .3em}
        .variant-example>p{margin:0 0 12px;max-width:46rem}
        .example{display:grid;grid-template-columns:minmax(0,1.3fr) minmax(0,1fr);gap:20px 28px;align-items:start}
        .example-facts{display:contents}.example .key-specs{min-width:0}.example .snippet{grid-column:1/-1}
        .example-preview .preview-row{display:flex;flex-wrap:wrap;gap:12px}.example-preview .preview-row>.preview{flex:1 1 11rem;min-width:min(100%,max-content)}
        .example-preview .stage{min-height:150px}
        @media (max-width:48rem){.example{grid-template-columns:minmax(0,1fr)}.hero-preview .stage{min-height:0;padding:24px}}
        .key-specs{display:grid;grid-template-columns:minmax(6rem,10rem) minmax(0,1fr);margin:0 0 12px;font-size:.92rem}
        .key-specs dt,.key-specs dd{margin:0;padding:4px 12px 4px 0;border-bottom:1px solid var(--border)}
        .key-specs dt{color:var(--muted)}
        .key-specs dd{overflow-wrap:anywhere}
        .snippet{margin:0;font-size:.85rem;white-space:pre-wrap;overflow-wrap:normal;word-break:normal}
        .hl-k{color:#9b2393}.hl-t{color:#0b4f79}.hl-s{color:#c41a16}.hl-n{color:#1c00cf}.hl-c{color:#5d6c79}
        \(SiteStyle.dark([(".hl-k", "color:#fc5fa3"), (".hl-t", "color:#5dd8ff"), (".hl-s", "color:#fc6a5d"), (".hl-n", "color:#d0bf69"), (".hl-c", "color:#8f9ba6")]))
        pre{position:relative}pre:has(>.copy-code){padding-top:2.1rem}
        .copy-code{position:absolute;top:6px;right:6px;font:inherit;font-size:.75rem;padding:1px 8px;border:1px solid var(--border);border-radius:6px;background:var(--bg);color:var(--fg);cursor:pointer}
        .chip{display:inline-block;width:.95em;height:.95em;margin-right:.35em;vertical-align:-.12em;border-radius:3px;border:1px solid rgba(128,128,128,.65)}
        .specs-fold>summary{cursor:pointer;font-weight:600;color:var(--link);margin:.8em 0}
        .spec-table{overflow-x:auto;margin:1em 0 1.6em;border:1px solid var(--border);border-radius:10px}
        .spec-table table{display:table;width:100%;margin:0;border:0;border-collapse:collapse;font-size:.9rem}
        .spec-table th,.spec-table td{border:0;border-top:1px solid var(--border);padding:6px 12px;overflow-wrap:anywhere}
        .spec-table thead th{border-top:0}
        .spec-table th[scope=row]{width:36%;background:transparent;font-weight:400;color:var(--muted)}
        .spec-table:has(thead th:nth-child(3)) table{table-layout:fixed}.spec-table:has(thead th:nth-child(3)) th[scope=row]{width:24%}.spec-table thead th:last-child:not(:nth-child(2)){width:32%}
        .spec-table td[colspan]{text-align:center}
        .spec-table td .spec-token{overflow-wrap:normal}
        @media (max-width:40rem){.spec-table{border:0;border-radius:0}.spec-table tr{border:0;border-radius:0;margin:0;padding:8px 0;border-top:1px solid var(--border)}.spec-table tr.spec-part{border-top:0;padding:16px 0 2px}.spec-table th{display:block;width:auto;border:0;padding:0}.spec-table th[scope=row],.spec-table:has(thead th:nth-child(3)) th[scope=row]{width:auto;font-weight:600;color:var(--fg)}.spec-table td .spec-token{display:inline-block;margin-top:0}.spec-table tr.spec-part th{font-size:1rem;padding:0}.spec-table td{display:block;border:0;padding:2px 0}.spec-table td[colspan]{text-align:left}.spec-table td[data-label]:not([data-label=""])::before{display:inline;margin-right:.6em}}
        .spec-table .spec-part th{padding-top:12px;background:transparent;font-weight:600}
        .spec-context{display:block}
        .screen-contents li{margin:4px 0}.screen-contents .spec-context{display:inline;margin-right:.8em}.screen-contents .spec-context-name{min-width:0;margin-right:.3em}.screen-colour{white-space:nowrap}
        .spec-context-name{display:inline-block;min-width:3.2em;color:var(--muted);font-size:.85em}
        .context-chooser{display:flex;flex-wrap:wrap;gap:8px 16px;align-items:center;margin:0 0 1em;padding:8px 12px;border:1px solid var(--border);border-radius:10px;font-size:.92rem}
        .context-chooser[hidden]{display:none}
        .context-chooser-title{font-weight:600}
        .context-chooser select{font:inherit;margin-left:.3em;padding:1px 4px;border:1px solid var(--border);border-radius:6px;color:var(--fg);background:var(--bg)}
        .context-note{color:var(--muted)}
        .context-varies>.context-value{display:block}
        .context-all>summary{cursor:pointer;color:var(--muted);font-size:.8rem}
        .context-all ul{list-style:none;margin:2px 0 0;padding:0;font-size:.85rem}
        .context-all li[aria-current]{font-weight:600}
        .spec-token{display:block;width:fit-content;max-width:100%;margin-top:2px;color:var(--muted);font-size:.78rem}.spec-token code{padding:0;background:none;color:inherit;font-size:inherit}
        .hit-target{position:absolute;display:none;border:1.5px dashed #c2185b;border-radius:3px;pointer-events:none}
        .component-content:has(#show-hit-targets:checked) .hit-target{display:block}
        .hit-target-toggle{margin:0 0 1em;font-size:.92rem}
        .hit-target-toggle input{margin-right:.4em}
        .anatomy{margin:1em 0 0}
        .anatomy .anatomy-figure{max-width:100%;height:auto}
        .anatomy-legend{margin:12px 0 1.6em;padding-left:1.8em;max-width:46rem}
        .anatomy-legend li{margin:4px 0}
        .anatomy-legend li::marker{font-weight:600;color:var(--link)}
        .component-content .build-steps{display:grid;grid-template-columns:repeat(auto-fill,minmax(9.5rem,1fr))}
        .component-content .build-steps .stage{padding:12px}
        .do-dont{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,16rem),1fr));gap:16px}
        .do-dont section{padding:2px 16px 6px;border-top:4px solid var(--verdict);border-radius:8px;background:var(--code)}
        .do-dont h3{margin:.6em 0 .2em;color:var(--verdict)}
        .usage-do{--verdict:#1a7f37}
        .usage-dont{--verdict:#d70015}
        \(SiteStyle.dark([(".usage-do", "--verdict:#4ac26b"), (".usage-dont", "--verdict:#ff6b6b")]))
        .source-notes{padding:8px 16px;border:1px solid var(--border);border-radius:10px;overflow-wrap:anywhere}
        .source-notes summary{cursor:pointer;color:var(--muted)}
        """
}
