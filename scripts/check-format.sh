#!/usr/bin/env bash
# Fails when a C++ source of the project is not formatted as .clang-format
# says, and names the files. `clang-format -i FILE` fixes one. CI runs it.
set -euo pipefail
cd "$(dirname "$0")/.."
mapfile -t files < <(git ls-files '*.cpp' '*.h')
# One process for every file: --dry-run --Werror names each unformatted one.
if ! out=$(clang-format --dry-run --Werror "${files[@]}" 2>&1); then
    grep -oE '^[^:]+\.(cpp|h):' <<<"$out" | sort -u | sed 's/:$//; s/^/  not formatted: /' >&2
    echo "Run clang-format -i on them." >&2
    exit 1
fi
echo "All ${#files[@]} C++ files are formatted."
