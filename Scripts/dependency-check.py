#!/usr/bin/env python3
"""Each Swift target of the package declares exactly the modules it imports.

Reads `swift package describe --type json` and every `import` line of each target's sources. A target
fails when it declares a dependency it never imports (a stale edge in the architecture) or imports one of
the package's modules or products it does not declare (it compiles only because another target pulls the
module in). A dependency needed for linking alone is listed in LINKED with why. Part of `make lint`.
"""
import glob
import json
import re
import subprocess
import sys

# target -> dependencies it declares without importing them, and why.
LINKED = {}

IMPORT = re.compile(
    r"^\s*(?:@\w+\s+)*(?:(?:public|package|internal|private|fileprivate)\s+)?import\s+"
    r"(?:(?:struct|class|enum|func|protocol|typealias|var|let)\s+)?(\w+)"
)


def main() -> int:
    described = subprocess.run(
        ["swift", "package", "describe", "--type", "json"], capture_output=True, text=True, check=True
    ).stdout
    package = json.loads(described)
    targets = {target["name"] for target in package["targets"]}
    products = {
        dependency
        for target in package["targets"]
        for dependency in target.get("product_dependencies", [])
    }
    failures = []
    for target in package["targets"]:
        if target["module_type"] != "SwiftTarget":
            continue
        imported = set()
        for path in glob.glob(target["path"] + "/**/*.swift", recursive=True):
            with open(path, encoding="utf-8") as source:
                imported.update(match.group(1) for match in map(IMPORT.match, source) if match)
        declared = set(target.get("target_dependencies", [])) | set(target.get("product_dependencies", []))
        unused = declared - imported - set(LINKED.get(target["name"], {}))
        undeclared = (imported & (targets | products)) - declared - {target["name"]}
        if unused:
            failures.append(f"{target['name']}: declares {', '.join(sorted(unused))} but never imports it")
        if undeclared:
            failures.append(f"{target['name']}: imports {', '.join(sorted(undeclared))} but does not declare it")
    for failure in failures:
        print(f"dependency-check: {failure}", file=sys.stderr)
    if not failures:
        print(f"dependency-check: the {len(targets)} targets declare exactly what they import")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
