import Foundation
import Ink
import ReportTable

/// REPORT.html: the Markdown report as one self-contained page — charts inlined, tables sortable and
/// filterable, light and dark — that opens from disk with no network.
///
/// The page renders the same Markdown as REPORT.md (Ink, a small Markdown parser), so the two never say
/// different things. Every text that comes from a user's samples or a results file is escaped where the
/// Markdown is written (``MarkdownText/escape(_:)``), and Ink passes entities through as they are.
package struct HTMLReport {
  package var title: String
  package var markdown: String
  /// Chart file name (as REPORT.md links it under `charts/`) → SVG.
  package var charts: [String: String]

  package init(title: String, markdown: String, charts: [String: String]) {
    self.title = title
    self.markdown = markdown
    self.charts = charts
  }

  package func render() -> String {
    var body = MarkdownParser().html(from: Self.literalUnderscores(markdown))
    body = inlineCharts(body)
    body = identifyHeadings(body)
    body = body.replacingOccurrences(of: "<table>", with: "<div class=\"table\"><table>")
      .replacingOccurrences(of: "</table>", with: "</table></div>")
    return """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:">
      <title>\(MarkdownText.escape(title))</title>
      <style>\(Self.style)</style>
      </head>
      <body>
      <nav id="filters" aria-label="Filter the tables" hidden>
      <label>workload <select id="filter-workload"><option value="">all</option></select></label>
      <label>operation <select id="filter-operation"><option value="">all</option></select></label>
      <label>implementation <select id="filter-implementation"><option value="">all</option></select></label>
      <label>text <input id="filter-text" type="search" placeholder="any cell"></label>
      </nav>
      <main>
      \(body)
      </main>
      <script>\(Self.script)</script>
      </body>
      </html>

      """
  }

  /// The Markdown with every underscore between two letters or digits escaped, outside code: CommonMark
  /// (and GitHub, which shows REPORT.md) never reads those as emphasis, but Ink does, which turned
  /// `citm_catalog_minified` into "citm*catalog*minified".
  static func literalUnderscores(_ markdown: String) -> String {
    var fenced = false
    return markdown.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
      if line.hasPrefix("```") { fenced.toggle() }
      guard !fenced, line.contains("_") else { return String(line) }
      // Even pieces are outside code spans, odd ones inside; a link's target (`](charts/a_b.svg)`) is a
      // path, not text, and stays as written.
      return line.split(separator: "`", omittingEmptySubsequences: false).enumerated().map { index, piece in
        guard index % 2 == 0 else { return String(piece) }
        var out = ""
        var rest = Substring(piece)
        while let target = rest.range(of: "\\]\\([^)]*\\)", options: .regularExpression) {
          out += escapingUnderscores(rest[..<target.lowerBound]) + rest[target]
          rest = rest[target.upperBound...]
        }
        return out + escapingUnderscores(rest)
      }.joined(separator: "`")
    }.joined(separator: "\n")
  }

  private static func escapingUnderscores(_ text: Substring) -> String {
    text.replacingOccurrences(
      of: "(?<=[\\p{L}\\p{N}])_(?=[\\p{L}\\p{N}])", with: "\\\\_", options: .regularExpression)
  }

  /// Each `![…](charts/NAME)` image becomes the chart itself, so the page needs no other file; a chart
  /// the report links but does not have stays a link with its alt text.
  func inlineCharts(_ html: String) -> String {
    var out = ""
    var rest = Substring(html)
    while let start = rest.range(of: "<img src=\"charts/") {
      out += rest[..<start.lowerBound]
      guard let end = rest[start.upperBound...].range(of: ">") else { break }
      let tag = rest[start.lowerBound..<end.upperBound]
      let name = String(rest[start.upperBound...].prefix { $0 != "\"" })
      if let svg = charts[name] {
        let inner = svg.drop { $0 != "<" }.replacingOccurrences(
          of: "<svg xmlns=\"http://www.w3.org/2000/svg\"",
          with: "<svg role=\"img\" xmlns=\"http://www.w3.org/2000/svg\"")
        out += "<figure class=\"chart\">\(inner)</figure>"
      } else {
        out += String(tag)
      }
      rest = rest[end.upperBound...]
    }
    return out + rest
  }

  /// Gives every `<h2>` and `<h3>` the id its contents link uses.
  func identifyHeadings(_ html: String) -> String {
    var out = html
    for level in ["h2", "h3"] {
      var result = ""
      var rest = Substring(out)
      while let open = rest.range(of: "<\(level)>"),
        let close = rest[open.upperBound...].range(of: "</\(level)>")
      {
        let inner = rest[open.upperBound..<close.lowerBound]
        let text = MarkdownText.unescape(
          inner.replacingOccurrences(of: "<[^>]+>", with: "", options: .regularExpression))
        result +=
          rest[..<open.lowerBound] + "<\(level) id=\"\(MarkdownText.anchor(text))\">" + inner
          + "</\(level)>"
        rest = rest[close.upperBound...]
      }
      out = result + rest
    }
    return out
  }

  static let style = """
    :root { color-scheme: light dark; --fg: #1b1f24; --bg: #ffffff; --muted: #57606a; --line: #d0d7de;
      --head: #f6f8fa; --accent: #0969da; }
    @media (prefers-color-scheme: dark) {
      :root { --fg: #e6edf3; --bg: #0d1117; --muted: #8d96a0; --line: #30363d; --head: #161b22; --accent: #4493f8; }
    }
    body { margin: 0; font: 15px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; color: var(--fg);
      background: var(--bg); }
    main { max-width: 1200px; margin: 0 auto; padding: 8px 24px 48px; }
    a { color: var(--accent); }
    h1 { font-size: 26px; margin: 16px 0 8px; }
    h2 { border-bottom: 1px solid var(--line); padding-bottom: 4px; margin-top: 36px; }
    code { font-size: 90%; background: var(--head); padding: 1px 4px; border-radius: 4px; }
    .table { overflow-x: auto; margin: 12px 0; }
    table { border-collapse: collapse; font-size: 13px; font-variant-numeric: tabular-nums; }
    th, td { border: 1px solid var(--line); padding: 3px 8px; text-align: right; white-space: nowrap; }
    th:first-child, td:first-child, th:nth-child(2), td:nth-child(2) { text-align: left; }
    td:last-child { white-space: normal; }
    th { background: var(--head); cursor: pointer; user-select: none; position: sticky; top: 0; }
    th[aria-sort="ascending"]::after { content: " ▲"; }
    th[aria-sort="descending"]::after { content: " ▼"; }
    tr.hidden { display: none; }
    figure.chart { margin: 12px 0; overflow-x: auto; }
    figure.chart svg { background: #fff; border-radius: 6px; max-width: none; }
    @media (prefers-color-scheme: dark) { figure.chart svg { filter: brightness(0.92); } }
    nav#filters { position: sticky; top: 0; z-index: 2; display: flex; gap: 16px; flex-wrap: wrap;
      padding: 8px 24px; background: var(--head); border-bottom: 1px solid var(--line); font-size: 13px; }
    nav#filters select, nav#filters input { font: inherit; color: var(--fg); background: var(--bg);
      border: 1px solid var(--line); border-radius: 4px; padding: 2px 4px; }
    """

  /// Sorting by any column (numbers by value, "–" last) and filtering every table by workload (its
  /// section), operation and implementation (its columns) and by free text.
  static let script = #"""
    "use strict";
    (function () {
      const tables = Array.from(document.querySelectorAll("main table"));
      const value = (cell) => {
        const text = cell.textContent.trim();
        const match = text.replace(/,/g, "").match(/^(-?[0-9.]+)\s*(ns|µs|ms|s|KB|MB|×|%)?/);
        if (!match) return null;
        const scale = { ns: 1, "µs": 1e3, ms: 1e6, s: 1e9, KB: 1e3, MB: 1e6 }[match[2]] || 1;
        return parseFloat(match[1]) * scale;
      };
      const section = (table) => {
        let node = table.closest(".table");
        while (node && !/^H[12]$/.test(node.tagName)) node = node.previousElementSibling;
        return node ? node.textContent.trim() : "";
      };
      const column = (table, name) =>
        Array.from(table.tHead ? table.tHead.rows[0].cells : []).findIndex((c) => c.textContent.trim() === name);
      tables.forEach((table) => {
        if (!table.tHead) return;
        Array.from(table.tHead.rows[0].cells).forEach((header, index) => {
          header.tabIndex = 0;
          header.addEventListener("click", () => {
            const ascending = header.getAttribute("aria-sort") !== "ascending";
            Array.from(table.tHead.rows[0].cells).forEach((c) => c.removeAttribute("aria-sort"));
            header.setAttribute("aria-sort", ascending ? "ascending" : "descending");
            const rows = Array.from(table.tBodies[0].rows);
            rows.sort((a, b) => {
              const x = value(a.cells[index]), y = value(b.cells[index]);
              if (x !== null && y !== null) return ascending ? x - y : y - x;
              if (x !== null) return -1;
              if (y !== null) return 1;
              const order = a.cells[index].textContent.localeCompare(b.cells[index].textContent);
              return ascending ? order : -order;
            });
            rows.forEach((row) => table.tBodies[0].appendChild(row));
          });
        });
      });
      const choices = { workload: new Set(), operation: new Set(), implementation: new Set() };
      tables.forEach((table) => {
        const operation = column(table, "operation"), implementation = column(table, "implementation");
        if (operation >= 0 && implementation >= 0) choices.workload.add(section(table));
        Array.from(table.tBodies[0] ? table.tBodies[0].rows : []).forEach((row) => {
          if (operation >= 0) choices.operation.add(row.cells[operation].textContent.trim());
          if (implementation >= 0) choices.implementation.add(row.cells[implementation].textContent.trim());
        });
      });
      const selects = {};
      for (const name of Object.keys(choices)) {
        const select = document.getElementById("filter-" + name);
        Array.from(choices[name]).sort().forEach((choice) => {
          const option = document.createElement("option");
          option.value = choice;
          option.textContent = choice;
          select.appendChild(option);
        });
        select.addEventListener("change", apply);
        selects[name] = select;
      }
      const text = document.getElementById("filter-text");
      text.addEventListener("input", apply);
      document.getElementById("filters").hidden = false;
      function apply() {
        const words = text.value.toLowerCase().split(/\s+/).filter((w) => w);
        tables.forEach((table) => {
          const operation = column(table, "operation"), implementation = column(table, "implementation");
          const workloadTable = operation >= 0 && implementation >= 0;
          const hideTable = selects.workload.value && workloadTable && section(table) !== selects.workload.value;
          Array.from(table.tBodies[0] ? table.tBodies[0].rows : []).forEach((row) => {
            let show = !hideTable;
            if (show && selects.operation.value && operation >= 0)
              show = row.cells[operation].textContent.trim() === selects.operation.value;
            if (show && selects.implementation.value && implementation >= 0)
              show = row.cells[implementation].textContent.trim() === selects.implementation.value;
            if (show && words.length) {
              const content = row.textContent.toLowerCase();
              show = words.every((w) => content.includes(w));
            }
            row.classList.toggle("hidden", !show);
          });
        });
      }
      // Where the answer's verdicts (its first table) end on the page at this width: the browser check
      // holds it against the height of a first screen.
      const verdicts = tables.find((t) => t.tHead && t.tHead.rows[0].cells[0].textContent.trim() === "situation");
      if (verdicts) {
        document.body.dataset.verdictsBottom = String(Math.ceil(verdicts.getBoundingClientRect().bottom + window.scrollY));
      }
      document.body.dataset.ready = "true";
    })();
    """#
}
