#!/usr/bin/env python3
"""Runs one job of a GitHub Actions workflow here, step by step, in order, as GitHub would: the
workflow's and the job's `env` (with `${{ ... }}` given by --env and --matrix), each `run` line by bash
in the repository's folder, stopping at the first that fails with its exit status.

GitHub's own actions are stood in for: checkout (the folder is the checkout), upload-artifact and
download-artifact (copied to and from --artifacts). Steps named "Set up …" prepare GitHub's machine
(installing packages, configuring git) and are left out here.

  run-workflow.py WORKFLOW JOB [--env NAME=VALUE]… [--matrix KEY=VALUE]… [--artifacts DIR] [--cwd DIR]
"""
import argparse
import glob
import os
import re
import shutil
import subprocess
import sys

import yaml


def expand(value, expressions):
    """Replaces `${{ expression }}` by its value from --env/--matrix (matrix.KEY, or the bare name)."""
    def replace(match):
        expression = match.group(1).strip()
        if expression not in expressions:
            sys.exit(f"run-workflow: no value for ${{{{ {expression} }}}} (pass --env or --matrix)")
        return expressions[expression]
    return re.sub(r"\$\{\{(.*?)\}\}", replace, str(value))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("workflow")
    parser.add_argument("job")
    parser.add_argument("--env", action="append", default=[])
    parser.add_argument("--matrix", action="append", default=[])
    parser.add_argument("--artifacts", default=".build/workflow-artifacts")
    parser.add_argument("--cwd", default=".")
    options = parser.parse_args()

    with open(options.workflow) as file:
        workflow = yaml.safe_load(file)
    job = workflow["jobs"][options.job]
    overrides = dict(item.split("=", 1) for item in options.env)
    expressions = {"matrix." + k: v for k, v in (item.split("=", 1) for item in options.matrix)}
    expressions["github.event.pull_request.base.sha"] = overrides.get("BASE", "")
    environment = dict(os.environ)
    for scope in (workflow.get("env") or {}, job.get("env") or {}):
        for name, value in scope.items():
            environment[name] = expand(value, expressions)
    environment.update(overrides)
    artifacts = os.path.abspath(options.artifacts)

    for step in job["steps"]:
        name = step.get("name") or step.get("uses")
        uses = step.get("uses", "")
        with_ = {k: expand(v, expressions) for k, v in (step.get("with") or {}).items()}
        if uses.startswith("actions/checkout"):
            print(f"run-workflow: {name}: the folder is the checkout", flush=True)
        elif uses.startswith("actions/upload-artifact"):
            target = os.path.join(artifacts, with_["name"])
            os.makedirs(target, exist_ok=True)
            paths = glob.glob(os.path.join(options.cwd, with_["path"]))
            for path in paths:
                copy = shutil.copytree if os.path.isdir(path) else shutil.copy
                copy(path, os.path.join(target, os.path.basename(path)))
            print(f"run-workflow: {name}: {len(paths)} path(s) kept as {with_['name']}", flush=True)
        elif uses.startswith("actions/download-artifact"):
            target = os.path.join(options.cwd, with_["path"])
            os.makedirs(target, exist_ok=True)
            for folder in glob.glob(os.path.join(artifacts, with_["pattern"])):
                for path in glob.glob(os.path.join(folder, "*")):
                    shutil.copy(path, target)
            print(f"run-workflow: {name}: into {with_['path']}", flush=True)
        elif uses:
            sys.exit(f"run-workflow: {name}: no stand-in for {uses}")
        elif name.startswith("Set up"):
            print(f"run-workflow: {name}: left out here (GitHub's machine)", flush=True)
        else:
            print(f"run-workflow: {name}: {step['run']}", flush=True)
            status = subprocess.run(["bash", "-e", "-c", step["run"]], cwd=options.cwd, env=environment).returncode
            if status != 0:
                print(f"run-workflow: {name}: exit {status}", flush=True)
                sys.exit(status)


if __name__ == "__main__":
    main()
