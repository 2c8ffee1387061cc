#!/usr/bin/env bash
# Makes sure Debian's Chromium is at /usr/bin/chromium for the browser tests (Playwright never
# downloads browsers here). Installs it, with fonts for readable screenshots, when it is missing.
set -euo pipefail

if [ -x /usr/bin/chromium ]; then
  exit 0
fi

if ! command -v apt-get >/dev/null 2>&1; then
  echo "Chromium is missing at /usr/bin/chromium and apt-get is not available: install Chromium and" >&2
  echo "set CHROME_PATH to its executable." >&2
  exit 1
fi

sudo=''
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then sudo='sudo -n'; else
    echo "Chromium is missing and installing it needs root: run 'apt-get install chromium fonts-noto-core'." >&2
    exit 1
  fi
fi

echo "Installing Debian Chromium (apt-get install chromium fonts-noto-core)..."
log=$(mktemp)
export DEBIAN_FRONTEND=noninteractive
if ! { $sudo apt-get update -qq && $sudo apt-get install -y -qq --no-install-recommends chromium fonts-noto-core; } >"$log" 2>&1; then
  cat "$log" >&2
  rm -f "$log"
  echo "Could not install Chromium." >&2
  exit 1
fi
rm -f "$log"
/usr/bin/chromium --version
