#!/usr/bin/python3
"""What a screen reader sees: walks the AT-SPI tree of a running accel-advisor
page by page (pressing Next as a user would) and through every tab of the
result page, and lists each focusable control on screen that has no name.

Run by scripts/atspi-audit.sh, which starts the program, a private D-Bus
session and the accessibility bus under Xvfb. Exit status 1 when an unnamed
control is found, 2 when the program did not appear on the bus.
"""
import argparse
import sys
import time

import pyatspi  # Debian's python3-pyatspi, for the system python3


def wait_for(condition, timeout):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        found = condition()
        if found:
            return found
        time.sleep(0.2)
    return None


def application(name):
    for app in pyatspi.Registry.getDesktop(0):
        if app is not None and name in (app.name or ""):
            return app
    return None


def shown_objects(obj, path="", depth=0):
    """(path, role, name, object) of every object on screen below obj."""
    try:
        states = obj.getState()
        role = obj.getRoleName()
        name = obj.name or ""
    except Exception:  # the object went away while we walked
        return []
    # The top levels are kept even when not showing: the window is below them.
    if depth > 2 and not states.contains(pyatspi.STATE_SHOWING):
        return []
    found = [(path, role, name, obj, states)]
    for i in range(obj.childCount):
        try:
            child = obj.getChildAtIndex(i)
        except Exception:
            continue
        if child is not None:
            found += shown_objects(child, f"{path}/{role}:{name[:25]}", depth + 1)
    return found


def unnamed_focusable(objects):
    return [f"{path}/{role}" for path, role, name, _, states in objects
            if states.contains(pyatspi.STATE_FOCUSABLE)
            and states.contains(pyatspi.STATE_SHOWING) and not name.strip()]


def press(obj):
    obj.queryAction().doAction(0)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--next", default="Next", help="the Next button's text in this language")
    parser.add_argument("--label", default="", help="printed before each line")
    args = parser.parse_args()

    app = wait_for(lambda: application("accel-advisor"), 30)
    if app is None:
        print(f"{args.label}accel-advisor did not appear on the accessibility bus")
        return 2
    total = 0

    def audit(where):
        nonlocal total
        objects = shown_objects(app)
        missing = unnamed_focusable(objects)
        total += len(missing)
        print(f"{args.label}{where}: {len(objects)} objects on screen, {len(missing)} focusable "
              "without a name")
        for line in missing:
            print(f"{args.label}    {line}")
        return objects

    for page in range(1, 12):
        objects = audit(f"page {page}")
        for _, role, name, tab, _ in [o for o in objects if o[1] == "page tab"]:
            press(tab)
            wait_for(lambda t=tab: t.getState().contains(pyatspi.STATE_SELECTED), 5)
            audit(f"page {page}, tab '{name}'")
        buttons = [o[3] for o in objects
                   if o[1] == "push button" and o[2].replace("&", "") == args.next]
        if not buttons or not buttons[0].getState().contains(pyatspi.STATE_ENABLED):
            break
        press(buttons[0])
        # The next page is there when the set of shown objects has changed.
        before = {(o[1], o[2]) for o in objects}
        wait_for(lambda: {(o[1], o[2]) for o in shown_objects(app)} != before, 10)
    return 1 if total else 0


if __name__ == "__main__":
    sys.exit(main())
