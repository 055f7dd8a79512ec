#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

extension OS {
    /// Runs `body` on a new thread with a stack of `stackSize` bytes and waits for it to end;
    /// 0, or the error number when no such thread can be made (EAGAIN or ENOMEM when the
    /// address space has no room for the stack), in which case `body` never runs.
    ///
    /// Foundation's `Thread` takes a `stackSize` too, but it cannot say that a thread failed
    /// to start, and the caller would then wait for ever.
    package static func runOnThread(stackSize: Int, _ body: @escaping () -> Void) -> Int32 {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        // Darwin refuses (EINVAL) a size that is not a multiple of the page size or is below
        // PTHREAD_STACK_MIN, and the thread would then get the default stack: say so instead.
        let sized = pthread_attr_setstacksize(&attributes, stackSize)
        guard sized == 0 else { return sized }
        let context = Unmanaged.passRetained(ThreadBody(body)).toOpaque()
        // The entry point is a closure without captures, so Swift makes it a C function of the
        // platform's type: Darwin's <pthread.h> passes the argument as `void * _Nonnull`
        // (`UnsafeMutableRawPointer`), Glibc's as `void *` (`UnsafeMutableRawPointer?`); the
        // cast to an optional reads both.
        let start: Int32
        #if canImport(Darwin)
            // Darwin's <pthread.h>: `pthread_t` is a non-null pointer type, so the handle
            // starts as an optional that pthread_create fills (`pthread_t _Nullable *`).
            var thread: pthread_t?
            start = pthread_create(
                &thread, &attributes, { Unmanaged<ThreadBody>.fromOpaque(($0 as UnsafeMutableRawPointer?)!).takeRetainedValue().run() }, context)
            if start == 0, let thread { pthread_join(thread, nil) }
        #else
            // Glibc's <bits/pthreadtypes.h>: `pthread_t` is `unsigned long`.
            var thread = pthread_t()
            start = pthread_create(
                &thread, &attributes, { Unmanaged<ThreadBody>.fromOpaque(($0 as UnsafeMutableRawPointer?)!).takeRetainedValue().run() }, context)
            if start == 0 { pthread_join(thread, nil) }
        #endif
        if start != 0 { Unmanaged<ThreadBody>.fromOpaque(context).release() }
        return start
    }
}

/// The work a thread runs, passed through pthread_create's context pointer.
private final class ThreadBody {
    let body: () -> Void

    init(_ body: @escaping () -> Void) { self.body = body }

    /// Runs the work; the C entry point's result, which nobody reads.
    func run() -> UnsafeMutableRawPointer? {
        body()
        return nil
    }
}
