#!/usr/bin/env python3
"""Scores an accel-advisor binary against the expert scenario suite.

Each scenario becomes a profile; `evaluate --format json` gives the verdict,
which is compared with the scenario's expected verdict (or an accepted
alternative), its "TPU blocked" mark and its confidence ceiling. Prints one
line per disagreement and the pass rate. Used to record the pass rate of an
engine before and after a change; the GoogleTest ExpertScenarios checks the
same expectations in-process on every build.

  score_scenarios.py BINARY [SCENARIOS.json] [--map OLD=NEW ...] [--drop QUESTION ...]

With reading-scenarios.json it also checks the reading (decided, too close,
early) and the conflicting answers each scenario expects.

--map and --drop translate answers for an older binary that lacks newer ids
(for example --drop capacity --map hosting.multi_cloud_gcp=multi_cloud).
"""
import json
import os
import subprocess
import sys
import tempfile


def reading_of(result):
    """The reading, also from binaries that predate the `reading` field."""
    if "reading" in result:
        return result["reading"]
    if result.get("so_far"):
        return "early"
    return "too_close" if result.get("too_close") else "decided"


def reading_problems(scenario, result):
    """The reading and the conflicts a scenario expects (reading-scenarios.json)."""
    problems = []
    expected = scenario.get("reading", {})
    if "kind" in expected:
        kinds = [expected["kind"]] + expected.get("acceptable_kinds", [])
        if reading_of(result) not in kinds:
            problems.append(f"reading {reading_of(result)}, expected {'/'.join(kinds)}")
    if "conflicts" in scenario:
        said = sorted(sorted(c["questions"]) for c in result.get("conflicts", []))
        wanted = sorted(sorted(pair) for pair in scenario["conflicts"])
        if said != wanted:
            problems.append(f"conflicts {said}, expected {wanted}")
    return problems


def main(argv):
    args = argv[1:]
    binary = args.pop(0)
    path = os.path.join(os.path.dirname(__file__), "..", "data", "scenarios",
                        "expert-scenarios.json")
    maps, drops = {}, set()
    while args:
        a = args.pop(0)
        if a == "--map":
            old, new = args.pop(0).split("=")
            maps[old] = new
        elif a == "--drop":
            drops.add(args.pop(0))
        else:
            path = a
    suite = json.load(open(path, encoding="utf-8"))
    passed, failures = 0, []
    with tempfile.TemporaryDirectory() as tmp:
        for s in suite["scenarios"]:
            answers = {}
            for q, o in s["answers"].items():
                if q in drops:
                    continue
                answers[q] = maps.get(f"{q}.{o}", o)
            profile = {"format": "accel-advisor-profile", "version": 1,
                       "name": s["id"], "answers": answers}
            file = os.path.join(tmp, s["id"] + ".accel.json")
            json.dump(profile, open(file, "w", encoding="utf-8"))
            run = subprocess.run([binary, "evaluate", "--format", "json", file],
                                 capture_output=True, text=True)
            if run.returncode != 0:
                failures.append((s["id"], "cannot evaluate: " + run.stderr.strip()))
                continue
            result = json.loads(run.stdout)
            problems = []
            accepted = [s["expected"]] + s.get("acceptable", [])
            if result["verdict"] not in accepted:
                problems.append(f"verdict {result['verdict']}, expected {'/'.join(accepted)}")
            blocked = any(b["platform"] == "tpu" for b in result["blockers"])
            if "tpu_blocked" in s and bool(s["tpu_blocked"]) != blocked:
                problems.append(f"TPU blocked {blocked}, expected {s['tpu_blocked']}")
            confidence = result["confidence"]
            if "max_confidence" in s and confidence is not None and confidence > s["max_confidence"]:
                problems.append(f"confidence {confidence:.2f} above {s['max_confidence']}")
            problems += reading_problems(s, result)
            if problems:
                failures.append((s["id"], "; ".join(problems)))
            else:
                passed += 1
    total = len(suite["scenarios"])
    for sid, why in failures:
        print(f"FAIL {sid}: {why}")
    print(f"{passed} passed, {total - passed} failed")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
