#!/usr/bin/env bash
# Fuzzes each libFuzzer harness of a sanitizer tree (scripts/sanitize.sh
# builds them) for a bounded time. Any crash, leak, sanitizer report or
# timeout fails the run; the input that caused it is kept in
# BUILD/findings/ and becomes a regression test (add it to the harness's
# corpus in tests/fuzz/corpus/, which ctest replays).
#
# usage: tests/fuzz/run-fuzzers.sh [SECONDS_PER_HARNESS] [BUILD]
#        (defaults: 60 and build-asan)
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
SECONDS_EACH="${1:-60}"
BUILD="${2:-$ROOT/build-asan}"

mkdir -p "$BUILD/findings"
declare -A corpus=(
    [FuzzProfile]=profile
    [FuzzAcceleratorData]=catalogue
    [FuzzBillingPage]=billing
)
export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
for harness in FuzzProfile FuzzAcceleratorData FuzzBillingPage; do
    if [ ! -x "$BUILD/tests/fuzz/$harness" ]; then
        echo "no $BUILD/tests/fuzz/$harness: build the sanitizer tree first (scripts/sanitize.sh)" >&2
        exit 2
    fi
    work="$BUILD/corpus/$harness"
    mkdir -p "$work"
    echo "==> $harness for ${SECONDS_EACH}s"
    log="$BUILD/findings/$harness.log"
    # The committed seeds stay read-only; new inputs go to the work corpus.
    status=0
    "$BUILD/tests/fuzz/$harness" "$work" "$ROOT/tests/fuzz/corpus/${corpus[$harness]}" \
        -dict="$ROOT/tests/fuzz/json.dict" -max_total_time="$SECONDS_EACH" \
        -max_len=65536 -timeout=10 -rss_limit_mb=2048 \
        -artifact_prefix="$BUILD/findings/$harness-" -print_final_stats=1 >"$log" 2>&1 ||
        status=$?
    grep -E '^(==|SUMMARY|stat::number_of_executed_units|INFO: Seed)' "$log" || true
    if [ "$status" -ne 0 ]; then
        tail -n 40 "$log" >&2
        echo "FAILED: $harness found a problem (exit $status); see $BUILD/findings/" >&2
        exit 1
    fi
done
echo "fuzzing: no findings"
