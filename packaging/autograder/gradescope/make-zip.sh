#!/usr/bin/env bash
# Makes the zip Gradescope's "Configure Autograder" takes, for one exercise:
#   bash packaging/autograder/gradescope/make-zip.sh EXERCISE OUT.zip
# EXERCISE is a built-in id (shared-sum) or a teacher's FILE.json. The zip holds setup.sh,
# run_autograder, exercise.txt (and the file) and this checkout's source as cudaviz.tar.gz.
set -euo pipefail
[ $# -eq 2 ] || { echo "usage: make-zip.sh EXERCISE OUT.zip" >&2; exit 2; }
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo="$(cd "$here/../../.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cp "$here/setup.sh" "$here/run_autograder" "$work/"
if [ -f "$1" ]; then
    cp "$1" "$work/"
    basename "$1" > "$work/exercise.txt"
else
    echo "$1" > "$work/exercise.txt"
fi
git -C "$repo" archive --format=tar.gz -o "$work/cudaviz.tar.gz" HEAD
out="$(cd "$(dirname "$2")" && pwd)/$(basename "$2")"
(cd "$work" && python3 -m zipfile -c "$out" setup.sh run_autograder exercise.txt cudaviz.tar.gz $( [ -f "$1" ] && basename "$1"))
echo "$out"
