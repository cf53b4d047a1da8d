#!/usr/bin/env bash
# The sanitizer tree: clang with AddressSanitizer, UndefinedBehaviorSanitizer
# and LeakSanitizer, plus the libFuzzer harnesses. Builds the suites that
# exercise parsing, files, the engine and the command line (the ctest label
# "sanitize", tests/CMakeLists.txt), runs them with every fuzz corpus
# replayed, then fuzzes each parser for a short while. Its own build folder
# (build-asan): the normal build is never touched. Any sanitizer report fails
# the test that caused it, and a failed test fails this script (and CI).
#
# usage: scripts/sanitize.sh [FUZZ_SECONDS_PER_HARNESS]   (default 20; 0: none)
# env:   ACCEL_ASAN_BUILD_DIR (default build-asan), CI=true for -Werror
source "$(dirname "$0")/lib/bootstrap.sh"

ASAN_BUILD="${ACCEL_ASAN_BUILD_DIR:-$ROOT/build-asan}"
FUZZ_SECONDS="${1:-20}"
SUPP="$ROOT/tests/sanitize"
werror=OFF
if [ "${CI:-}" = "true" ]; then
    werror=ON
fi

install_missing_packages
install_missing_packages "$ROOT/packaging/debian-ci-deps.txt"
started=$(date +%s)
log "Configuring the sanitizer tree in $ASAN_BUILD (clang; warnings as errors: $werror)"
# Debug keeps Q_ASSERT on; -O1 makes ASan's slowdown bearable on two cores.
CC=clang CXX=clang++ cmake -S "$ROOT" -B "$ASAN_BUILD" -G Ninja \
    -DCMAKE_BUILD_TYPE=Debug -DCMAKE_CXX_FLAGS_DEBUG="-O1 -g" \
    -DACCEL_SANITIZE=ON -DACCEL_FUZZ=ON -DACCEL_WERROR="$werror" >/dev/null
log "Building the sanitized suites, the program and the fuzzers"
cmake --build "$ASAN_BUILD" --parallel "$(nproc)" --target sanitized_tests
built=$(date +%s)

# Halt on the first report of either sanitizer; leaks are reported at exit.
# Only third-party frames are suppressed (see the files for why).
export ASAN_OPTIONS="detect_leaks=1:abort_on_error=1:halt_on_error=1:detect_stack_use_after_return=1:check_initialization_order=1:strict_init_order=1:detect_odr_violation=2:print_summary=1:suppressions=$SUPP/asan.supp"
export LSAN_OPTIONS="suppressions=$SUPP/lsan.supp:print_suppressions=0"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1:suppressions=$SUPP/ubsan.supp"

log "Running the sanitized suites and the fuzz corpora under ASan + UBSan + LSan"
status=0
ctest --test-dir "$ASAN_BUILD" --output-on-failure --parallel "$(nproc)" --timeout 900 \
    --label-regex '^sanitize$' || status=$?
tested=$(date +%s)
if [ "$status" -eq 0 ] && [ "$FUZZ_SECONDS" -gt 0 ]; then
    "$ROOT/tests/fuzz/run-fuzzers.sh" "$FUZZ_SECONDS" "$ASAN_BUILD" || status=$?
fi
finished=$(date +%s)
log "Sanitizer tree: build $((built - started)) s, tests $((tested - built)) s," \
    "fuzzing $((finished - tested)) s, exit $status"
exit "$status"
