#!/usr/bin/env bash
# Install what is missing, build, and start Accelerator Advisor.
# Arguments are passed to the program: scripts/run.sh examples/jax-scale-up-gcp.accel.json
source "$(dirname "$0")/lib/bootstrap.sh"

install_missing_packages
build_project

APP="$BUILD_DIR/app/accel-advisor"
if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ] && [ "$#" -eq 0 ]; then
    log "No display found: showing a sample evaluation on the command line instead"
    exec "$APP" evaluate "$ROOT/examples/jax-scale-up-gcp.accel.json"
fi
log "Starting $APP $*"
exec "$APP" "$@"
