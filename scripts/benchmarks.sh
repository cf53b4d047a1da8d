#!/usr/bin/env bash
# Builds (Release, build-bench/) and runs every benchmark, then prints one
# table: figure | measured | target | pass/fail. Exit status 1 when a target
# is missed, 2 when a benchmark could not run.
#
#   ./scripts/benchmarks.sh [RUNS]      # RUNS: repetitions for medians (default 9)
#
# Timings are medians of RUNS, and every comparison (bare QWizard, wkhtmltopdf)
# is measured in the same run, alternating, on the same machine. Not part of
# CI: shared CI machines make wall-clock budgets flaky.
source "$(dirname "$0")/lib/bootstrap.sh"

RUNS="${1:-9}"
export ACCEL_BUILD_DIR="${ACCEL_BENCH_BUILD_DIR:-$ROOT/build-bench}"
export ACCEL_BUILD_TYPE=Release
BUILD_DIR="$ACCEL_BUILD_DIR"
PROFILE="$ROOT/examples/jax-scale-up-gcp.accel.json"

install_missing_packages
install_missing_packages "$ROOT/packaging/debian-bench-deps.txt"
log "Configuring in $BUILD_DIR (Release)"
cmake -S "$ROOT" -B "$BUILD_DIR" -G Ninja -DCMAKE_BUILD_TYPE=Release \
    -DACCEL_BUILD_BENCHMARKS=ON >/dev/null
log "Building the program and the benchmarks"
cmake --build "$BUILD_DIR" --parallel "$(nproc)" \
    --target accel-advisor accel-advisor-testable engine_benchmarks sizing_benchmarks factor_chart_benchmark \
    bare_wizard gui_benchmarks

WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
export HOME="$WORK/home" XDG_DATA_HOME="$WORK/home/data" XDG_CONFIG_HOME="$WORK/home/config" \
    XDG_RUNTIME_DIR="$WORK/runtime"
mkdir -p "$HOME" "$XDG_RUNTIME_DIR" && chmod 700 "$XDG_RUNTIME_DIR"

