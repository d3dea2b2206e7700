#!/usr/bin/env bash
# Makes shop-<schema>.backup.tar.gz and shop-<schema>.expected.json beside this file from the code of an older
# commit (README.md beside this file): that commit's API builds the shop and answers what the owner checks,
# and this branch's backup writer, copied into its tree, writes the file. Usage: make-fixture.sh COMMIT NAME
set -euo pipefail
commit=${1:?usage: make-fixture.sh COMMIT NAME}
name=${2:?usage: make-fixture.sh COMMIT NAME}
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../../../.." && pwd)
tree=$(mktemp -d)
trap 'rm -rf "$tree"' EXIT

git -C "$repo" archive "$commit" | tar -x -C "$tree"
# This checkout's packages, except the workspace's own, which must be the old commit's.
mkdir -p "$tree/node_modules/@veggie"
for entry in "$repo"/node_modules/* "$repo"/node_modules/.bin; do
  [ "$(basename "$entry")" = "@veggie" ] || ln -s "$entry" "$tree/node_modules/$(basename "$entry")"
done
ln -s "$tree/packages/contract" "$tree/node_modules/@veggie/contract"
[ -d "$repo/apps/api/node_modules" ] && ln -s "$repo/apps/api/node_modules" "$tree/apps/api/node_modules"

mkdir -p "$tree/apps/api/src/db/backup" "$tree/apps/api/test/upgrade"
for file in src/db/backup/archive.ts src/db/backup/tables.ts src/db/backup/backup.ts src/db/schema-version.ts \
  test/shop-history.ts test/upgrade/make-fixture.ts; do
  cp "$repo/apps/api/$file" "$tree/apps/api/$file"
done
(cd "$tree/apps/api" && node --import tsx test/upgrade/make-fixture.ts \
  "$here/$name.backup.tar.gz" "$here/$name.expected.json")
ls -l "$here/$name.backup.tar.gz" "$here/$name.expected.json"
