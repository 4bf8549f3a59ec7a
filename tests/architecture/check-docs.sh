#!/usr/bin/env bash
# The front door stays a front door: README.md at most 250 lines and no link out of the
# repository; every relative link and image of README.md, CONTRIBUTING.md and docs/*.md
# names a file that exists; the runtime API table of docs/playground.md is its registry's
# (scripts/runtime-api-table). Usage: check-docs.sh SOURCE_DIR
set -euo pipefail
cd "$1"
fail=0
lines=$(wc -l <README.md)
if [ "$lines" -gt 250 ]; then
    echo "README.md has $lines lines; keep it at most 250 and move the detail into docs/"
    fail=1
fi
if grep -nE '\]\((https?:|\.\./)' README.md; then
    echo "README.md links outside the repository (above); link a file in docs/ instead"
    fail=1
fi
for doc in README.md CONTRIBUTING.md docs/*.md; do
    dir=$(dirname "$doc")
    while IFS= read -r target; do
        case "$target" in http*|'#'*|mailto:*) continue ;; esac
        if [ ! -e "$dir/${target%%#*}" ]; then
            echo "$doc: the link ($target) names no file"
            fail=1
        fi
    done < <(grep -oE '\]\([^) ]+\)' "$doc" | sed -E 's/^\]\((.*)\)$/\1/')
done
python3 scripts/runtime-api-table --check || fail=1
exit "$fail"
