#!/usr/bin/env bash
# The browser suites drive Debian's Chromium; playwright's own browser download cannot work here.
set -euo pipefail
# Chinese fonts so screenshots of the zh-CN screens are readable, not boxes.
if [ -x /usr/bin/chromium ] && fc-list 2>/dev/null | grep -qi "wenquanyi"; then exit 0; fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-wqy-zenhei >/dev/null
else
  echo "Chromium or its Chinese fonts are missing: run 'sudo apt-get install -y chromium fonts-wqy-zenhei' (the browser suites use /usr/bin/chromium)." >&2
  exit 1
fi
