#!/usr/bin/env python3
"""Every JSON key the commands print is documented in docs/command-line.md.

    check_json_keys.py ACCEL_ADVISOR

Runs `evaluate`, `estimate` (training and serving) and `cost` with
--format json on every example profile and a spread of options, collects
every object key at any depth, and fails when a key is not named in the
document as `key`. Keys that are data rather than names (the ids of
questions, verdicts or options used as keys, such as a share per verdict)
are listed in DATA_KEYS with the reason.
"""
import json
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DOC = os.path.join(ROOT, "docs", "command-line.md")

# Object keys that are values, not field names: documented by their role.
DATA_KEYS = {
    # confidence_detail.shares and unanswered_impact: one entry per verdict id
    "gpu", "tpu", "hybrid",
}
# Objects whose keys are ids (source_index: one entry per cited source id).
DATA_MAPS = {"source_index"}


def keys_of(value, found, path="$"):
    if isinstance(value, dict):
        for key, item in value.items():
            if path.rsplit(".", 1)[-1] not in DATA_MAPS:
                found.setdefault(key, path)
            keys_of(item, found, f"{path}.{key}")
    elif isinstance(value, list):
        for item in value:
            keys_of(item, found, f"{path}[]")


def run(exe, args):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", LC_ALL="C.UTF-8")
    out = subprocess.run([exe] + args, env=env, capture_output=True, text=True, check=False)
    if out.returncode != 0:
        sys.exit(f"{' '.join(args)}: exit {out.returncode}: {out.stderr.strip()}")
    try:
        return [json.loads(out.stdout)]  # one result, possibly indented
    except json.JSONDecodeError:
        return [json.loads(line) for line in out.stdout.splitlines() if line.strip()]


def invocations():
    examples = sorted(os.path.join(ROOT, "examples", name)
                      for name in os.listdir(os.path.join(ROOT, "examples"))
                      if name.endswith(".accel.json"))
    yield "evaluate", ["evaluate", "--format", "json"] + examples
    for profile in examples:
        if "workload" in json.load(open(profile, encoding="utf-8")):  # the bill needs one
            yield "cost", ["cost", profile, "--format", "json"]
    training = ["estimate", "--format", "json", "--params", "70B"]
    yield "estimate", training + ["--accelerator", "h100-sxm", "--count", "1024"]
    yield "estimate", training + ["--accelerator", "tpu-v5p", "--count", "256"]
    yield "estimate", training + ["--accelerator", "l4", "--count", "1"]  # does not fit
    yield "estimate", ["estimate", "--format", "json", "--params", "7B", "--tokens", "1B",
                       "--method", "lora", "--accelerator", "a100-80gb", "--count", "8",
                       "--provider", "on_prem"]
    serving = ["estimate", "--format", "json", "--workload", "inference", "--params", "70B",
               "--requests-per-second", "10"]
    yield "estimate", serving + ["--accelerator", "h100-sxm"]
    yield "estimate", serving + ["--accelerator", "tpu-v6e", "--count", "8"]
    yield "estimate", serving + ["--accelerator", "l4", "--count", "1"]


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    doc = open(DOC, encoding="utf-8").read()
    named = set()
    for dotted in re.findall(r"`([a-z_][a-z0-9_.]*)`", doc):  # `field` or `object.field`
        named.update(dotted.split("."))
    # Names inside a backticked list such as `{gpu, tpu}` or `[{id, answer}]`.
    for group in re.findall(r"`[\[{][^`]*`", doc):
        named.update(re.findall(r"[a-z_][a-z0-9_]*", group))
    missing = {}
    for command, args in invocations():
        for result in run(sys.argv[1], args):
            found = {}
            keys_of(result, found)
            for key, where in found.items():
                if key not in named and key not in DATA_KEYS:
                    missing.setdefault((command, key), where)
    for (command, key), where in sorted(missing.items()):
        print(f"{command}: key `{key}` (at {where}) is not in docs/command-line.md")
    if missing:
        print(f"{len(missing)} undocumented key(s): name each in docs/command-line.md")
        return 1
    print("every JSON key of evaluate, estimate and cost is in docs/command-line.md")
    return 0


if __name__ == "__main__":
    sys.exit(main())
