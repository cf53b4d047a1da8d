#!/usr/bin/env python3
"""GUI speed and memory figures, on the display it is run on.

    xvfb-run -a -s '-screen 0 1400x900x24' \
        python3 tests/benchmarks/gui/measure_gui.py BUILD_DIR [--runs 15]

1. Start-up: time from spawning the program to the first paint of the first
   wizard page, for accel-advisor and for bare_wizard (a bare QWizard built
   beside it), alternating runs; the ratio of medians must stay within 1.5.
   The middle half of the per-pair ratios is printed beside it: on a busy
   shared machine it shows how far to trust the median.
2. Peak memory of each start-up (ru_maxrss from wait4).
3. gui_benchmarks: answer change -> chart repainted (< 16 ms), and the peak
   memory after a walk through every page (< 80 MiB).
Exit status 1 if a target is missed. --table also prints key=value lines
(ratio, advisor_ms, bare_ms, repaint_ms, peak_mib) for scripts/benchmarks.sh.
"""
import argparse
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time

# Start-up of accel-advisor against a bare QWizard: ratio of median wall times.
STARTUP_RATIO_TARGET = 1.5


def run_until_shown(argv, env):
    """Seconds until the program prints first-page-shown, and its peak RSS in MiB."""
    read_fd, write_fd = os.pipe()
    start = time.perf_counter()
    pid = os.posix_spawn(argv[0], argv, env,
                         file_actions=[(os.POSIX_SPAWN_DUP2, write_fd, 1),
                                       (os.POSIX_SPAWN_CLOSE, read_fd)])
    os.close(write_fd)
    shown = None
    with os.fdopen(read_fd, "rb") as out:
        for line in out:
            if b"first-page-shown" in line and shown is None:
                shown = time.perf_counter() - start
    _, status, usage = os.wait4(pid, 0)
    if shown is None or os.waitstatus_to_exitcode(status) != 0:
        raise RuntimeError(f"{argv[0]} did not report its first page (status {status})")
    return shown, usage.ru_maxrss / 1024.0


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("build", help="the CMake build directory")
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--table", action="store_true", help="also print key=value lines")
    args = parser.parse_args()

    # The program with its test hooks (the startup probe); the shipped one has none.
    advisor = os.path.join(args.build, "app", "accel-advisor-testable")
    bare = os.path.join(args.build, "tests", "benchmarks", "gui", "bare_wizard")
    bench = os.path.join(args.build, "tests", "benchmarks", "gui", "gui_benchmarks")
    home = tempfile.mkdtemp(prefix="accel-measure-")
    env = dict(os.environ, HOME=home, XDG_DATA_HOME=os.path.join(home, "data"),
               XDG_CONFIG_HOME=os.path.join(home, "config"),
               ACCEL_ADVISOR_EXIT_WHEN_SHOWN="1")
    if "DISPLAY" not in env and "QT_QPA_PLATFORM" not in env:
        sys.exit("no display: run under xvfb-run (see the header of this script)")

    # One warm-up each so that both start from a warm file cache.
    programs = (("bare", bare), ("advisor", advisor))
    for _, exe in programs:
        run_until_shown([exe], env)
    times = {name: [] for name, _ in programs}
    rss = {name: [] for name, _ in programs}
    for _ in range(args.runs):
        for name, exe in programs:
            t, m = run_until_shown([exe], env)
            times[name].append(t * 1000.0)
            rss[name].append(m)
    ok = True
    med = {k: statistics.median(v) for k, v in times.items()}
    ratio = med["advisor"] / med["bare"]
    # Each advisor run against the bare run just before it, under the same load.
    pairs = sorted(a / b for a, b in zip(times["advisor"], times["bare"]))
    low, high = pairs[len(pairs) // 4], pairs[(3 * len(pairs)) // 4]
    print(f"start-up to first page, median of {args.runs}: accel-advisor {med['advisor']:.1f} ms, "
          f"bare QWizard {med['bare']:.1f} ms, ratio {ratio:.2f} (target <= "
          f"{STARTUP_RATIO_TARGET}; paired ratios, middle half {low:.2f}-{high:.2f})")
    ok &= ratio <= STARTUP_RATIO_TARGET
    print(f"  gap {med['advisor'] - med['bare']:.1f} ms")
    print(f"peak memory at start-up: accel-advisor {max(rss['advisor']):.1f} MiB, "
          f"bare QWizard {max(rss['bare']):.1f} MiB")
    ok &= max(rss["advisor"]) < 80.0

    out = subprocess.run([bench], env=env, check=True, capture_output=True, text=True).stdout
    print(out, end="")
    median_ms = float(re.search(r"answer change .*?median ([0-9.]+) ms", out).group(1))
    peak = float(re.search(r"VmHWM\).*?([0-9.]+) MiB", out).group(1))
    ok &= median_ms < 16.0 and peak < 80.0
    if args.table:
        print(f"ratio={ratio:.2f}")
        print(f"advisor_ms={med['advisor']:.1f}")
        print(f"bare_ms={med['bare']:.1f}")
        print(f"repaint_ms={median_ms:.2f}")
        print(f"peak_mib={max(peak, max(rss['advisor'])):.1f}")
    print("all targets met" if ok else "TARGET MISSED")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
