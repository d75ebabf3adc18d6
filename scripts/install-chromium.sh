#!/usr/bin/env bash
# The browser suites drive Debian's Chromium; playwright's own browser download cannot work here.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
else
  echo "Chromium is missing: run 'sudo apt-get install -y chromium' (the e2e suite uses /usr/bin/chromium)." >&2
  exit 1
fi
