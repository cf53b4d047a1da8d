#!/usr/bin/env bash
# What a screen reader sees, in English, French and German: starts the built
# program under Xvfb with a private D-Bus session and accessibility bus, walks
# every page and result tab (scripts/atspi_audit.py) and lists each focusable
# control without a name. Exit status 1 when one is found.
#
#   ./scripts/atspi-audit.sh [PROFILE]   # default: examples/jax-scale-up-gcp.accel.json
#
# Needs a build (scripts/test.sh makes one) and Debian's python3-pyatspi,
# at-spi2-core, dbus-x11, xvfb and xauth, which it installs when missing.
source "$(dirname "$0")/lib/bootstrap.sh"

APP="$BUILD_DIR/app/accel-advisor-testable"
# One language inside its own D-Bus session (called back by dbus-run-session).
if [ "${1:-}" = "--inside" ]; then
    lang="$2" next="$3" profile="$4"
    /usr/libexec/at-spi-bus-launcher --launch-immediately &
    # The program asks for the accessibility bus once, as it starts, and the
    # launcher owns its name only 50 to 100 ms after it is started. Asked
    # earlier, the request races D-Bus activation (once, the German run never
    # appeared on the bus), so the program starts when the name is owned.
    for _ in $(seq 50); do
        dbus-send --session --print-reply --dest=org.freedesktop.DBus /org/freedesktop/DBus \
            org.freedesktop.DBus.NameHasOwner string:org.a11y.Bus 2>/dev/null |
            grep -q 'boolean true' && break
        sleep 0.2
    done
    QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1 "$APP" --lang "$lang" "$profile" >/dev/null 2>&1 &
    app=$!
    status=0
    /usr/bin/python3 "$ROOT/scripts/atspi_audit.py" --next "$next" --label "[$lang] " || status=$?
    kill "$app" 2>/dev/null || true
    exit $status
fi

PROFILE="$(realpath "${1:-$ROOT/examples/jax-scale-up-gcp.accel.json}")"
[ -x "$APP" ] || { echo "no $APP: build first (scripts/test.sh)" >&2; exit 2; }
for pkg in python3-pyatspi at-spi2-core dbus-x11 xvfb xauth; do
    dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q 'install ok installed' ||
        missing="${missing:-} $pkg"
done
if [ -n "${missing:-}" ]; then
    log "Installing$missing"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $missing
fi

WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
export HOME="$WORK/home" XDG_CONFIG_HOME="$WORK/home/config" XDG_DATA_HOME="$WORK/home/data" \
    XDG_RUNTIME_DIR="$WORK/runtime"
mkdir -p "$HOME" "$XDG_RUNTIME_DIR" && chmod 700 "$XDG_RUNTIME_DIR"
status=0
for spec in en:Next fr:Suivant de:Weiter; do
    log "AT-SPI tree in ${spec%%:*}"
    xvfb-run -a -s '-screen 0 1024x700x24' dbus-run-session -- \
        "$0" --inside "${spec%%:*}" "${spec#*:}" "$PROFILE" 2> >(grep -v 'dbus-daemon\|SpiRegistry' >&2) ||
        status=1
done
exit $status
