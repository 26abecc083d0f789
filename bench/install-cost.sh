#!/usr/bin/env bash
# What installing the package costs a host: bench/install-cost.sh <tarball from npm pack>
#
# Creates a fresh NestJS 11 CommonJS host in a temp folder that uses only Delivery and Accounting, installs it once
# to warm the npm cache, deletes node_modules and package-lock.json, then times a second install
# (--prefer-offline --no-audit --no-fund). Prints one summary: both install times, the installed package count
# (package folders with a package.json under node_modules, nested ones included), any native addon compiled
# (build/Release/*.node) and the packages with install scripts, npm's warnings, and whether the database drivers
# and store clients are installed. KEEP_HOST=1 keeps the temp folder. Talks to the npm registry only.
set -euo pipefail

if [[ $# -ne 1 || ! -f "$1" ]]; then
  echo "usage: bench/install-cost.sh <tarball>: the path of a tarball made by npm pack" >&2
  exit 1
fi
tarball="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
host="$(mktemp -d /tmp/install-cost.XXXXXX)"
if [[ "${KEEP_HOST:-}" != 1 ]]; then trap 'rm -rf "$host"' EXIT; fi
cd "$host"

cat >package.json <<JSON
{
  "name": "install-cost-host",
  "version": "1.0.0",
  "private": true,
  "description": "NestJS 11 CommonJS host using only Delivery and Accounting",
  "dependencies": {
    "@nestjs/axios": "^4.0.0",
    "@nestjs/common": "^11.0.0",
    "@nestjs/config": "^4.0.0",
    "@nestjs/core": "^11.0.0",
    "@nestjs/event-emitter": "^3.0.0",
    "@vendor/nest-integrations": "file:$tarball",
    "axios": "^1.8.0",
    "reflect-metadata": "^0.2.0",
    "rxjs": "^7.8.0"
  }
}
JSON
cat >index.js <<'JS'
require('reflect-metadata');
require('@vendor/nest-integrations/delivery');
require('@vendor/nest-integrations/accounting');
JS

now() { date +%s%N; }
seconds_since() { awk -v start="$1" -v end="$(now)" 'BEGIN { printf "%.1f", (end - start) / 1e9 }'; }

# Runs one npm install, its output in the named log; on failure shows the log's end and stops.
install() {
  local log="$1"
  shift
  if ! npm install "$@" >"$log" 2>&1; then
    echo "install-cost: npm install $* failed in $host; the end of its log:" >&2
    tail -n 20 "$log" >&2
    exit 1
  fi
}

started="$(now)"
install first-install.log --no-audit --no-fund
first_seconds="$(seconds_since "$started")"
rm -rf node_modules package-lock.json
started="$(now)"
install second-install.log --prefer-offline --no-audit --no-fund
second_seconds="$(seconds_since "$started")"

package_folders() {
  find "$host/node_modules" -type f -name package.json -regextype posix-extended \
    -regex '.*/node_modules/(@[^/]+/)?[^/@.][^/]*/package\.json'
}
installed_count="$(package_folders | wc -l)"
addons="$(find "$host/node_modules" -type f -regex '.*/build/Release/[^/]*\.node' | sed "s|^$host/||")"
# npm runs a package's preinstall, install and postinstall scripts, and node-gyp rebuild for a binding.gyp.
with_scripts="$(package_folders | node -e '
  const { existsSync, readFileSync } = require("node:fs");
  const { dirname } = require("node:path");
  for (const path of readFileSync(0, "utf8").split("\n").filter(Boolean)) {
    const manifest = JSON.parse(readFileSync(path, "utf8"));
    const scripts = ["preinstall", "install", "postinstall"].filter((name) => manifest.scripts?.[name]);
    const gyp = existsSync(dirname(path) + "/binding.gyp");
    if (scripts.length === 0 && !gyp) continue;
    const what = scripts.map((name) => name + ": " + manifest.scripts[name]).join("; ");
    console.log(`${manifest.name}@${manifest.version} (${what || "binding.gyp: node-gyp rebuild"})`);
  }')"

echo "install-cost: host NestJS 11 CommonJS, Delivery and Accounting only, with $(basename "$tarball")"
echo "node $(node --version), npm $(npm --version 2>/dev/null)"
echo "first install (warms the cache):                 ${first_seconds} s"
echo "second install (warm cache, --prefer-offline):   ${second_seconds} s"
echo "installed packages:                              ${installed_count} (package folders with a package.json under node_modules, nested included)"
echo "native addon compiled:                           $([[ -n "$addons" ]] && echo "yes" || echo "no")"
if [[ -n "$addons" ]]; then sed 's/^/  /' <<<"$addons"; fi
echo "packages with install scripts:                   $([[ -n "$with_scripts" ]] && wc -l <<<"$with_scripts" || echo 0)"
if [[ -n "$with_scripts" ]]; then sed 's/^/  /' <<<"$with_scripts"; fi
warnings="$(grep -i '^npm warn' second-install.log | awk '!seen[$0]++' || true)"
echo "npm warnings in the second install:              $([[ -n "$warnings" ]] && wc -l <<<"$warnings" || echo 0)"
if [[ -n "$warnings" ]]; then sed 's/^/  /' <<<"$warnings"; fi
echo "npm says:                                        $(grep -E '^(added|changed|up to date)' second-install.log | tail -n 1)"
echo "database drivers and store clients in node_modules:"
for name in better-sqlite3 pg @keyv/redis @redis/client kysely; do
  found="$(find "$host/node_modules" -type f -path "*/node_modules/$name/package.json" | sed "s|^$host/||")"
  if [[ -z "$found" ]]; then
    printf '  %-16s no\n' "$name"
  else
    while read -r manifest; do
      printf '  %-16s yes %s (%s)\n' "$name" "$(node -p "require('$host/$manifest').version")" "$(dirname "$manifest")"
    done <<<"$found"
  fi
done
if node index.js; then
  echo "host check: require of ./delivery and ./accounting works"
else
  echo "host check: require of ./delivery or ./accounting failed (see above)"
fi
if [[ "${KEEP_HOST:-}" == 1 ]]; then echo "host kept in $host"; fi
