import OutputFolder

/// The folder `dscheck import` writes: DTCG token files and a resolver.
package enum ImportOutput: OutputKind {
    package static let noun = "the imported tokens"
    package static let exampleFolder = "imported-tokens"
    package static let manifestName = ".dscheck-import"
}
