"""The issues' performance targets, checked against the benchmark's rows. Each says which issue
set it: issue 6 (benchmark against the floors), issue 24 (the importer and the lexer at their
limits) and issue 27 (performance at the floor), whose targets replace issue 6's where both speak
of the same figure (`tokens` against its floor, growth, memory, `site`)."""

MB = 1 << 20

GROWTHS = [("tokens --format json", "10k", "100k"), ("check", "10k/1k", "100k"), ("diff", "10k/1k", "100k")]
"""(command, from, to): the growth from 10,000 to 100,000 tokens, components fixed where they can be."""


def _row(rows, size, command, binary="dscheck"):
    return next((row for row in rows if (row["size"], row["command"], row["binary"]) == (size, command, binary)), None)


def growth(rows):
    """How each command of GROWTHS grows from the smaller catalogue to the larger, in wall time, CPU
    time and (where both were counted) instructions, for dscheck and the baseline."""
    growths = []
    binaries = sorted({row["binary"] for row in rows if row["binary"] != "floor"}, key=lambda binary: binary != "dscheck")
    for binary in binaries:
        for command, small, large in GROWTHS:
            a, b = _row(rows, small, command, binary), _row(rows, large, command, binary)
            if a and b:
                growths.append({"command": command, "binary": binary, "from": small, "to": large,
                                "wall": b["median"] / a["median"], "cpu": b["cpu"] / a["cpu"],
                                "instructions": b["instructions"] / a["instructions"] if a["instructions"] and b["instructions"] else None})
    return growths


def evaluate(rows, growths):
    """Each target with what was measured and whether it holds (None when what it needs was not
    measured: a size left out with --sizes, the baseline)."""
    targets = []

    def add(issue, text, measure):
        """Adds a target; `measure` gives (what was measured, whether it holds), and raises
        LookupError when a row it needs is missing."""
        try:
            measured, holds = measure()
        except LookupError:
            measured, holds = "not measured", None
        targets.append({"issue": issue, "target": text, "measured": measured, "holds": holds})

    def row(size, command):
        found = _row(rows, size, command)
        if found is None:
            raise LookupError(f"{command} at {size}")
        return found

    def grown(command, measure):
        found = next((entry for entry in growths if (entry["command"], entry["binary"]) == (command, "dscheck")), None)
        if found is None:
            raise LookupError(command)
        return found[measure]

    def against_floor(size, command, limit):
        measured = row(size, command)
        return (f"ratio {measured['ratio']:.2f} ({measured['median'] * 1000:.0f} ms vs {measured['floorSeconds'] * 1000:.0f} ms)",
                measured["ratio"] <= limit)

    def memory(command):
        measured = row("100k", command)
        limit = 4 * measured["inputBytes"] + 50 * MB
        return f"{measured['peak'] / MB:.0f} MB vs {limit / MB:.0f} MB", measured["peak"] <= limit

    def growing(command, measure):
        return f"{grown(command, measure):.1f}x", grown(command, measure) <= 11

    def faster():
        measured = row("10k/1k", "diff")
        return (f"{measured['speedup']:.2f}x ({measured['median'] * 1000:.0f} ms vs {measured['baselineSeconds'] * 1000:.0f} ms "
                f"at {measured['baseline']})", measured["speedup"] >= 2)

    def under(size, command, seconds):
        measured = row(size, command)
        shown = f"{measured['median']:.2f} s" if seconds >= 1 else f"{measured['median'] * 1000:.1f} ms"
        return shown, measured["median"] < seconds

    add(27, "`tokens --format json` at 10,000 tokens at most 0.6x Python's json load + dump",
        lambda: against_floor("10k", "tokens --format json", 0.6))
    for command in ["tokens --format json", "check"]:
        add(27, f"`{command}` at 100,000 tokens: peak memory at most 4x input + 50 MB", lambda command=command: memory(command))
    add(27, "`tokens --format json`: 100,000 tokens take at most 11x the time of 10,000",
        lambda: growing("tokens --format json", "wall"))
    for command in ["check", "diff"]:
        add(27, f"`{command}`, 1,000 components: CPU time at 100,000 tokens at most 11x that at 10,000",
            lambda command=command: growing(command, "cpu"))
    add(27, "`diff` at 10,000 tokens and 1,000 components at least 2x faster than 00b357d (--baseline)", faster)
    add(27, "`site` for 1,000 components at most 3x cmark-gfm", lambda: against_floor("10k/1k", "site", 3))
    add(6, "`check` at 10,000 tokens and 1,000 components no slower than Python's json load (ratio <= 1.0)",
        lambda: against_floor("10k/1k", "check", 1.0))
    add(6, "`diff` of two 10,000-token sets under 0.5 s", lambda: under("10k", "diff", 0.5))
    for command in ["--version", "check"]:
        add(6, f"`dscheck {command}` on the bundled catalogue under 50 ms", lambda command=command: under("bundled", command, 0.05))
    add(24, "`import tokens-studio` of 100,000 flat tokens under 3 s", lambda: under("100k flat", "import tokens-studio", 3))
    add(24, "`check --sources` reading a Swift file of 1,000,000 `#` under 2 s", lambda: under("1M #", "check --sources", 2))
    return targets
