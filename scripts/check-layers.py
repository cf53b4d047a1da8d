#!/usr/bin/env python3
"""Fails when an #include goes against the layers, or folders include each other.

The layers (CONTRIBUTING.md, "The layers"), each allowed to include only itself
and the layers listed after it:

    app -> ui -> render -> io -> model;  services -> model;  i18n alone

Three rules, each reported with the file and line that break it:
  1. A project header is included by its layered path ("model/sizing/X.h",
     "ui/main/X.h"), never by its bare name or a relative path.
  2. No layer includes a layer above it (model never includes io, render, ui...).
  3. No include cycle between folders (core/model <-> core/model/sizing): a
     folder's headers may need another folder's, but not both ways round.

Run from anywhere: `python3 scripts/check-layers.py` (ctest runs it as
Layers.IncludesFollowTheLayers; `--self-test` checks the checker on a made-up
tree, ctest's Layers.CheckerCatchesCyclesAndUpwardIncludes). Exit 0 when
clean, 1 otherwise.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCE_DIRS = ("core", "ui", "app")

# Layer -> the layers it may include (besides itself).
ALLOWED = {
    "model": set(),
    "i18n": set(),
    "io": {"model"},
    "services": {"model"},
    "render": {"io", "model"},
    "ui": {"render", "io", "model", "services", "i18n"},
    "app": {"ui", "render", "io", "model", "services", "i18n"},
}

# Includes that would go against the intended order inside core/model, which
# is model/text -> model -> model/sizing -> model/cost -> model/profile,
# model/report (each may include those before it), kept as debt to pay. Empty
# since 0.3.2: keep it so. An entry that no longer matches an include is
# reported, so the list can only shrink; a new include that closes a cycle fails.
KNOWN_BACK_EDGES: set[tuple[str, str]] = set()

INCLUDE_RE = re.compile(r'^\s*#\s*include\s+"([^"]+)"')


def layer_of(relative: str) -> str:
    parts = relative.split("/")
    return parts[1] if parts[0] == "core" else parts[0]


def layered(relative: str) -> str:
    return relative[len("core/"):] if relative.startswith("core/") else relative


def sources(root: Path) -> list[Path]:
    found = []
    for top in SOURCE_DIRS:
        found += sorted(p for p in (root / top).rglob("*") if p.suffix in (".h", ".cpp"))
    return found


def strongly_connected(graph: dict[str, set[str]]) -> list[list[str]]:
    """Tarjan's algorithm; returns the components with more than one folder."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    components: list[list[str]] = []
    counter = [0]

    def visit(node: str) -> None:
        index[node] = low[node] = counter[0]
        counter[0] += 1
        stack.append(node)
        on_stack.add(node)
        for nxt in sorted(graph.get(node, ())):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            component = []
            while True:
                top = stack.pop()
                on_stack.discard(top)
                component.append(top)
                if top == node:
                    break
            if len(component) > 1:
                components.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return components


def check(root: Path) -> list[str]:
    files = sources(root)
    by_layered = {layered(p.relative_to(root).as_posix()): p for p in files if p.suffix == ".h"}
    by_name: dict[str, list[str]] = {}
    for spelled in by_layered:
        by_name.setdefault(spelled.rsplit("/", 1)[-1], []).append(spelled)

    problems: list[str] = []
    graph: dict[str, set[str]] = {}
    example: dict[tuple[str, str], str] = {}
    seen_known: set[tuple[str, str]] = set()
    for path in files:
        relative = path.relative_to(root).as_posix()
        folder = relative.rsplit("/", 1)[0]
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            match = INCLUDE_RE.match(line)
            if not match:
                continue
            spelled = match.group(1)
            where = f"{relative}:{number}"
            if spelled not in by_layered:
                if spelled.rsplit("/", 1)[-1] in by_name:
                    wanted = " or ".join(by_name[spelled.rsplit("/", 1)[-1]])
                    problems.append(f'{where}: include "{spelled}" by its layer: "{wanted}"')
                continue  # a generated header (moc, uic) or a system one
            target = by_layered[spelled].relative_to(root).as_posix()
            target_folder = target.rsplit("/", 1)[0]
            source_layer, target_layer = layer_of(relative), layer_of(target)
            if source_layer != target_layer and target_layer not in ALLOWED.get(source_layer, set()):
                problems.append(
                    f'{where}: the {source_layer} layer includes "{spelled}" of the '
                    f"{target_layer} layer, which is above it or beside it"
                )
            if (relative, spelled) in KNOWN_BACK_EDGES:
                seen_known.add((relative, spelled))
                continue
            if target_folder != folder:
                graph.setdefault(folder, set()).add(target_folder)
                example.setdefault((folder, target_folder), f'{where} includes "{spelled}"')

    if root == ROOT:
        for source, spelled in sorted(KNOWN_BACK_EDGES - seen_known):
            problems.append(f'{source} no longer includes "{spelled}": '
                            "delete it from KNOWN_BACK_EDGES in scripts/check-layers.py")
    for component in strongly_connected(graph):
        lines = [f"include cycle between folders {' <-> '.join(component)}:"]
        members = set(component)
        for source in component:
            for target in sorted(graph.get(source, set()) & members):
                lines.append(f"    {example[(source, target)]}")
        problems.append("\n".join(lines))
    return problems


def self_test() -> int:
    """The checker must catch what it is for: a cycle, an upward include, a bare name."""
    import tempfile

    files = {
        "core/model/A.h": '#include "model/sub/B.h"\n',
        "core/model/sub/B.h": '#include "model/A.h"\n',
        "core/model/C.h": '#include "ui/main/D.h"\n',
        "ui/main/D.h": '#include "E.h"\n',
        "ui/common/E.h": "",
    }
    with tempfile.TemporaryDirectory() as tmp:
        for name, text in files.items():
            (Path(tmp) / name).parent.mkdir(parents=True, exist_ok=True)
            (Path(tmp) / name).write_text(text, encoding="utf-8")
        found = "\n".join(check(Path(tmp)))
    expected = [
        "include cycle between folders core/model <-> core/model/sub",
        'core/model/C.h:1: the model layer includes "ui/main/D.h" of the ui layer',
        'ui/main/D.h:1: include "E.h" by its layer: "ui/common/E.h"',
    ]
    missed = [e for e in expected if e not in found]
    for e in missed:
        print(f"self-test: not reported: {e}", file=sys.stderr)
    print("check-layers self-test:", "failed" if missed else "passed")
    return 1 if missed else 0


def main(argv: list[str]) -> int:
    if argv[1:] == ["--self-test"]:
        return self_test()
    root = Path(argv[1]).resolve() if len(argv) > 1 else ROOT
    problems = check(root)
    for problem in problems:
        print(problem, file=sys.stderr)
    if problems:
        print(f"check-layers: {len(problems)} problem(s); see CONTRIBUTING.md, 'The layers'.",
              file=sys.stderr)
        return 1
    print("check-layers: includes follow the layers, no folder cycles.")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
