#!/usr/bin/env bash
# Installs what the project needs and is missing: npm packages (from the lockfile) and, when
# run as root, the Debian packages (browser for rendering and tests, voice, media tools, Redis).
# Run by `npm start` and `npm test`; cheap when everything is there.
set -euo pipefail
cd "$(dirname "$0")/.."

DEBIAN_PACKAGES=(chromium chromium-headless-shell festival festvox-us-slt-hts espeak-ng sox ffmpeg redis-server fonts-noto-color-emoji fonts-noto-cjk)

missing=()
for p in "${DEBIAN_PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
  if [[ $(id -u) -eq 0 ]]; then
    echo "setup: installing Debian packages: ${missing[*]}"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  else
    echo "setup: missing Debian packages; run: sudo apt-get install -y ${missing[*]}" >&2
    exit 1
  fi
fi

# npm packages: install from the lockfile when node_modules is absent or older than it.
if [[ ! -d node_modules || package-lock.json -nt node_modules/.package-lock.json ]]; then
  echo "setup: installing npm packages (npm ci)"
  npm ci --no-audit --no-fund --loglevel=error
fi
