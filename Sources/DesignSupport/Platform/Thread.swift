#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

extension OS {
    /// Starts `body` on a new thread with a stack of `stackSize` bytes, for the caller to wait
    /// for with ``StartedThread/join()``; the error number when no such thread can be made
    /// (EAGAIN or ENOMEM when the address space has no room for the stack), in which case
    /// `body` never runs.
    ///
    /// Foundation's `Thread` takes a `stackSize` too, but it cannot say that a thread failed
    /// to start, and the caller would then wait for ever.
    package static func startThread(stackSize: Int, _ body: @escaping () -> Void) -> Result<StartedThread, ThreadStartFailure> {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        // Darwin refuses (EINVAL) a size that is not a multiple of the page size or is below
        // PTHREAD_STACK_MIN, and the thread would then get the default stack: say so instead.
        let sized = pthread_attr_setstacksize(&attributes, stackSize)
        guard sized == 0 else { return .failure(ThreadStartFailure(number: sized)) }
        let context = Unmanaged.passRetained(ThreadBody(body)).toOpaque()
        // The entry point is a closure without captures, so Swift makes it a C function of the
        // platform's type: Darwin's <pthread.h> passes the argument as `void * _Nonnull`
        // (`UnsafeMutableRawPointer`), Glibc's as `void *` (`UnsafeMutableRawPointer?`); the
        // cast to an optional reads both.
        #if canImport(Darwin)
            // Darwin's <pthread.h>: `pthread_t` is a non-null pointer type, so the handle
            // starts as an optional that pthread_create fills (`pthread_t _Nullable *`).
            var thread: pthread_t?
            let start = pthread_create(
                &thread, &attributes, { Unmanaged<ThreadBody>.fromOpaque(($0 as UnsafeMutableRawPointer?)!).takeRetainedValue().run() }, context)
            if start == 0, let thread { return .success(StartedThread(handle: thread)) }
        #else
            // Glibc's <bits/pthreadtypes.h>: `pthread_t` is `unsigned long`.
            var thread = pthread_t()
            let start = pthread_create(
                &thread, &attributes, { Unmanaged<ThreadBody>.fromOpaque(($0 as UnsafeMutableRawPointer?)!).takeRetainedValue().run() }, context)
            if start == 0 { return .success(StartedThread(handle: thread)) }
        #endif
        Unmanaged<ThreadBody>.fromOpaque(context).release()
        return .failure(ThreadStartFailure(number: start))
    }
}

/// A thread ``OS/startThread(stackSize:_:)`` started, which its starter waits for once.
package struct StartedThread: ~Copyable {
    fileprivate let handle: pthread_t

    /// Waits for the thread to end.
    package consuming func join() {
        pthread_join(handle, nil)
    }

    /// Lets the thread run on with nobody waiting for it: the system frees what it holds when
    /// it ends, or when the process does. `pthread_detach(pthread_t)` has this signature in
    /// both Darwin's and glibc's <pthread.h>.
    package consuming func detach() {
        pthread_detach(handle)
    }
}

/// Why a thread could not be started: the error number pthread gave.
package struct ThreadStartFailure: Error {
    package let number: Int32
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
