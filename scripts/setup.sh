#!/usr/bin/env bash
# Sets up a machine for this project: the Debian packages the tests use (chromium for the site's
# browser tests, libxml2-utils for xmllint, pre-commit for the hook's test), then npm install and the build.
#   bash scripts/setup.sh            system packages, npm install, npm run build
#   bash scripts/setup.sh --system   the system packages only (.ci/run calls this)
# Packages are installed with apt-get when running as root or with passwordless sudo; otherwise the
# script says what to install and goes on (those tests then skip with a note; under CI=true they fail,
# and so does this script).
# Uses only bash built-ins besides apt-get/sudo/npm, so a test can run it with stubs on PATH.
set -euo pipefail
cd "${BASH_SOURCE[0]%/*}/.."

ci=false
case "${CI:-}" in true | 1) ci=true ;; esac

works() { "$@" >/dev/null 2>&1; }
# Ubuntu's apt "chromium" is a stub asking for snap: a binary that cannot print its version is missing.
has_chromium() { works chromium --version || works chromium-browser --version; }
has_xmllint() { works xmllint --version; }
has_pre_commit() { works pre-commit --version; }

missing=()
has_chromium || missing+=(chromium)
has_xmllint || missing+=(libxml2-utils)
has_pre_commit || missing+=(pre-commit)

if ((${#missing[@]} > 0)); then
  apt=()
  if command -v apt-get >/dev/null 2>&1; then
    if [ "${EUID}" = 0 ]; then
      apt=(apt-get)
    elif command -v sudo >/dev/null 2>&1 && sudo -n true >/dev/null 2>&1; then
      apt=(sudo -n env DEBIAN_FRONTEND=noninteractive apt-get)
    fi
  fi
  if ((${#apt[@]} > 0)); then
    echo "setup: installing ${missing[*]} with ${apt[*]}"
    export DEBIAN_FRONTEND=noninteractive
    "${apt[@]}" update -qq
    "${apt[@]}" install -y -qq "${missing[@]}" >/dev/null
  fi
  still=()
  has_chromium || still+=(chromium)
  has_xmllint || still+=(libxml2-utils)
  has_pre_commit || still+=(pre-commit)
  if ((${#still[@]} > 0)); then
    echo "setup: missing ${still[*]} (Debian packages). Install them as root:" >&2
    echo "  apt-get install ${still[*]}" >&2
    echo "The browser tests need chromium, the feed well-formedness tests xmllint and the hook's" >&2
    echo "test pre-commit; without them those tests skip with a note (under CI=true they fail, and" >&2
    echo "so does this script)." >&2
    if [ "$ci" = true ]; then exit 1; fi
  fi
fi

[ "${1:-}" = --system ] && exit 0

npm install --no-audit --no-fund
npm run -s build
