import Synchronization

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

/// How a command's threads share the allocator, chosen per command before any thread starts.
package enum Allocation: Sendable {
    /// Every thread allocates from one malloc arena: the lowest peak, for commands whose memory
    /// grows with the input. dscheck reads and resolves tokens on a thread with a large stack
    /// (`LargeStack`), and glibc would give that thread an arena of its own: the memory it frees
    /// there cannot be reused by the main thread, which builds the report, so a large run would
    /// hold both at its peak (measured on the benchmark's 100,000 tokens and 1,000 components,
    /// `check`, median of 7 runs: 244 MB with one arena, 288 MB with an arena per thread).
    case oneArena
    /// Each thread allocates from an arena of its own, as the allocator chooses by default: for
    /// commands whose time goes into many pieces of work spread over every core, which one
    /// arena's lock would take in turn (measured at 10,000 tokens and 1,000 components, median
    /// of 7 interleaved runs: `site` 1.64 -> 1.37 s, `diff` 1.70 -> 1.36 s).
    case arenaPerThread
}

extension OS {
    /// Sets how the process's threads share the allocator, and returns whether the allocator
    /// took the setting. Call it before the process starts any thread: glibc fixes its limit of
    /// arenas when a second thread first allocates.
    package static func allocate(_ allocation: Allocation) -> Bool {
        guard allocation == .oneArena else { return true }
        allocatesFromOneArena.store(true, ordering: .relaxed)
        #if canImport(Darwin)
            // Darwin has no mallopt and no per-thread arenas to limit: <malloc/malloc.h>
            // declares malloc zones, and every thread allocates from the same default zone, so
            // there is nothing to set.
            return true
        #else
            // glibc's <malloc.h>: `int mallopt (int __param, int __val)`, `#define M_ARENA_MAX
            // -8`; mallopt answers 1 when it took the setting and 0 when not.
            guard let mallopt = LinuxAllocator.mallopt else { return false }
            return mallopt(LinuxAllocator.arenaMax, 1) == 1
        #endif
    }

    /// Whether the process chose ``Allocation/oneArena``.
    private static let allocatesFromOneArena = Atomic(false)

    /// Whether the process chose ``Allocation/oneArena``, for its lowest peak of memory: then
    /// work that could overlap at the cost of memory (two phases' data alive at once) runs in
    /// turn.
    package static var favoursLowPeak: Bool { allocatesFromOneArena.load(ordering: .relaxed) }

    /// Gives the pages the allocator holds free back to the system, after a phase that freed
    /// much of what it allocated, in a process that chose ``Allocation/oneArena`` for the lowest
    /// peak: the memory a process has touched stays resident until then, though it is free,
    /// and a later phase that allocates elsewhere adds to it (`check` at 100,000 tokens, peak
    /// 143 -> 140 MiB). With an arena per thread it does nothing: trimming every thread's arena
    /// made `site` at 10,000 tokens and 1,000 components give back pages in 10,600 calls, which
    /// its threads then touched again.
    package static func returnFreedMemory() {
        guard allocatesFromOneArena.load(ordering: .relaxed) else { return }
        #if canImport(Darwin)
            // <malloc/malloc.h>: `size_t malloc_zone_pressure_relief(malloc_zone_t *zone,
            // size_t goal)`; a null zone relieves every zone, and a goal of 0 frees all it can.
            _ = malloc_zone_pressure_relief(nil, 0)
        #else
            // glibc's <malloc.h>: `int malloc_trim (size_t __pad)`; it also releases whole free
            // pages inside the heap, not only at its top, leaving `__pad` bytes at the top.
            _ = LinuxAllocator.mallocTrim?(0)
        #endif
    }
}

#if !canImport(Darwin)
    /// glibc's mallopt and malloc_trim, looked up at run time: Swift's Glibc module does not
    /// import <malloc.h>, which declares them. `dlsym` with a null handle is `RTLD_DEFAULT` in glibc's <dlfcn.h>.
    private enum LinuxAllocator {
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        static let mallopt: Mallopt? = dlsym(nil, "mallopt").map { unsafeBitCast($0, to: Mallopt.self) }

        typealias MallocTrim = @convention(c) (Int) -> Int32
        /// glibc's malloc_trim, looked up as ``mallopt`` is.
        static let mallocTrim: MallocTrim? = dlsym(nil, "malloc_trim").map { unsafeBitCast($0, to: MallocTrim.self) }

        /// `M_ARENA_MAX` in glibc's <malloc.h>: the most arenas malloc makes.
        static let arenaMax: Int32 = -8
    }
#endif