ROWS="$WORK/rows" # figure|measured|target|pass
status=0
row() { # figure measured target ok(0/1)
    local verdict=pass
    if [ "$4" != 1 ]; then
        verdict=FAIL
        status=1
    fi
    printf '%s|%s|%s|%s\n' "$1" "$2" "$3" "$verdict" >>"$ROWS"
}
missing() { # figure target why
    printf '%s|%s|%s|%s\n' "$1" "not measured ($3)" "$2" "FAIL" >>"$ROWS"
    status=2
}
lt() { awk -v a="$1" -v b="$2" 'BEGIN { exit !(a < b) }'; }
le() { awk -v a="$1" -v b="$2" 'BEGIN { exit !(a <= b) }'; }
ok() { if "$@"; then echo 1; else echo 0; fi; }
median() { sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
now_ns() { date +%s%N; }

# --- engine (Google Benchmark, median of RUNS repetitions) -----------------
log "Engine benchmarks"
"$BUILD_DIR/tests/benchmarks/engine_benchmarks" --benchmark_repetitions="$RUNS" \
    --benchmark_report_aggregates_only=true --benchmark_out_format=json \
    --benchmark_out="$WORK/engine.json" >/dev/null 2>&1 || true
engine_us() { # name: median CPU time in microseconds (a shared machine inflates wall time)
    python3 - "$WORK/engine.json" "$1" <<'PY' 2>/dev/null || true
import json, sys
scale = {"ns": 1e-3, "us": 1.0, "ms": 1e3, "s": 1e6}
for b in json.load(open(sys.argv[1]))["benchmarks"]:
    if b["name"] == sys.argv[2] + "_median":
        print(f'{b["cpu_time"] * scale[b["time_unit"]]:.1f}')
PY
}
e1=$(engine_us BM_EvaluateWithoutConfidence)
e2=$(engine_us BM_EvaluateWithFlipsAndConfidence)
e3=$(engine_us BM_EvaluateBatchOf2000Profiles)
if [ -n "$e1" ] && [ -n "$e2" ] && [ -n "$e3" ]; then
    row "engine: evaluation (CPU time)" "$e1 us" "<= 50 us" "$(ok le "$e1" 50)"
    row "engine: flips + 2,000-sample confidence" "$e2 us" "<= 2000 us" "$(ok le "$e2" 2000)"
    per=$(awk -v t="$e3" 'BEGIN { printf "%.1f", t / 2000 }')
    row "engine: batch of 2,000 profiles, per profile" "$per us" "<= 1000 us" "$(ok le "$per" 1000)"
else
    missing "engine benchmarks" "see EngineBenchmark.cpp" "engine_benchmarks failed"
fi

# --- sizing (Google Benchmark): a full table, every accelerator ----------
"$BUILD_DIR/tests/benchmarks/sizing/sizing_benchmarks" --benchmark_repetitions="$RUNS" \
    --benchmark_report_aggregates_only=true --benchmark_out_format=json \
    --benchmark_out="$WORK/engine.json" >/dev/null 2>&1 || true
s1=$(engine_us BM_SizingTableTraining)
s2=$(engine_us BM_SizingTableServing)
s3=$(engine_us BM_SizingAndCostTables)
if [ -n "$s1" ] && [ -n "$s2" ] && [ -n "$s3" ]; then
    row "sizing: full table, training" "$s1 us" "<= 1000 us" "$(ok le "$s1" 1000)"
    row "sizing: full table, serving" "$s2 us" "<= 1000 us" "$(ok le "$s2" 1000)"
    row "sizing and cost tables together, training" "$s3 us" "<= 1000 us" "$(ok le "$s3" 1000)"
else
    missing "sizing benchmarks" "see SizingBenchmark.cpp" "sizing_benchmarks failed"
fi

# --- the factor chart (Google Benchmark): refilled on every answer change --
"$BUILD_DIR/tests/benchmarks/report/factor_chart_benchmark" --benchmark_repetitions="$RUNS" \
    --benchmark_report_aggregates_only=true --benchmark_out_format=json \
    --benchmark_out="$WORK/engine.json" >/dev/null 2>&1 || true
c1=$(engine_us BM_FactorChartRefill)
if [ -n "$c1" ]; then
    row "factor chart: refill on an answer change" "$c1 us" "< 8000 us" "$(ok lt "$c1" 8000)"
else
    missing "factor chart benchmark" "see FactorChartBenchmark.cpp" "factor_chart_benchmark failed"
fi

# --- GUI (Xvfb) -----------------------------------------------------------
log "GUI benchmarks (Xvfb)"
if xvfb-run -a -s '-screen 0 1400x900x24' python3 "$ROOT/tests/benchmarks/gui/measure_gui.py" \
    "$BUILD_DIR" --runs "$RUNS" --table >"$WORK/gui.txt" 2>"$WORK/gui.err" ||
    grep -q '^ratio=' "$WORK/gui.txt"; then
    val() { awk -F= -v k="$1" '$1 == k { print $2 }' "$WORK/gui.txt"; }
    ratio=$(val ratio)
    row "GUI: first wizard page vs bare QWizard ($(val advisor_ms) vs $(val bare_ms) ms)" \
        "${ratio}x" "<= 1.5x" "$(ok le "$ratio" 1.5)"
    repaint=$(val repaint_ms)
    row "GUI: answer change -> chart repainted (median)" "$repaint ms" "< 16 ms" \
        "$(ok lt "$repaint" 16)"
    peak=$(val peak_mib)
    row "GUI: peak memory (every page, result, compare)" "$peak MiB" "< 80 MiB" \
        "$(ok lt "$peak" 80)"
else
    cat "$WORK/gui.err" >&2
    missing "GUI benchmarks" "see measure_gui.py" "measure_gui.py failed"
fi

# --- headless PDF report ----------------------------------------------------
log "Report benchmark (headless PDF vs wkhtmltopdf)"
(
    unset DISPLAY WAYLAND_DISPLAY
    export QT_QPA_PLATFORM=offscreen
    advisor="$BUILD_DIR/app/accel-advisor"
    "$advisor" report "$PROFILE" -o "$WORK/report.html" 2>/dev/null
    "$advisor" report "$PROFILE" -o "$WORK/warm.pdf" 2>/dev/null
    wkhtmltopdf -q "$WORK/report.html" "$WORK/warm-wk.pdf" >/dev/null 2>&1
    : >"$WORK/pdf.ms"
    : >"$WORK/wk.ms"
    for _ in $(seq "$RUNS"); do # alternating, so both see the same load
        t0=$(now_ns)
        "$advisor" report "$PROFILE" -o "$WORK/report.pdf" >/dev/null 2>&1
        t1=$(now_ns)
        wkhtmltopdf -q "$WORK/report.html" "$WORK/wk.pdf" >/dev/null 2>&1
        t2=$(now_ns)
        echo $(((t1 - t0) / 1000000)) >>"$WORK/pdf.ms"
        echo $(((t2 - t1) / 1000000)) >>"$WORK/wk.ms"
    done
    /usr/bin/time -f '%M' -o "$WORK/pdf.kib" "$advisor" report "$PROFILE" -o "$WORK/mem.pdf" \
        >/dev/null 2>&1
) || true
pdf=$(median <"$WORK/pdf.ms")
wk=$(median <"$WORK/wk.ms")
kib=$(tail -n 1 "$WORK/pdf.kib" 2>/dev/null || true)
if [ -n "$pdf" ] && [ -n "$wk" ] && [ -n "$kib" ]; then
    row "report: headless PDF of $(basename "$PROFILE")" "$pdf ms" "< 300 ms" "$(ok lt "$pdf" 300)"
    half=$(awk -v w="$wk" 'BEGIN { printf "%d", w / 2 }')
    row "report: PDF vs wkhtmltopdf of its HTML ($wk ms)" "$pdf ms" "<= $half ms (half)" \
        "$(ok le $((pdf * 2)) "$wk")"
    mib=$(awk -v k="$kib" 'BEGIN { printf "%.1f", k / 1024 }')
    row "report: peak memory of a headless PDF" "$mib MiB" "< 100 MiB" "$(ok lt "$mib" 100)"
else
    missing "report benchmark" "< 300 ms" "accel-advisor or wkhtmltopdf failed"
fi

# --- the table ----------------------------------------------------------------
echo
echo "Benchmarks ($(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg); medians of $RUNS runs)"
awk -F'|' '
    { f[NR] = $1; m[NR] = $2; t[NR] = $3; p[NR] = $4
      if (length($1) > w1) w1 = length($1); if (length($2) > w2) w2 = length($2)
      if (length($3) > w3) w3 = length($3) }
    END {
      fmt = "%-" w1 "s | %" w2 "s | %-" w3 "s | %s\n"
      printf fmt, "figure", "measured", "target", "result"
      line = ""; for (i = 0; i < w1 + w2 + w3 + 16; i++) line = line "-"; print line
      for (i = 1; i <= NR; i++) printf fmt, f[i], m[i], t[i], p[i] }' "$ROWS"
exit $status
