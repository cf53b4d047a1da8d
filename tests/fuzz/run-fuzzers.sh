#!/usr/bin/env bash
# Builds the libFuzzer harnesses with clang (address and undefined-behaviour
# sanitizers) and runs each for a bounded time. Any crash, leak, sanitizer
# report or timeout fails the run; the input that caused it is kept in
# build-fuzz/findings/ and becomes a regression test (add it to the corpus of
# tests/data/profiles/ or the matching unit test).
#
# usage: tests/fuzz/run-fuzzers.sh [SECONDS_PER_HARNESS]
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
BUILD="${ACCEL_FUZZ_BUILD_DIR:-$ROOT/build-fuzz}"
SECONDS_EACH="${1:-60}"

CC=clang CXX=clang++ cmake -S "$ROOT" -B "$BUILD" -G Ninja -DACCEL_FUZZ=ON \
    -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
cmake --build "$BUILD" --parallel "$(nproc)"

mkdir -p "$BUILD/findings"
declare -A corpus=(
    [FuzzProfile]=profile
    [FuzzAcceleratorData]=catalogue
    [FuzzBillingPage]=billing
)
export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
for harness in FuzzProfile FuzzAcceleratorData FuzzBillingPage; do
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
