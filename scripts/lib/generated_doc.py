"""Shared by the scripts that write a generated part of a document
(price_table.py, question_table.py): write it, or with --check say that the
document is stale and exit 1."""
import sys


def write_or_check(doc_path, root, current, updated, script):
    """Writes `updated` to doc_path, or with --check compares it to `current`."""
    if "--check" in sys.argv[1:]:
        if updated != current:
            print(f"{doc_path.relative_to(root)} is stale: run scripts/{script}", file=sys.stderr)
            return 1
        return 0
    doc_path.write_text(updated, encoding="utf-8")
    return 0
