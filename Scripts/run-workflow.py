#!/usr/bin/env python3
"""Runs one job of a GitHub Actions workflow here, step by step, in order, as GitHub would: the
workflow's and the job's `env` (with `${{ ... }}` given by --env, --matrix, the checkout's commit and
hashFiles), each `run` block by `bash -eo pipefail` in the repository's folder, `$GITHUB_ENV` read after
each step, and after the first failure only the steps marked `if: always()`; its exit status is the
failed step's.

GitHub's own actions are stood in for: checkout (the folder is the checkout), upload-artifact and
download-artifact (copied to and from --artifacts), cache, cache/restore and cache/save (copied to and
from --cache, restored by key or by the newest of a restore-keys prefix; `actions/cache` saves when the
job ends well, as GitHub does).

--leave-out-setup leaves out the steps that prepare GitHub's machine ("Set up …": installing packages)
and the check that CI can fetch ModelBench, for a run beside a ModelBench checkout (make
package-history-check).

--root ROOT runs every step, "Set up" ones included, as root inside ROOT (a Debian root, chroot), as a
job's container would (Scripts/workflow-check.sh makes the root): --cwd is then a path inside ROOT, the
checkout clones --repository there at --ref, the environment is the container's (no variable of this
machine's), and a job whose container is not swift:SWIFT-bookworm for --swift is refused, naming it.

  run-workflow.py WORKFLOW JOB [--env NAME=VALUE]… [--matrix KEY=VALUE]… [--artifacts DIR] [--cache DIR]
                  [--cwd DIR] [--leave-out-setup] [--root ROOT --repository URL --ref REV --swift VERSION]
"""
import argparse
import glob
import hashlib
import os
import re
import shutil
import subprocess
import sys
import tempfile

import yaml

LEFT_OUT_HERE = ("Set up", "Check that CI can fetch ModelBench")


def expand(value, expressions, cwd):
    """Replaces `${{ expression }}` by its value: --env/--matrix, github.sha, hashFiles('a', …)."""
    def replace(match):
        expression = match.group(1).strip()
        files = re.fullmatch(r"hashFiles\((.*)\)", expression)
        if files:
            digest = hashlib.sha256()
            for pattern in re.findall(r"'([^']*)'", files.group(1)):
                for path in sorted(glob.glob(os.path.join(cwd, pattern))):
                    with open(path, "rb") as file:
                        digest.update(hashlib.sha256(file.read()).digest())
            return digest.hexdigest()
        if expression not in expressions:
            sys.exit(f"run-workflow: no value for ${{{{ {expression} }}}} (pass --env or --matrix)")
        return expressions[expression]
    return re.sub(r"\$\{\{(.*?)\}\}", replace, str(value))


def lines(value):
    return [line for line in str(value).splitlines() if line.strip()]


def copy_paths(paths, source_root, target_root):
    for path in paths:
        for found in glob.glob(os.path.join(source_root, path)):
            relative = os.path.relpath(found, source_root)
            target = os.path.join(target_root, relative)
            os.makedirs(os.path.dirname(target), exist_ok=True)
            if os.path.isdir(found):
                shutil.copytree(found, target, symlinks=True, dirs_exist_ok=True)
            else:
                shutil.copy2(found, target)


def restore(cache, with_, cwd):
    """The cache entry of the key, else the newest whose key starts with a restore key; its name."""
    candidates = [with_["key"]] if os.path.isdir(os.path.join(cache, with_["key"])) else []
    for prefix in lines(with_.get("restore-keys", "")):
        entries = [e for e in os.listdir(cache) if e.startswith(prefix)] if os.path.isdir(cache) else []
        candidates += sorted(entries, key=lambda e: os.path.getmtime(os.path.join(cache, e)), reverse=True)
    if not candidates:
        return None
    copy_paths(["*", ".*"], os.path.join(cache, candidates[0]), cwd)
    return candidates[0]


