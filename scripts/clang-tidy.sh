#!/usr/bin/env bash
# Runs clang-tidy (the checks of .clang-tidy) over the project's own sources
# in BUILD_DIR's compile database, in parallel, and fails on any finding.
# Tests, benchmarks, fuzzers and generated files (moc, qrc) are not checked.
#
#   ./scripts/clang-tidy.sh [BUILD_DIR] [--analyzer]   (default: build)
#
# --analyzer adds the clang static analyzer (clang-analyzer-*), which CI
# leaves out for time (see .clang-tidy).
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
BUILD_DIR="${1:-$ROOT/build}"
EXTRA=()
if [ "${2:-}" = "--analyzer" ]; then
    EXTRA=(-checks=clang-analyzer-*)
fi
if [ ! -f "$BUILD_DIR/compile_commands.json" ]; then
    echo "no $BUILD_DIR/compile_commands.json: configure first (CMake writes it)" >&2
    exit 2
fi
LOG=$(mktemp)
trap 'rm -f "$LOG"' EXIT
# Only the project's own sources: core/, ui/ and app/, never a build folder.
run-clang-tidy -quiet -p "$BUILD_DIR" -j "$(nproc)" "${EXTRA[@]}" \
    "^$ROOT/(core|ui|app)/.*\\.cpp\$" >"$LOG" 2>&1 || true
# Colour codes out, clang's own "N warnings generated" (from system headers) out.
sed -r 's/\x1b\[[0-9;]*m//g' "$LOG" | grep -vE '^[0-9]+ warnings? generated' >"$LOG.plain"
if grep -qE '(warning|error): ' "$LOG.plain"; then
    grep -E -A3 '(warning|error): ' "$LOG.plain" >&2
    echo "clang-tidy: $(grep -cE '(warning|error): ' "$LOG.plain") finding(s); fix them (or, where a" \
        "finding is wrong, say why in a NOLINT comment)" >&2
    rm -f "$LOG.plain"
    exit 1
fi
rm -f "$LOG.plain"
echo "clang-tidy: no findings in the project's sources."
