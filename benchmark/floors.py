"""The floors: the least any tool can take for the same bytes.

- Python `json.load`: parsing the files with CPython's C JSON parser, in-process (no interpreter
  start-up counted), nothing else. The floor for `tokens`, `check` and `diff`.
- Foundation `JSONSerialization`: the same parse with Swift's Foundation, in-process, compiled with
  -O (benchmark/JSONSerializationFloor.swift). Shown beside the Python floor.
- `cmark-gfm`: the cmark-gfm command rendering the Markdown pages `dscheck site` wrote, in one
  process (start-up included, as for dscheck). The floor for `site`.
"""

import glob
import json
import os
import subprocess

from measure import Measurement, measure, measure_in_process


def python_json_load(files, runs):
    """Parses every file with json.load, `runs` times after a warm-up."""
    def parse():
        for path in files:
            with open(path, "rb") as file:
                json.load(file)
    return measure_in_process(parse, runs)


def foundation_tool(root, work):
    """Compiles the JSONSerialization floor tool with swiftc -O; returns its path."""
    tool = os.path.join(work, "json-serialization-floor")
    source = os.path.join(root, "benchmark", "JSONSerializationFloor.swift")
    if not os.path.exists(tool) or os.path.getmtime(tool) < os.path.getmtime(source):
        subprocess.run(["swiftc", "-O", source, "-o", tool], check=True)
    return tool


def foundation_json(tool, files, runs):
    """Parses every file with JSONSerialization in the floor tool, `runs` times after a warm-up."""
    output = subprocess.run([tool, str(runs), *files], check=True, capture_output=True, text=True).stdout
    return Measurement([float(line) for line in output.split()], [], 0)


def cmark_gfm(site_folder, runs):
    """Renders every Markdown page under `site_folder` with one cmark-gfm process (GFM tables,
    autolinks, strikethrough and the tag filter, raw HTML left out as dscheck leaves it out);
    None when the folder holds no Markdown."""
    pages = sorted(glob.glob(os.path.join(site_folder, "**", "*.md"), recursive=True))
    if not pages:
        return None
    argv = ["cmark-gfm", "--to", "html"]
    for extension in ["table", "autolink", "strikethrough", "tagfilter"]:
        argv += ["--extension", extension]
    return measure(argv + pages, runs)
