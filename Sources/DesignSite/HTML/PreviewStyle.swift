/// The style sheet's part for previews drawn from specs: device frames around screens (sized in
/// device points, `--pt`, one point of the device scaled to the frame's width, so a screen
/// shrinks with the page; each screen sets `--device-width`, `--device-height` and
/// `--device-radius` as plain numbers), perspective tilts, glass stages.
enum PreviewStyle {
    static let css = """
        .device-stage{justify-content:center}
        .device{flex:0 1 auto;width:100%;container-type:inline-size;border:10px solid #1c1c1e;background:#1c1c1e;box-shadow:0 0 0 1px #48484a,0 12px 32px rgba(0,0,0,.25)}
        .device .screen{display:block;position:relative;width:100%;overflow:hidden;background:#ffffff;--pt:calc(100cqw / var(--device-width));aspect-ratio:var(--device-width) / var(--device-height);border-radius:calc(var(--device-radius) * var(--pt))}
        .screen-background,.screen-chrome{position:absolute;left:0;top:0;width:100%;height:100%;display:block}
        .screen-chrome{pointer-events:none}
        .tilt{position:absolute;left:0;top:0;width:100%;height:100%;display:block}
        .glass-stage>.node{position:absolute;display:block}
        .glass-stage>svg{position:absolute;left:0;top:0}
        .glass-stage .node{position:absolute;display:block}
        .glass-stage .node>svg{position:static;overflow:visible}
        """
}
