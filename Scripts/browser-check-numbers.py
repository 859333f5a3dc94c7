#!/usr/bin/env python3
"""Checks that the page Chromium rendered shows every measured median of results.json.

Usage: browser-check-numbers.py DOM.html results.json. Reads the workload tables of the rendered DOM
(after the page's own script ran) and, for each cell of the run with a median, finds the row of its
operation and implementation under its workload's heading and compares the median column with the
value formatted as the report formats it. Exits 1 and lists every mismatch.
"""
import html.parser
import json
import sys


def nanoseconds(value):
    # BenchmarkKit's Format.nanoseconds.
    if value < 10:
        return "%.2f ns" % value
    if value < 1_000:
        return "%.0f ns" % value
    if value < 1_000_000:
        return "%.2f µs" % (value / 1_000)
    return "%.2f ms" % (value / 1_000_000)


class Tables(html.parser.HTMLParser):
    """Rows of every table, each under the last h2 seen before it."""

    def __init__(self):
        super().__init__()
        self.section = None
        self.rows = []  # (section, header, cells)
        self.header = []
        self.cells = None
        self.text = None
        self.heading = None

    def handle_starttag(self, tag, attrs):
        if tag == "h2":
            self.heading = ""
        elif tag == "thead":
            self.header = []
        elif tag == "tr":
            self.cells = []
        elif tag in ("td", "th"):
            self.text = ""

    def handle_endtag(self, tag):
        if tag == "h2" and self.heading is not None:
            self.section = self.heading.strip()
            self.heading = None
        elif tag in ("td", "th") and self.text is not None:
            self.cells.append(self.text.strip())
            self.text = None
        elif tag == "tr" and self.cells is not None:
            if self.header == []:
                self.header = self.cells
            else:
                self.rows.append((self.section, self.header, self.cells))
            self.cells = None

    def handle_data(self, data):
        if self.text is not None:
            self.text += data
        if self.heading is not None:
            self.heading += data


def main(dom_path, results_path):
    run = json.load(open(results_path, encoding="utf-8"))
    members = {m["id"]: m for m in (run.get("content") or {}).get("lineup", {}).get("members", [])}
    tables = Tables()
    tables.feed(open(dom_path, encoding="utf-8").read())
    shown = {}
    for section, header, cells in tables.rows:
        if header[:3] == ["operation", "implementation", "median"]:
            shown[(section, cells[0], cells[1])] = cells[2]
    problems, checked = [], 0
    for result in run["results"]:
        stats = result.get("nanoseconds")
        if not stats:
            continue
        member = members.get(result["implementation"], {})
        name = member.get("displayName", result["implementation"])
        if result["operation"] in ("archive", "unarchive") and member.get("archiveFormat"):
            name = "%s (%s)" % (name, member["archiveFormat"])
        key = (result["workload"], result["operation"], name)
        expected = nanoseconds(stats["median"])
        if shown.get(key) != expected:
            problems.append("%s: page shows %r, results.json %r" % ("/".join(key), shown.get(key), expected))
        checked += 1
    if problems or checked == 0:
        print("browser-check: %d of %d medians differ from results.json" % (len(problems), checked), file=sys.stderr)
        for problem in problems[:20]:
            print("  " + problem, file=sys.stderr)
        sys.exit(1)
    print("browser-check: %d medians on the page equal results.json" % checked)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
