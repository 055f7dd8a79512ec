import OutputFolder

/// What `dscheck export swift` writes: the messages call it "the generated code", and its
/// manifest is `.dscheck-export`.
public enum ExportOutput: OutputKind {
    public static let noun = "the generated code"
    public static let exampleFolder = "Generated"
    public static let manifestName = ".dscheck-export"
}
