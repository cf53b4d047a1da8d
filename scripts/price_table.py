#!/usr/bin/env python3
"""Writes the price table of docs/sizing-calibration.md from
resources/accelerators.json, so that the two never disagree.

usage: price_table.py [--check]   (--check: exit 1 if the document is stale)
"""
import json
import pathlib
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts" / "lib"))
from generated_doc import write_or_check  # noqa: E402
DATA = ROOT / "resources" / "accelerators.json"
DOC = ROOT / "docs" / "sizing-calibration.md"
CLOUDS = [("gcp", "Google Cloud"), ("aws", "AWS"), ("azure", "Azure")]
MODES = [("on_demand", "on demand"), ("spot", "spot"), ("commit_1yr", "1-yr commit"),
         ("commit_3yr", "3-yr commit"), ("capacity_block", "capacity block")]
HEADER = ("| accelerator | provider | mode | USD per chip-hour | date | host | source: note |\n"
          "|---|---|---|---|---|---|---|\n")


def table(data):
    checked = data["pricesChecked"]
    rows = []
    for acc in data["accelerators"]:
        for provider, provider_name in CLOUDS:
            if provider not in acc["availability"]:
                rows.append(f"| {acc['id']} | {provider_name} | all | Not sold on {provider_name} | | | |")
                continue
            for mode, mode_name in MODES:
                prices = [p for p in acc["prices"] if p["provider"] == provider and p["mode"] == mode]
                if not prices:
                    if mode == "capacity_block":
                        continue  # sold that way by few providers: no row when absent
                    why = ""
                    if acc["platform"] == "tpu" and provider == "gcp" and mode.startswith("commit"):
                        why = (": Google sells Cloud TPU commitments through its sales team "
                               "(Cloud TPU docs, long-term reservations, 2025-08-18)")
                    rows.append(f"| {acc['id']} | {provider_name} | {mode_name} | "
                                f"no published price found (looked {checked}){why} | | | |")
                    continue
                newest = max(prices, key=lambda p: p["date"])
                older = len(prices) - 1
                host = {"included": "included", "extra": "not included"}.get(newest.get("host"), "not stated")
                note = f"{newest['source']}: {newest['note']}" if newest.get("note") else newest["source"]
                kept = f" ({older} older price{'s' if older > 1 else ''} kept)" if older else ""
                rows.append(f"| {acc['id']} | {provider_name} | {mode_name} | ${newest['usdPerChipHour']:.3f} | "
                            f"{newest['date']} | {host} | {note}{kept} |")
    return HEADER + "\n".join(rows) + "\n"


def main():
    data = json.loads(DATA.read_text(encoding="utf-8"))
    doc = DOC.read_text(encoding="utf-8")
    start = doc.index(HEADER)
    end = start + len(HEADER)
    while end < len(doc) and doc.startswith("|", end):
        end = doc.index("\n", end) + 1
    updated = doc[:start] + table(data) + doc[end:]
    return write_or_check(DOC, ROOT, doc, updated, "price_table.py")


if __name__ == "__main__":
    sys.exit(main())
