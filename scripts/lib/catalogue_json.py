"""Writes resources/accelerators.json in its hand-kept layout: one line per
source, price, assumption and curve; one line per field of an accelerator."""
import json


def _inline(value):
    return json.dumps(value, ensure_ascii=False)


def _block_object(obj, indent, expand):
    pad = " " * indent
    lines = []
    for key, value in obj.items():
        lines.append(f'{pad}  {_inline(key)}: {_render(value, indent + 2, expand, key)}')
    return "{\n" + ",\n".join(lines) + "\n" + pad + "}"


def _block_list(items, indent, expand, key):
    pad = " " * indent
    inner = [pad + "  " + _render(item, indent + 2, expand, key + "[]") for item in items]
    return "[\n" + ",\n".join(inner) + "\n" + pad + "]"


def _render(value, indent, expand, key):
    if key == "sources" and indent > 2:
        return _inline(value)
    if isinstance(value, dict) and key in expand:
        return _block_object(value, indent, expand)
    if isinstance(value, list) and key in expand:
        return _block_list(value, indent, expand, key)
    return _inline(value)


def dumps(catalogue):
    expand = {"", "assumptions", "mfu", "sources", "accelerators", "accelerators[]", "prices"}
    # Only the top-level "sources" list is expanded; an accelerator's own is inline.
    out = ["{"]
    items = list(catalogue.items())
    for i, (key, value) in enumerate(items):
        text = _render(value, 2, expand, key) if key in expand else _inline(value)
        if key == "accelerators":
            text = _block_list_accelerators(value)
        out.append(f'  {_inline(key)}: {text}' + ("," if i + 1 < len(items) else ""))
    out.append("}")
    return "\n".join(out) + "\n"


def _block_list_accelerators(accelerators):
    rendered = []
    for acc in accelerators:
        fields = []
        for key, value in acc.items():
            if key == "prices":
                text = "[\n" + ",\n".join("        " + _inline(p) for p in value) + "\n      ]"
            else:
                text = _inline(value)
            fields.append(f"      {_inline(key)}: {text}")
        rendered.append("    {\n" + ",\n".join(fields) + "\n    }")
    return "[\n" + ",\n".join(rendered) + "\n  ]"
