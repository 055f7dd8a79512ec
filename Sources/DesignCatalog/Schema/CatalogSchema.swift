/// The JSON Schemas (draft 2020-12) of the files a catalogue holds, carried inside dscheck so an
/// installed binary can print them and `dscheck init` can write them beside a new catalogue.
/// `schemas/<name>.schema.json` in the repository is the source; `scripts/embed-schemas` copies
/// it into ``text``.
public enum CatalogSchema: String, Sendable, CaseIterable {
    /// `dscheck.json`.
    case manifest
    /// `components/<id>.json`.
    case component
    /// `compositions/<id>.json`.
    case composition
    /// DTCG 2025.10 token files, `*.tokens.json`.
    case tokens
    /// The DTCG 2025.10 resolver, `*.resolver.json`.
    case resolver

    /// The schema's file name, such as `component.schema.json`.
    public var fileName: String { "\(rawValue).schema.json" }

    /// The schema's `$id`, a stable URN such as `urn:dscheck:schema:component:1`; the number
    /// changes only when a file valid under the old schema is no longer valid.
    public var id: String { "urn:dscheck:schema:\(rawValue):1" }

    /// The files it describes, as `dscheck schema` lists them.
    public var describes: String {
        switch self {
        case .manifest: "dscheck.json, the catalogue manifest"
        case .component: "components/<id>.json, one component spec"
        case .composition: "compositions/<id>.json, one screen or bar"
        case .tokens: "*.tokens.json, DTCG 2025.10 token files"
        case .resolver: "*.resolver.json, the DTCG 2025.10 resolver"
        }
    }
}
