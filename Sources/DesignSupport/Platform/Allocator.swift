#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

extension OS {
    /// Makes every thread of the process allocate from one malloc arena, and returns whether
    /// the allocator took the setting. Call it before the process starts any thread.
    ///
    /// dscheck reads and resolves tokens on a thread with a large stack (`LargeStack`), and
    /// glibc gives such a thread an arena of its own: the memory it frees there cannot be
    /// reused by the main thread, which builds the report, so a large run holds both at its
    /// peak (measured on the benchmark's 100,000 tokens, `tokens --format json`: 421 MiB with
    /// an arena per thread, 391 MiB with one).
    package static func allocateFromOneArena() -> Bool {
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
}

#if !canImport(Darwin)
    /// glibc's mallopt, looked up at run time: Swift's Glibc module does not import <malloc.h>,
    /// which declares it. `dlsym` with a null handle is `RTLD_DEFAULT` in glibc's <dlfcn.h>.
    private enum LinuxAllocator {
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        static let mallopt: Mallopt? = dlsym(nil, "mallopt").map { unsafeBitCast($0, to: Mallopt.self) }

        /// `M_ARENA_MAX` in glibc's <malloc.h>: the most arenas malloc makes.
        static let arenaMax: Int32 = -8
    }
#endif
