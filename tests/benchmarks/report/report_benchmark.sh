#!/bin/sh
# Report speed and memory, measured end to end as a user runs it:
#   - `accel-advisor report PROFILE -o x.pdf`, headless (median of RUNS);
#   - wkhtmltopdf printing the program's own HTML report of the same profile
#     (median of RUNS, same run, same machine);
#   - peak memory of the PDF run (/usr/bin/time -v).
# Fails (exit 1) when a budget is missed:
#   PDF < 300 ms, PDF <= half of wkhtmltopdf, peak memory < 120 MiB
#   (the tighter 100 MiB is checked by scripts/benchmarks.sh).
#
# usage: report_benchmark.sh ACCEL_ADVISOR PROFILE [RUNS]
set -eu

advisor=$1
profile=$2
runs=${3:-7}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Headless: no display for either program.
unset DISPLAY WAYLAND_DISPLAY
export QT_QPA_PLATFORM=offscreen

now_ms() { echo $(($(date +%s%N) / 1000000)); }

median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

time_runs() { # command...: prints one wall time (ms) per run
    i=0
    while [ "$i" -lt "$runs" ]; do
        start=$(now_ms)
        "$@" >/dev/null 2>&1
        end=$(now_ms)
        echo $((end - start))
        i=$((i + 1))
    done
}

command -v wkhtmltopdf >/dev/null || { echo "wkhtmltopdf is not installed" >&2; exit 2; }
[ -x /usr/bin/time ] || { echo "/usr/bin/time is not installed (package time)" >&2; exit 2; }

"$advisor" report "$profile" -o "$work/report.html" 2>/dev/null
"$advisor" report "$profile" -o "$work/warm.pdf" 2>/dev/null # warm the caches for both

pdf_ms=$(time_runs "$advisor" report "$profile" -o "$work/report.pdf" | median)
wk_ms=$(time_runs wkhtmltopdf -q "$work/report.html" "$work/wk.pdf" | median)
peak_kib=$(/usr/bin/time -v "$advisor" report "$profile" -o "$work/mem.pdf" 2>&1 >/dev/null \
    | awk -F: '/Maximum resident set size/ { gsub(/ /, "", $2); print $2 }')
peak_mib=$((peak_kib / 1024))
pages=$(pdfinfo "$work/report.pdf" 2>/dev/null | awk '/^Pages:/ { print $2 }')

echo "profile:                $profile"
echo "runs (median of):       $runs"
echo "accel-advisor PDF:      ${pdf_ms} ms (${pages:-?} pages; budget < 300 ms)"
echo "wkhtmltopdf of HTML:    ${wk_ms} ms (budget: PDF <= half of this)"
echo "peak memory (PDF run):  ${peak_mib} MiB (budget < 120 MiB)"

status=0
[ "$pdf_ms" -lt 300 ] || { echo "FAIL: PDF takes ${pdf_ms} ms" >&2; status=1; }
[ $((pdf_ms * 2)) -le "$wk_ms" ] || { echo "FAIL: PDF is not twice as fast as wkhtmltopdf" >&2; status=1; }
[ "$peak_mib" -lt 120 ] || { echo "FAIL: peak memory ${peak_mib} MiB" >&2; status=1; }
exit $status
