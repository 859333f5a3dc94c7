#!/usr/bin/env python3
"""Writes one sample per kind of property that real API payloads have and workloads may lack, for finding
which kind costs a design more than its share: scaffold them as one package, each sample its own
workload, then count or profile a cell per kind.

    python3 Scripts/kind-probes.py .build/probes
    .build/release/modelbench scaffold .build/probes/probe_*.json --name Probes --output .build/probes/pkg
    (cd .build/probes/pkg && swift build -c release --scratch-path ../../../.build)
    .build/release/probes-bench instructions --filter probe_ --skip /codable --skip builtin-

Each sample holds N objects under a key of its own (so each kind makes a model of its own), each object
an id, a name and K properties of the one kind.
"""
import json
import os
import sys

N = 20  # objects per sample
K = 12  # properties of the probed kind per object


def base(i):
    return {"id": 1000 + i, "name": "item %d" % i}


PROBES = {
    # A key null in every sample: `Any?`.
    "nulls": lambda i: {**base(i), **{"unset_%02d" % k: None for k in range(K)}},
    # An array empty in every sample: `[Any]`.
    "empty_arrays": lambda i: {**base(i), **{"list_%02d" % k: [] for k in range(K)}},
    # Dates in the three layouts the scaffold recognises.
    "dates": lambda i: {
        **base(i),
        **{"iso_%02d" % k: "2024-03-%02dT10:15:%02dZ" % (1 + k, i % 60) for k in range(K // 3)},
        **{"twitter_%02d" % k: "Tue Mar 05 10:15:%02d +0000 2024" % (i % 60) for k in range(K // 3)},
        **{"local_%02d" % k: "2024-03-05 10:15:%02d" % (i % 60) for k in range(K // 3)},
    },
    # A free-form object of JSON values (keys that are ids): `[String: Any]`.
    "json_objects": lambda i: {
        **base(i),
        "attributes": {
            "%d" % (100 * i + k): (
                [k, "v", None, {"deep": {"deeper": [True, 1.5]}}] if k % 3 == 0
                else {"n": k, "s": "x"} if k % 3 == 1 else "text")
            for k in range(K)
        },
    },
    # Optional nested models that are nil (present in the first object only).
    "nil_models": lambda i: {**base(i), **{"child_%02d" % k: ({"a": 1, "b": "x"} if i == 0 else None) for k in range(K)}},
    # Arrays of mixed JSON values: `[Any]`.
    "mixed_arrays": lambda i: {**base(i), **{"values_%02d" % k: [k, "s", None, True, 2.5] for k in range(K // 2)}},
    # Strings with escapes and non-ASCII text.
    "escaped_text": lambda i: {**base(i), **{"text_%02d" % k: "line \"%d\"\n\tüñí€ — 日本語 \\ end" % k for k in range(K)}},
}


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: kind-probes.py OUTPUT_DIR")
    os.makedirs(sys.argv[1], exist_ok=True)
    for name, make in PROBES.items():
        path = os.path.join(sys.argv[1], "probe_%s.json" % name)
        with open(path, "w", encoding="utf-8") as file:
            json.dump({name + "_items": [make(i) for i in range(N)]}, file, ensure_ascii=False, indent=1)
    print("wrote %d samples into %s" % (len(PROBES), sys.argv[1]))


main()
