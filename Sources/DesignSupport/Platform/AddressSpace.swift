import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

extension OS {
    /// The process's address-space limit in bytes (`ulimit -v`), or nil when there is none.
    package static func addressSpaceLimit() -> Int? {
        #if canImport(Darwin)
            // macOS does not enforce RLIMIT_AS (its `ulimit -v` is refused with "Invalid
            // argument"), so no limit can stop a mapping there.
            return nil
        #else
            var limit = rlimit()
            // As in addressSpaceRoom(): RLIMIT_AS imports as a struct with a `rawValue`, and
            // RLIM_INFINITY is all ones.
            guard getrlimit(Int32(RLIMIT_AS.rawValue), &limit) == 0, limit.rlim_cur != rlim_t.max else { return nil }
            return Int(clamping: limit.rlim_cur)
        #endif
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
            var limit = rlimit()
            // Glibc's <sys/resource.h>: RLIMIT_AS is a case of `enum __rlimit_resource`, which
            // Swift imports as a struct with a `rawValue`, while getrlimit takes a plain `int`;
            // RLIM_INFINITY is `(rlim_t) -1`, all ones.
            guard getrlimit(Int32(RLIMIT_AS.rawValue), &limit) == 0, limit.rlim_cur != rlim_t.max,
                let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
                let pages = statm.split(separator: " ").first.flatMap({ Int($0) })
            else { return nil }
            return Int(clamping: limit.rlim_cur) - pages * Int(sysconf(Int32(_SC_PAGESIZE)))
        #endif
    }
}
