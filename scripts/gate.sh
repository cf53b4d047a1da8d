#!/usr/bin/env bash
# The checks that need no build, in seconds: formatting, the layers of the
# includes (and that the checker catches what it should), the generated
# tables of docs/ against their data, and the desktop entry. CI runs it
# first; run it before you push.
set -euo pipefail
cd "$(dirname "$0")/.."
log() { printf '\033[1m==> %s\033[0m\n' "$*"; }

log "Formatting (.clang-format)"
./scripts/check-format.sh
log "Includes follow the layers"
python3 scripts/check-layers.py
python3 scripts/check-layers.py --self-test >/dev/null
log "Generated tables of docs/ match their data"
python3 scripts/question_table.py --check
python3 scripts/price_table.py --check
log "Desktop entry"
desktop-file-validate packaging/io.github.acceleratoradvisor.AcceleratorAdvisor.desktop
echo "gate: passed"
