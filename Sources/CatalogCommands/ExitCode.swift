/// The process exit codes dscheck uses, as ESLint and Spectral do.
package enum ExitCode {
    package static let success: Int32 = 0
    package static let findings: Int32 = 1
    package static let usage: Int32 = 2
}
