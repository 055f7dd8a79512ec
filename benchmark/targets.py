"""The issue's performance targets, checked against the benchmark's rows."""

MB = 1 << 20


def _row(rows, size, command):
    return next((row for row in rows if row["size"] == size and row["command"] == command), None)


def evaluate(rows, bundled):
    """Each target with what was measured and whether it holds (None when its command was not run).
    `rows` are the benchmark rows; `bundled` maps "--version" and "check" on the bundled catalogue
    to their median seconds."""
    targets = []

    def add(text, measured, holds):
        targets.append({"target": text, "measured": measured, "holds": holds})

    for command in ["tokens", "check"]:
        row = _row(rows, "10k/1k", command)
        add(f"`{command}` at 10,000 tokens and 1,000 components no slower than json.load (ratio <= 1.0)",
            f"ratio {row['ratio']:.2f} ({row['median'] * 1000:.0f} ms vs {row['floorSeconds'] * 1000:.0f} ms)", row["ratio"] <= 1.0)
    for command, small, large in [("tokens", "10k", "100k"), ("check", "10k/1k", "100k")]:
        a, b = _row(rows, small, command), _row(rows, large, command)
        growth = b["median"] / a["median"]
        add(f"`{command}`: 100,000 tokens at most 11 times 10,000 ({small} -> {large})", f"{growth:.1f}x", growth <= 11)
    for command in ["tokens", "check"]:
        row = _row(rows, "100k", command)
        limit = 4 * row["inputBytes"] + 50 * MB
        add(f"`{command}` at 100,000 tokens: peak memory under 4x input + 50 MB",
            f"{row['peak'] / MB:.0f} MB vs {limit / MB:.0f} MB", row["peak"] < limit)
    site = _row(rows, "10k/1k", "site")
    add("`site` for 1,000 components at most 1.5x the cmark-gfm floor",
        f"ratio {site['ratio']:.2f}" if site and site["ratio"] is not None else "site not available", site["ratio"] <= 1.5 if site and site["ratio"] is not None else None)
    diff = _row(rows, "10k", "diff")
    add("`diff` of two 10,000-token sets under 0.5 s",
        f"{diff['median'] * 1000:.0f} ms" if diff else "diff not available", diff["median"] < 0.5 if diff else None)
    imported = _row(rows, "100k flat", "import tokens-studio")
    add("`import tokens-studio` of 100,000 flat tokens under 3 s",
        f"{imported['median']:.2f} s" if imported else "import not run", imported["median"] < 3 if imported else None)
    lexed = _row(rows, "1M #", "check --sources")
    add("`check --sources` reading a Swift file of 1,000,000 `#` under 2 s",
        f"{lexed['median']:.2f} s" if lexed else "lexer not run", lexed["median"] < 2 if lexed else None)
    for name, seconds in bundled.items():
        add(f"`dscheck {name}` on the bundled catalogue under 50 ms", f"{seconds * 1000:.1f} ms", seconds < 0.05)
    return targets
