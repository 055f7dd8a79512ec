"""Timing commands the way the benchmark reports them: every command and floor is a whole process,
run once per round, in turn, so that a change in the machine's load during the run hits them all
alike; each run gives its wall time, its CPU time and its peak resident memory (from wait4).
Instruction counts come from valgrind's callgrind, which does not depend on load."""

import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field


@dataclass
class Measurement:
    """Several runs of one command: wall seconds, CPU seconds (user + system) and peak resident
    bytes of each, and the exit code of the last."""
    seconds: list = field(default_factory=list)
    cpu_seconds: list = field(default_factory=list)
    peak_bytes: list = field(default_factory=list)
    status: int = 0

    @property
    def median(self):
        return statistics.median(self.seconds)

    @property
    def spread(self):
        """The range of the timed runs (slowest minus fastest), in seconds."""
        return max(self.seconds) - min(self.seconds)

    @property
    def cpu(self):
        return statistics.median(self.cpu_seconds)

    @property
    def peak(self):
        return max(self.peak_bytes) if self.peak_bytes else None


def run_once(argv, cwd=None):
    """Runs `argv` with its output discarded; returns (wall seconds, CPU seconds, peak resident
    bytes, exit code)."""
    start = time.perf_counter()
    process = subprocess.Popen(argv, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    seconds = time.perf_counter() - start
    process.returncode = os.waitstatus_to_exitcode(status)
    return seconds, usage.ru_utime + usage.ru_stime, usage.ru_maxrss * 1024, process.returncode


def instructions(argv, cwd=None):
    """The instructions `argv` executes, every thread counted (callgrind's `Collected`), or None
    when callgrind fails."""
    with tempfile.TemporaryDirectory() as folder:
        result = subprocess.run(
            ["valgrind", "--tool=callgrind", f"--callgrind-out-file={os.path.join(folder, 'callgrind.out')}", *argv],
            cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    found = re.search(r"Collected\s*:\s*(\d+)", result.stderr)
    return int(found.group(1)) if found else None


@dataclass
class Job:
    """One command of a benchmark run and what was measured of it. `argv` may be a function,
    called at the warm-up, for a command whose arguments exist only once an earlier one ran
    (cmark-gfm on the pages `site` writes)."""
    argv: object
    cwd: str = None
    measurement: Measurement = field(default_factory=Measurement)
    instructions: int = None


class Rounds:
    """The commands of one benchmark run, measured in interleaved rounds: a warm-up round, then
    `runs` rounds that each run every command once, in the order they were added."""

    def __init__(self):
        self.jobs = []

    def add(self, argv, cwd=None):
        self.jobs.append(Job(argv, cwd))
        return self.jobs[-1]

    def run(self, runs):
        for round_number in range(runs + 1):
            print(f"round {round_number or 'warm-up'} of {runs}", file=sys.stderr)
            for job in self.jobs:
                if callable(job.argv):
                    job.argv = job.argv()
                seconds, cpu, peak, status = run_once(job.argv, job.cwd)
                if round_number:
                    job.measurement.seconds.append(seconds)
                    job.measurement.cpu_seconds.append(cpu)
                    job.measurement.peak_bytes.append(peak)
                job.measurement.status = status

    @staticmethod
    def count_instructions(jobs):
        """Counts the instructions of each of `jobs` with callgrind, one after another (after `run`)."""
        for job in jobs:
            print(f"callgrind: {' '.join(os.path.basename(part) for part in job.argv[:3])}", file=sys.stderr)
            job.instructions = instructions(job.argv, job.cwd)
