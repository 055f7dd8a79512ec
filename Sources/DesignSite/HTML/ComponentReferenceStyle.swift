/// The styles of a component page's reference sections: the tokens it uses, a row each with a
/// small specimen beside the token's name and value; the note under a later variant's key
/// specs; and the pictures of Do and Don't items, each above its text, cropped to the column.
enum ComponentReferenceStyle {
    static let css = """
        .tokens-used{list-style:none;padding:0;margin:0;display:grid;gap:.4rem}
        .tokens-used li{display:grid;grid-template-columns:3rem minmax(0,1fr);align-items:center;column-gap:.75rem}
        .tokens-used-specimen{display:flex;align-items:center;justify-content:center;height:1.75rem;overflow:hidden}
        .tokens-used-specimen .tk-swatch{width:3rem;height:1.75rem;border-radius:6px}
        .tokens-used-specimen .tk-type{font-size:.875rem!important;white-space:nowrap}
        .tokens-used-value{color:var(--muted)}
        .key-specs-rest{color:var(--muted);font-size:.875rem;margin:.25rem 0 .75rem}
        .do-dont ul:has(.usage-picture){list-style:none;padding-left:0}
        .do-dont li:has(.usage-picture){margin-bottom:1rem}
        .usage-picture{display:flex;justify-content:center;overflow:hidden;padding:.75rem;margin-bottom:.5rem;border-radius:8px}
        """
}
