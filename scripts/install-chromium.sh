#!/usr/bin/env bash
# The browser suites drive Debian's Chromium; playwright's own browser download cannot work here.
# chromium: Lighthouse (npm run bench); chromium-headless-shell: the browser journeys and tests;
# fonts-wqy-zenhei: Chinese fonts, so screenshots of the zh-CN screens are readable, not boxes.
set -euo pipefail
if [ -x /usr/bin/chromium ] && [ -x /usr/bin/chromium-headless-shell ] &&
  fc-list 2>/dev/null | grep -qi "wenquanyi"; then exit 0; fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-headless-shell \
    fonts-wqy-zenhei >/dev/null
else
  echo "Chromium or its Chinese fonts are missing: run 'sudo apt-get install -y chromium chromium-headless-shell fonts-wqy-zenhei' (the browser suites use /usr/bin/chromium-headless-shell, Lighthouse /usr/bin/chromium)." >&2
  exit 1
fi
