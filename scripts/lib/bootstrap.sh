# Shared by the scripts: install the Debian packages that are missing, then
# configure and build. Sourced, not run.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
BUILD_DIR="${ACCEL_BUILD_DIR:-$ROOT/build}"

log() { printf '\033[1m==> %s\033[0m\n' "$*"; }

# install_missing_packages [LIST]: the packages of LIST (default
# packaging/debian-build-deps.txt) that are not installed yet.
install_missing_packages() {
    local list="${1:-$ROOT/packaging/debian-build-deps.txt}"
    local wanted missing=()
    wanted=$(grep -vE '^\s*(#|$)' "$list")
    for pkg in $wanted; do
        if ! dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q 'install ok installed'; then
            missing+=("$pkg")
        fi
    done
    if [ ${#missing[@]} -eq 0 ]; then
        log "All $(echo "$wanted" | wc -w) Debian packages of $(basename "$list") are installed"
        return
    fi
    log "Installing ${#missing[@]} missing Debian packages: ${missing[*]}"
    local sudo=""
    if [ "$(id -u)" -ne 0 ]; then
        sudo="sudo"
    fi
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
}

build_project() {
    local werror=OFF
    if [ "${CI:-}" = "true" ]; then
        werror=ON
    fi
    log "Configuring in $BUILD_DIR (warnings as errors: $werror)"
    cmake -S "$ROOT" -B "$BUILD_DIR" -G Ninja \
        -DCMAKE_BUILD_TYPE="${ACCEL_BUILD_TYPE:-RelWithDebInfo}" \
        -DACCEL_WERROR="$werror" >/dev/null
    log "Building"
    cmake --build "$BUILD_DIR" --parallel "$(nproc)"
}
