#!/usr/bin/env bash
# Install what is missing, build, and run every test (ctest).
source "$(dirname "$0")/lib/bootstrap.sh"

install_missing_packages
build_project

log "Running the tests"
ctest --test-dir "$BUILD_DIR" --output-on-failure --parallel "$(nproc)" --timeout 600
