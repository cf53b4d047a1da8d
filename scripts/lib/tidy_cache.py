#!/usr/bin/env python3
"""A cache of clean clang-tidy results, kept outside the clone.

    tidy_cache.py misses BUILD_DIR KEYS_FILE < sources   # prints the sources to check
    tidy_cache.py remember KEYS_FILE [LOG]               # after a run

A source's key hashes what clang-tidy would read: its preprocessed text (every
header it includes, with the clone's path taken out, so that a clone in
another folder gives the same key), its compile command's flags, .clang-tidy
and the clang-tidy version. A source whose key was clean before is not
checked again. With run-clang-tidy's LOG, only the sources whose own output
has no finding are remembered, so one finding does not send every other file
back to be checked next time; without it, every key is remembered.
The cache lives in $ACCEL_TIDY_CACHE or ~/.cache/accel-advisor-clang-tidy.
"""
import concurrent.futures
import hashlib
import json
import os
import re
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


def clean_sources(log_file):
    """The sources whose clang-tidy output in LOG has no warning or error.

    run-clang-tidy prints each file's command line (ending with the source)
    and then that file's output, one file at a time."""
    clean, source, dirty = set(), None, False
    with open(log_file, encoding="utf-8", errors="replace") as log:
        for line in log:
            words = line.split()
            if words and "clang-tidy" in os.path.basename(words[0]) and any(
                    w.startswith("-p=") for w in words):
                if source and not dirty:
                    clean.add(os.path.realpath(source))
                source, dirty = words[-1], False
            elif re.search(r"(warning|error): ", line):
                dirty = True
    if source and not dirty:
        clean.add(os.path.realpath(source))
    return clean


def remember(keys_file, log_file=None):
    os.makedirs(CACHE, exist_ok=True)
    clean = clean_sources(log_file) if log_file else None
    with open(keys_file, encoding="utf-8") as keys:
        for source, key in json.load(keys).items():
            if clean is None or source in clean:
                open(os.path.join(CACHE, key), "w").close()


def main():
    if len(sys.argv) == 4 and sys.argv[1] == "misses":
        misses(sys.argv[2], sys.argv[3])
    elif len(sys.argv) in (3, 4) and sys.argv[1] == "remember":
        remember(*sys.argv[2:])
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main()
