#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

extension OS {
    /// The process's address-space limit in bytes (`ulimit -v`), or nil when there is none.
    package static func addressSpaceLimit() -> Int? {
        var limit = rlimit()
        #if canImport(Darwin)
            // Darwin's <sys/resource.h>: `#define RLIMIT_AS 5`, imported as an `Int32` constant;
            // `rlim_t` is `__uint64_t` and RLIM_INFINITY is `((__uint64_t)1 << 63) - 1`. macOS
            // refuses `ulimit -v` ("Invalid argument"), so this is in practice always none.
            let resource = RLIMIT_AS
            let unlimited = rlim_t(Int64.max)
        #else
            // Glibc's <sys/resource.h>: RLIMIT_AS is a case of `enum __rlimit_resource`, which
            // Swift imports as a struct with a `rawValue`, while getrlimit takes a plain `int`;
            // RLIM_INFINITY is `(rlim_t) -1`, all ones.
            let resource = Int32(RLIMIT_AS.rawValue)
            let unlimited = rlim_t.max
        #endif
        guard getrlimit(resource, &limit) == 0, limit.rlim_cur < unlimited else { return nil }
        return Int(clamping: limit.rlim_cur)
    }

    /// The address space left under the process's limit (`ulimit -v`): the limit less what the
    /// process has mapped. Nil when there is no limit or the mapped size cannot be known; then
    /// a caller tries what it needs and handles the refusal.
    package static func addressSpaceRoom() -> Int? {
        #if canImport(Darwin)
            // Darwin has no /proc, and the mapped size mach's task_info reports includes the
            // shared cache's reserved region (gigabytes the process never touches), so it says
            // nothing about room under a limit: unknown.
            return nil
        #else
            guard let limit = addressSpaceLimit(), let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
                let pages = statm.split(separator: " ").first.flatMap({ Int($0) })
            else { return nil }
            return limit - pages * Int(sysconf(Int32(_SC_PAGESIZE)))
        #endif
    }
}
