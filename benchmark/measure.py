"""Timing a command the way the benchmark reports it: a warm-up run, then several timed runs,
each with its wall time and the peak resident memory of that one process (from wait4)."""

import os
import statistics
import subprocess
import time
from dataclasses import dataclass


@dataclass
class Measurement:
    """Several runs of one command: wall seconds and peak resident bytes of each, and the exit code."""
    seconds: list
    peak_bytes: list
    status: int

    @property
    def median(self):
        return statistics.median(self.seconds)

    @property
    def spread(self):
        """The range of the timed runs (slowest minus fastest), in seconds."""
        return max(self.seconds) - min(self.seconds)

    @property
    def peak(self):
        return max(self.peak_bytes) if self.peak_bytes else None


def run_once(argv, cwd=None):
    """Runs `argv` with its output discarded; returns (seconds, peak resident bytes, exit code)."""
    start = time.perf_counter()
    process = subprocess.Popen(argv, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    seconds = time.perf_counter() - start
    process.returncode = os.waitstatus_to_exitcode(status)
    return seconds, usage.ru_maxrss * 1024, process.returncode


def measure(argv, runs, cwd=None):
    """One warm-up run, then `runs` timed runs of `argv`."""
    run_once(argv, cwd)
    seconds, peaks, status = [], [], 0
    for _ in range(runs):
        elapsed, peak, status = run_once(argv, cwd)
        seconds.append(elapsed)
        peaks.append(peak)
    return Measurement(seconds, peaks, status)


def measure_in_process(work, runs):
    """One warm-up call, then `runs` timed calls of `work` in this process (no start-up counted)."""
    work()
    seconds = []
    for _ in range(runs):
        start = time.perf_counter()
        work()
        seconds.append(time.perf_counter() - start)
    return Measurement(seconds, [], 0)
