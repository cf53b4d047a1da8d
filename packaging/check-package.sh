#!/usr/bin/env bash
# Builds the .deb from an existing build folder, validates the desktop
# integration, lints the package, installs it for real and runs the
# installed program headless. Used by CI after the build; needs root.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
BUILD_DIR="$(realpath "${1:-$ROOT/build}")" # apt-get takes a .deb only by its path
APP_ID=io.github.acceleratoradvisor.AcceleratorAdvisor
log() { printf '\033[1m==> %s\033[0m\n' "$*"; }

log "Validating the desktop file and the AppStream metainfo"
desktop-file-validate "$ROOT/packaging/$APP_ID.desktop"
appstreamcli validate --no-net "$BUILD_DIR/packaging/$APP_ID.metainfo.xml" # generated: CHANGELOG.md

log "Building the .deb"
(cd "$BUILD_DIR" && cpack -G DEB >/dev/null)
DEB=$(ls -t "$BUILD_DIR"/accel-advisor_*.deb | head -n 1)
dpkg-deb --info "$DEB" | sed -n '/Package:/,/Description:/p'

log "Lintian (errors fail the check)"
lintian --no-tag-display-limit --fail-on error "$DEB"

log "Installing $DEB"
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$DEB" >/dev/null

log "No test hooks in the shipped program"
if grep -aq 'ACCEL_ADVISOR_TEST_\|ACCEL_ADVISOR_RESTORE\|ACCEL_ADVISOR_EXIT_WHEN_SHOWN' /usr/bin/accel-advisor; then
    echo "the installed program reads a test variable (see app/gui/TestHooks.h)" >&2
    exit 1
fi
if dpkg -L accel-advisor | grep -q testable; then
    echo "the test-only program is in the package" >&2
    exit 1
fi

log "Running the installed program"
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
env -u DISPLAY -u WAYLAND_DISPLAY /usr/bin/accel-advisor --version
env -u DISPLAY -u WAYLAND_DISPLAY /usr/bin/accel-advisor evaluate "$ROOT/examples/jax-scale-up-gcp.accel.json" | head -n 3
env -u DISPLAY -u WAYLAND_DISPLAY /usr/bin/accel-advisor report "$ROOT/examples/jax-scale-up-gcp.accel.json" -o "$WORK/report.pdf"
test -s "$WORK/report.pdf"
# The embedded translations travel with the installed program.
german=$(env -u DISPLAY -u WAYLAND_DISPLAY /usr/bin/accel-advisor --lang de evaluate "$ROOT/examples/jax-scale-up-gcp.accel.json")
grep -q "Empfehlung" <<<"$german"
env -u DISPLAY -u WAYLAND_DISPLAY /usr/bin/accel-advisor report --lang fr "$ROOT/examples/jax-scale-up-gcp.accel.json" -o "$WORK/rapport.md"
grep -q "Résumé" "$WORK/rapport.md"
test -f "/usr/share/applications/$APP_ID.desktop"
test -f "/usr/share/icons/hicolor/scalable/apps/$APP_ID.svg"
test -f /usr/share/man/man1/accel-advisor.1.gz
grep -q 'application/x-accel-advisor-profile' /usr/share/mime/packages/accel-advisor-profile.xml
log "Package check passed"
