#!/usr/bin/env bash
# Runs clang-tidy (the checks of .clang-tidy) over the project's own sources
# in BUILD_DIR's compile database, in parallel, and fails on any finding.
# Tests, benchmarks, fuzzers and generated files (moc, qrc) are not checked.
#
#   ./scripts/clang-tidy.sh [BUILD_DIR]     (default: build)
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
BUILD_DIR="${1:-$ROOT/build}"
if [ ! -f "$BUILD_DIR/compile_commands.json" ]; then
    echo "no $BUILD_DIR/compile_commands.json: configure first (CMake writes it)" >&2
    exit 2
fi
LOG=$(mktemp)
trap 'rm -f "$LOG"' EXIT
# Only the project's own sources: core/, ui/ and app/, never a build folder.
run-clang-tidy -quiet -p "$BUILD_DIR" -j "$(nproc)" \
    "^$ROOT/(core|ui|app)/.*\\.cpp\$" >"$LOG" 2>&1 || true
if grep -E '(warning|error): ' "$LOG" | grep -v '^[0-9]* warnings generated' >/dev/null; then
    grep -E -A3 '(warning|error): ' "$LOG" >&2
    echo "clang-tidy: $(grep -cE '(warning|error): ' "$LOG") finding(s)" >&2
    exit 1
fi
echo "clang-tidy: no findings in $(grep -c '"file"' "$BUILD_DIR/compile_commands.json") compiled files' project sources."
