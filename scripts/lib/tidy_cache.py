#!/usr/bin/env python3
"""A cache of clean clang-tidy results, kept outside the clone.

    tidy_cache.py misses BUILD_DIR KEYS_FILE < sources   # prints the sources to check
    tidy_cache.py remember KEYS_FILE                     # after a run with no finding

A source's key hashes what clang-tidy would read: its preprocessed text (every
header it includes, with the clone's path taken out, so that a clone in
another folder gives the same key), its compile command's flags, .clang-tidy
and the clang-tidy version. A source whose key was clean before is not
checked again; a run with findings remembers nothing, so they show again.
The cache lives in $ACCEL_TIDY_CACHE or ~/.cache/accel-advisor-clang-tidy.
"""
import concurrent.futures
import hashlib
import json
import os
import shlex
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CACHE = os.environ.get("ACCEL_TIDY_CACHE",
                       os.path.expanduser("~/.cache/accel-advisor-clang-tidy"))


def preprocess_command(entry):
    """The compile command with -E instead of -c and no output or dependency file."""
    args = shlex.split(entry["command"]) if "command" in entry else list(entry["arguments"])
    out, skip = [], False
    for arg in args:
        if skip:
            skip = False
            continue
        if arg in ("-o", "-MF", "-MT", "-MQ"):
            skip = True
            continue
        if arg in ("-c", "-MD", "-MMD"):
            continue
        out.append(arg)
    return out + ["-E", "-P"]


def key_of(entry, salt):
    text = subprocess.run(preprocess_command(entry), cwd=entry["directory"],
                          capture_output=True, check=True).stdout
    flags = " ".join(a for a in preprocess_command(entry) if a.startswith("-"))
    digest = hashlib.sha256(salt)
    digest.update(flags.replace(ROOT, "@ROOT@").encode())
    digest.update(text.replace(ROOT.encode(), b"@ROOT@"))
    return digest.hexdigest()


def salt():
    version = subprocess.run(["clang-tidy", "--version"], capture_output=True, check=True).stdout
    with open(os.path.join(ROOT, ".clang-tidy"), "rb") as config:
        return version + config.read()


def misses(build_dir, keys_file):
    wanted = {os.path.realpath(line.strip()) for line in sys.stdin if line.strip()}
    with open(os.path.join(build_dir, "compile_commands.json"), encoding="utf-8") as db:
        entries = {os.path.realpath(os.path.join(e["directory"], e["file"])): e
                   for e in json.load(db)}
    common = salt()
    with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        keys = dict(zip(sorted(wanted & entries.keys()),
                        pool.map(lambda f: key_of(entries[f], common),
                                 sorted(wanted & entries.keys()))))
    with open(keys_file, "w", encoding="utf-8") as out:
        json.dump(keys, out)
    for source, key in keys.items():
        if not os.path.exists(os.path.join(CACHE, key)):
            print(source)


def remember(keys_file):
    os.makedirs(CACHE, exist_ok=True)
    with open(keys_file, encoding="utf-8") as keys:
        for key in json.load(keys).values():
            open(os.path.join(CACHE, key), "w").close()


def main():
    if len(sys.argv) == 4 and sys.argv[1] == "misses":
        misses(sys.argv[2], sys.argv[3])
    elif len(sys.argv) == 3 and sys.argv[1] == "remember":
        remember(sys.argv[2])
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main()
