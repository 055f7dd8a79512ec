import OutputFolder

/// The folder `dscheck import` writes: DTCG token files and a resolver.
public enum ImportOutput: OutputKind {
    public static let noun = "the imported tokens"
    public static let exampleFolder = "imported-tokens"
    public static let manifestName = ".dscheck-import"
}
