"""The floors: the least any tool can take for the same bytes. Each is a whole process, timed like
dscheck (start-up counted for both), in the same interleaved rounds.

- Python json load (+ dump): CPython's C JSON parser parsing the files (benchmark/json_floor.py,
  run with the interpreter running the benchmark, not a shim); with dump, writing each value
  back with the C encoder, the floor for `tokens --format json`; parse only, the floor for
  `check` and `diff`.
- Foundation `JSONSerialization`: the same parse with Swift's Foundation, compiled with -O
  (benchmark/JSONSerializationFloor.swift). Shown beside the Python floor.
- `cmark-gfm`: the cmark-gfm command rendering the Markdown pages `dscheck site` wrote, in one
  process. The floor for `site`.
"""

import glob
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def python_json(files, dump=False):
    """The command line of the Python floor over `files`."""
    return [sys.executable, os.path.join(HERE, "json_floor.py"), *(["--dump"] if dump else []), *files]


def foundation_tool(work):
    """Compiles the JSONSerialization floor tool with swiftc -O; returns its path."""
    tool = os.path.join(work, "json-serialization-floor")
    source = os.path.join(HERE, "JSONSerializationFloor.swift")
    if not os.path.exists(tool) or os.path.getmtime(tool) < os.path.getmtime(source):
        subprocess.run(["swiftc", "-O", source, "-o", tool], check=True)
    return tool


def cmark_gfm(site_folder):
    """A function giving the command line that renders every Markdown page under `site_folder`
    with one cmark-gfm process (GFM tables, autolinks, strikethrough and the tag filter, raw HTML
    left out as dscheck leaves it out), called once `dscheck site` has written them."""
    def argv():
        pages = sorted(glob.glob(os.path.join(site_folder, "**", "*.md"), recursive=True))
        if not pages:
            raise SystemExit(f"dscheck site wrote no Markdown pages under {site_folder}")
        command = ["cmark-gfm", "--to", "html"]
        for extension in ["table", "autolink", "strikethrough", "tagfilter"]:
            command += ["--extension", extension]
        return command + pages
    return argv