def save(cache, with_, cwd):
    target = os.path.join(cache, with_["key"])
    if os.path.isdir(target):
        return False
    copy_paths(lines(with_["path"]), cwd, target + ".partial")
    os.makedirs(target + ".partial", exist_ok=True)
    os.rename(target + ".partial", target)
    return True


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("workflow")
    parser.add_argument("job")
    parser.add_argument("--env", action="append", default=[])
    parser.add_argument("--matrix", action="append", default=[])
    parser.add_argument("--artifacts", default=".build/workflow-artifacts")
    parser.add_argument("--cache", default=".build/workflow-cache")
    parser.add_argument("--cwd", default=".")
    parser.add_argument("--leave-out-setup", action="store_true")
    parser.add_argument("--root")
    parser.add_argument("--repository")
    parser.add_argument("--ref")
    parser.add_argument("--swift")
    options = parser.parse_args()

    with open(options.workflow) as file:
        workflow = yaml.safe_load(file)
    job = workflow["jobs"][options.job]
    root = os.path.abspath(options.root) if options.root else None
    inside = options.cwd if root else os.path.abspath(options.cwd)
    cwd = root + inside if root else inside  # the workspace as this machine sees it
    if root:
        image = f"swift:{options.swift}-bookworm"
        if job.get("container") != image:
            sys.exit(f"run-workflow: job {options.job}: its container {job.get('container')} cannot be had here: "
                     f"this check has Swift {options.swift} only, the toolchain of {image}")
        environment = {
            "PATH": "/opt/swift/usr/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin",
            "HOME": "/root", "CI": "true", "GITHUB_ACTIONS": "true", "GITHUB_WORKSPACE": inside,
            "LANG": "C.UTF-8",
        }
        os.makedirs(root + "/github/file_commands", exist_ok=True)
        github_env = "/github/file_commands/env"
        environment["GITHUB_STEP_SUMMARY"] = "/github/file_commands/summary.md"
        open(root + github_env, "w").close()
    else:
        environment = dict(os.environ)
        github_env = tempfile.NamedTemporaryFile(prefix="github-env-", delete=False).name
    environment["GITHUB_ENV"] = github_env

    def shell(script):
        """Runs a script as a step does: bash -eo pipefail in the workspace, in the root when there is one."""
        command = ["bash", "--noprofile", "--norc", "-eo", "pipefail", "-c", script]
        if root:
            variables = [f"{k}={v}" for k, v in environment.items()]
            command = ["chroot", root, "/usr/bin/env", "-i"] + variables + ["bash", "-c", f'cd "{inside}" && exec "$@"',
                                                                             "step"] + command
            return subprocess.run(command, env={"PATH": os.environ["PATH"]}).returncode
        return subprocess.run(command, cwd=cwd, env=environment).returncode

    if root:  # the checkout first, so that github.sha and hashFiles read it
        os.makedirs(os.path.dirname(cwd), exist_ok=True)
        status = subprocess.run(["chroot", root, "/usr/bin/env", "-i", "PATH=/usr/bin:/bin", "HOME=/root", "git",
                                 "clone", "-q", options.repository, inside]).returncode
        status = status or subprocess.run(["chroot", root, "/usr/bin/env", "-i", "PATH=/usr/bin:/bin", "HOME=/root",
                                           "git", "-C", inside, "checkout", "-q", options.ref]).returncode
        if status:
            sys.exit(f"run-workflow: job {options.job}: the checkout of {options.repository} at {options.ref} failed")
    overrides = dict(item.split("=", 1) for item in options.env)
    expressions = {"matrix." + k: v for k, v in (item.split("=", 1) for item in options.matrix)}
    expressions["github.sha"] = subprocess.run(
        ["git", "-c", f"safe.directory={cwd}", "rev-parse", "HEAD"], cwd=cwd, capture_output=True,
        text=True).stdout.strip()
    for scope in (workflow.get("env") or {}, job.get("env") or {}):
        for name, value in scope.items():
            environment[name] = expand(value, expressions, cwd)
    environment.update(overrides)
    artifacts = os.path.abspath(options.artifacts)
    cache = os.path.abspath(options.cache)
    failed = 0
    saves = []

    for step in job["steps"]:
        name = step.get("name") or step.get("uses")
        uses = step.get("uses", "")
        if failed and "always()" not in str(step.get("if", "")):
            print(f"run-workflow: {name}: skipped after the failure", flush=True)
            continue
        with_ = {k: expand(v, expressions, cwd) for k, v in (step.get("with") or {}).items()}
        if uses.startswith("actions/checkout"):
            where = f"{options.repository} at {options.ref}" if root else "the folder"
            print(f"run-workflow: {name}: the checkout is {where}", flush=True)
        elif uses.startswith("actions/upload-artifact"):
            target = os.path.join(artifacts, with_["name"])
            os.makedirs(target, exist_ok=True)
            paths = [p for pattern in lines(with_["path"]) for p in glob.glob(os.path.join(cwd, pattern))]
            for path in paths:
                copy = shutil.copytree if os.path.isdir(path) else shutil.copy
                copy(path, os.path.join(target, os.path.basename(path)))
            if not paths and with_.get("if-no-files-found", "warn") == "error":
                print(f"run-workflow: {name}: no files", flush=True)
                failed = failed or 1
            print(f"run-workflow: {name}: {len(paths)} path(s) kept as {with_['name']}", flush=True)
        elif uses.startswith("actions/download-artifact"):
            target = os.path.join(cwd, with_["path"])
            os.makedirs(target, exist_ok=True)
            for folder in glob.glob(os.path.join(artifacts, with_["pattern"])):
                for path in glob.glob(os.path.join(folder, "*")):
                    shutil.copy(path, target)
            print(f"run-workflow: {name}: into {with_['path']}", flush=True)
        elif uses.startswith("actions/cache/save"):
            saved = save(cache, with_, cwd)
            print(f"run-workflow: {name}: {'saved' if saved else 'kept the entry'} {with_['key']}", flush=True)
        elif uses.startswith("actions/cache"):
            hit = restore(cache, with_, cwd)
            print(f"run-workflow: {name}: {'restored ' + hit if hit else 'nothing cached'}", flush=True)
            if not uses.startswith("actions/cache/restore"):
                saves.append(with_)
        elif uses:
            sys.exit(f"run-workflow: {name}: no stand-in for {uses}")
        elif options.leave_out_setup and name.startswith(LEFT_OUT_HERE):
            print(f"run-workflow: {name}: left out here (GitHub's machine)", flush=True)
        else:
            print(f"run-workflow: {name}", flush=True)
            status = shell(step["run"])
            with open((root or "") + github_env) as file:
                for line in file:
                    if "=" in line:
                        key, value = line.rstrip("\n").split("=", 1)
                        environment[key] = value
            if status != 0:
                print(f"run-workflow: {name}: exit {status}", flush=True)
                failed = status
    if not failed:
        for with_ in saves:
            save(cache, with_, cwd)
    os.unlink((root or "") + github_env)
    if failed:
        print(f"run-workflow: job {options.job} failed (exit {failed})", flush=True)
    sys.exit(failed)


if __name__ == "__main__":
    main()
