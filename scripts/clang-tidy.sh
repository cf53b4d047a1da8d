#!/usr/bin/env bash
# Runs clang-tidy (the checks of .clang-tidy) over the project's own sources
# in BUILD_DIR's compile database, in parallel, and fails on any finding.
# Tests, benchmarks, fuzzers and generated files (moc, qrc) are not checked.
#
#   ./scripts/clang-tidy.sh [BUILD_DIR] [--all] [--analyzer]   (default: build)
#
# By default only what changed since the last release is checked: the .cpp
# files of core/, ui/ and app/ changed since the commit that last set the
# version in CMakeLists.txt (the repository has no tags), uncommitted changes
# included, plus every .cpp whose object depends on a changed header (from
# the build's own dependency records, so BUILD_DIR must have been built).
# --all checks every file; --analyzer adds the clang static analyzer
# (clang-analyzer-*), which CI leaves out for time. A file whose preprocessed
# text, flags and checks were clean before is not checked again, even when
# another file of that run had findings (scripts/lib/tidy_cache.py; the
# cache is outside the clone).
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
BUILD_DIR="$ROOT/build"
ALL=false
EXTRA=()
for arg in "$@"; do
    case "$arg" in
    --all) ALL=true ;;
    --analyzer) EXTRA=(-checks=clang-analyzer-*) ;;
    *) BUILD_DIR="$(realpath "$arg")" ;;
    esac
done
if [ ! -f "$BUILD_DIR/compile_commands.json" ]; then
    echo "no $BUILD_DIR/compile_commands.json: configure and build first" >&2
    exit 2
fi

# The sources to check, as absolute paths, one per line.
changed_sources() {
    local release
    release=$(git -C "$ROOT" log -n 1 --format=%H -G '^\s*VERSION [0-9]' -- CMakeLists.txt || true)
    if [ -z "$release" ]; then
        echo "clang-tidy: no release commit found (shallow clone?): checking every file" >&2
        return 1
    fi
    echo "clang-tidy: files changed since $(git -C "$ROOT" log -n 1 --format='%h (%s)' "$release")" >&2
    git -C "$ROOT" diff --name-only "$release" -- core ui app |
        grep -E '\.(cpp|h)$' | sed "s|^|$ROOT/|" >"$WORK/changed"
    # ninja's dependency records: an object, then its source and every header it reads.
    ninja -C "$BUILD_DIR" -t deps | python3 -c '
import os, sys
build, changed = sys.argv[1], set(open(sys.argv[2]).read().split())
source, picked = None, set()
for line in sys.stdin:
    if not line.startswith(" "):
        source = None
        continue
    path = os.path.normpath(os.path.join(build, line.strip()))
    if source is None:
        source = path
    if path in changed:
        picked.add(source)
for path in changed:
    if path.endswith(".cpp"):
        picked.add(path)
print("\n".join(sorted(picked)))
' "$BUILD_DIR" "$WORK/changed"
}

WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
# Only the project's own sources: core/, ui/ and app/, never a build folder.
own="^$ROOT/(core|ui|app)/.*\\.cpp\$"
if $ALL || ! changed_sources >"$WORK/sources"; then
    python3 -c 'import json, sys; print("\n".join(e["file"] for e in json.load(open(sys.argv[1]))))' \
        "$BUILD_DIR/compile_commands.json" >"$WORK/sources"
fi
grep -E "$own" "$WORK/sources" | sort -u >"$WORK/own" || true
if [ ! -s "$WORK/own" ]; then
    echo "clang-tidy: no source of core/, ui/ or app/ to check."
    exit 0
fi
python3 "$ROOT/scripts/lib/tidy_cache.py" misses "$BUILD_DIR" "$WORK/keys" <"$WORK/own" >"$WORK/check"
echo "clang-tidy: $(wc -l <"$WORK/own") files, $(wc -l <"$WORK/check") not checked clean before" >&2
if [ ! -s "$WORK/check" ] && [ ${#EXTRA[@]} -eq 0 ]; then
    echo "clang-tidy: no findings in the project's sources (all unchanged since a clean check)."
    exit 0
fi
if [ ${#EXTRA[@]} -ne 0 ]; then
    cp "$WORK/own" "$WORK/check" # the analyzer's findings are not cached
fi
# run-clang-tidy takes regular expressions: the paths, escaped, as one alternation.
filter="^($(sed 's/[.[\*^$()+?{|]/\\&/g' "$WORK/check" | paste -sd '|'))\$"
run-clang-tidy -quiet -p "$BUILD_DIR" -j "$(nproc)" "${EXTRA[@]}" "$filter" >"$WORK/log" 2>&1 || true
# Colour codes out, clang's own "N warnings generated" (from system headers) out.
sed -r 's/\x1b\[[0-9;]*m//g' "$WORK/log" | grep -vE '^[0-9]+ warnings? generated' >"$WORK/plain"
if [ ${#EXTRA[@]} -eq 0 ]; then
    # Files whose own output is clean are remembered even when others are not.
    python3 "$ROOT/scripts/lib/tidy_cache.py" remember "$WORK/keys" "$WORK/plain"
fi
if grep -qE '(warning|error): ' "$WORK/plain"; then
    grep -E -A3 '(warning|error): ' "$WORK/plain" >&2
    echo "clang-tidy: $(grep -cE '(warning|error): ' "$WORK/plain") finding(s); fix them (or, where a" \
        "finding is wrong, say why in a NOLINT comment)" >&2
    exit 1
fi
echo "clang-tidy: no findings in the project's sources."
