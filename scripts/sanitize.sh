#!/usr/bin/env bash
# The whole ctest suite under AddressSanitizer + UndefinedBehaviorSanitizer,
# with leak detection on. Its own build folder (build-asan), so the normal
# build is never touched. Any sanitizer report fails the test that caused it,
# and a failed test fails this script (and CI).
#
# usage: scripts/sanitize.sh [extra ctest arguments, e.g. -R model_tests]
# env:   ACCEL_ASAN_BUILD_DIR (default build-asan), CI=true for -Werror
source "$(dirname "$0")/lib/bootstrap.sh"

ASAN_BUILD="${ACCEL_ASAN_BUILD_DIR:-$ROOT/build-asan}"
SUPP="$ROOT/tests/sanitize"
werror=OFF
if [ "${CI:-}" = "true" ]; then
    werror=ON
fi

install_missing_packages
started=$(date +%s)
log "Configuring the sanitizer build in $ASAN_BUILD (warnings as errors: $werror)"
# Debug keeps Q_ASSERT on; -O1 makes ASan's slowdown bearable on two cores.
cmake -S "$ROOT" -B "$ASAN_BUILD" -G Ninja \
    -DCMAKE_BUILD_TYPE=Debug -DCMAKE_CXX_FLAGS_DEBUG="-O1 -g" \
    -DACCEL_SANITIZE=ON -DACCEL_WERROR="$werror" >/dev/null
# Every program the tests run (test binaries, their helpers, the CLI), but
# not the benchmarks: they are measured on release builds, never in ctest.
mapfile -t targets < <(ninja -C "$ASAN_BUILD" -t targets all |
    awk -F: '$2 ~ /CXX_EXECUTABLE_LINKER/ && $1 !~ /^tests\/benchmarks\// {print $1}')
log "Building ${#targets[@]} programs with -fsanitize=address,undefined"
cmake --build "$ASAN_BUILD" --parallel "$(nproc)" --target "${targets[@]}"
built=$(date +%s)

# Halt on the first report of either sanitizer; leaks are reported at exit.
# Only third-party frames are suppressed (see the files for why).
export ASAN_OPTIONS="detect_leaks=1:abort_on_error=1:halt_on_error=1:detect_stack_use_after_return=1:check_initialization_order=1:strict_init_order=1:detect_odr_violation=2:print_summary=1:suppressions=$SUPP/asan.supp"
export LSAN_OPTIONS="suppressions=$SUPP/lsan.supp:print_suppressions=0"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1:suppressions=$SUPP/ubsan.supp"

# The excluded tests and the reasons are listed in tests/sanitize/excluded.txt.
exclude=$(grep -vE '^\s*(#|$)' "$SUPP/excluded.txt" | awk '{print $1}' | paste -sd '|' || true)
log "Running the tests under ASan + UBSan + LSan${exclude:+ (excluded: $exclude)}"
status=0
ctest --test-dir "$ASAN_BUILD" --output-on-failure --parallel "$(nproc)" --timeout 900 \
    ${exclude:+--exclude-regex "^($exclude)$"} "$@" || status=$?
finished=$(date +%s)
log "Sanitizer run: build $((built - started)) s, tests $((finished - built)) s, exit $status"
exit "$status"
