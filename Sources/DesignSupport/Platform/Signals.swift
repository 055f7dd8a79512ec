#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

extension OS {
    /// The signals that ask a command to stop, which dscheck answers by removing what it was
    /// writing and dying of the signal: Ctrl-C, `kill`, a closed terminal. The numbers are the
    /// same on both (2, 15 and 1, from the original Unix).
    package static let stopSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// Takes `number` over for a dispatch signal source: sets it to be ignored, as such a source
    /// needs (the default action would end the process before the source saw it). False when
    /// it was ignored already: a process started ignoring a signal (as `nohup` starts one
    /// ignoring SIGHUP) keeps ignoring it, and no handler should answer it. `signal` reads the old disposition
    /// the same way on both; `struct sigaction` names its handler field differently
    /// (`__sigaction_u` on Darwin, `__sigaction_handler` on Glibc). Both overlays give SIG_IGN
    /// as a function value, compared by address.
    package static func takeOver(_ number: Int32) -> Bool {
        let previous = signal(number, SIG_IGN)
        return unsafeBitCast(previous, to: Int.self) != unsafeBitCast(SIG_IGN, to: Int.self)
    }

    /// Ends the process with `number`'s default action (a "killed by signal" status, as a
    /// shell reports with 128 + the number): the default restored, the signal unblocked in
    /// this thread (a dispatch signal source keeps it blocked), then raised.
    package static func die(of number: Int32) -> Never {
        signal(number, SIG_DFL)
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, number)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
        raise(number)
        // Only a signal whose default is to continue gets here; none of the stop signals.
        exit(128 + number)
    }
}
