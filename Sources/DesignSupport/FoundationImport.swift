// The Foundation dscheck's modules build on, chosen once here and re-exported to every module
// that imports DesignSupport. On Linux that is FoundationEssentials, without the full
// Foundation: loading the full one (and the ICU data it links) took about 5 ms of every run,
// a tenth of `dscheck tokens` on 10,000 tokens. Glibc comes with it, as the full Foundation
// re-exported it (and Foundation re-exports Darwin on macOS), for the C functions that are
// declared alike on both (`pow`, `strtod`, `free`); every call that differs between them
// stays in Platform/.
#if canImport(FoundationEssentials)
    @_exported import FoundationEssentials
#else
    @_exported import Foundation
#endif
#if canImport(Glibc)
    @_exported import Glibc
#endif
