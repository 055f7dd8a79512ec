import OutputFolder

/// What `dscheck export swift` writes: the messages call it "the generated code", and its
/// manifest is `.dscheck-export`.
package enum ExportOutput: OutputKind {
    package static let noun = "the generated code"
    package static let exampleFolder = "Generated"
    package static let manifestName = ".dscheck-export"
}
