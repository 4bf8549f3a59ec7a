#!/usr/bin/env bash
# The floors of docs/architecture.md, checked on the sources:
#  1. every quoted include in core/ resolves inside core/ (core never includes ui/);
#  2. every quoted include in cuda/ resolves in cuda/, core/kernels/ or core/abi/;
#  3. core/kernels/ includes only core/kernels/ (nvcc compiles it: no Qt either);
#  4. the folders of core/ include each other without a cycle;
#  5. no include in ui/ could mean a file in ui/ and one in core/ (ui/mappingview, not ui/mapping);
#  6. the executable's main (app/) is the top of the house: ui/ never includes the command line
#     (cli/), and nothing includes app/;
#  7. the playground's rooms stack: protocol, source, findings, engine, then program and grading
#     (each includes only rooms below it: grading uses the engine, never the reverse).
# Usage: check-layers.sh SOURCE_DIR
set -euo pipefail
cd "$1"
fail=0
bad() { echo "layer rule broken: $*" >&2; fail=1; }

quoted_includes() { grep -ho '^#include "[^"]*"' "$1" | sed 's/#include "\(.*\)"/\1/'; }

for f in $(git ls-files 'core/*.h' 'core/*.cpp' 2>/dev/null || find core -name '*.h' -o -name '*.cpp'); do
    dir=$(dirname "$f")
    for inc in $(quoted_includes "$f"); do
        case "$inc" in buildinfo.h | kernelresources.inc | cudaviz_gpu_abi.h) continue ;; esac
        [ -f "$dir/$inc" ] || [ -f "core/$inc" ] || bad "$f includes \"$inc\", which is not in core/"
        # Resolved from the including file's folder (teaching/ includes "kernelbase.h", "../kernelinfo.h").
        resolved=$(realpath -m --relative-to=. "$dir/$inc")
        if [[ "$f" == core/kernels/* ]] && { [ ! -f "$resolved" ] || [[ "$resolved" != core/kernels/* ]]; }; then
            bad "$f (kernels, compiled by nvcc) includes \"$inc\" from outside core/kernels"
        fi
    done
    if [[ "$f" == core/kernels/* ]] && grep -q '^#include <Q' "$f"; then
        bad "$f (kernels, compiled by nvcc) includes Qt"
    fi
done

for f in $(find cuda -name '*.h' -o -name '*.cpp' -o -name '*.cu'); do
    for inc in $(quoted_includes "$f"); do
        [ -f "cuda/$inc" ] || [ -f "core/kernels/$inc" ] || [ -f "core/abi/$inc" ] \
            || bad "$f includes \"$inc\", outside cuda/, core/kernels/ and core/abi/"
    done
    if grep -q '^#include <Q' "$f"; then bad "$f includes Qt"; fi
done

for f in $(find ui cli tests -name '*.h' -o -name '*.cpp'); do
    for inc in $(quoted_includes "$f"); do
        if [ -f "ui/$inc" ] && [ -f "core/$inc" ]; then
            bad "$f includes \"$inc\", which names a file in ui/ and one in core/"
        fi
    done
done
# The command line is a floor above the pages, and the executable's main (app/) above both.
for f in $(find ui -name '*.h' -o -name '*.cpp'); do
    for inc in $(quoted_includes "$f"); do
        case "$inc" in cli/*) bad "$f includes \"$inc\": ui/ never includes the command line (cli/)" ;; esac
    done
done
for f in $(find core ui cli kernelrun cuda gpucheck tests -name '*.h' -o -name '*.cpp' -o -name '*.cu'); do
    for inc in $(quoted_includes "$f"); do
        case "$inc" in app/*) bad "$f includes \"$inc\": app/ is the top of the house, nothing includes it" ;; esac
    done
done
[ -f app/main.cpp ] || bad "app/main.cpp, the executable's entry, is missing"
[ -f ui/main.cpp ] && bad "ui/main.cpp: the executable's main lives in app/, above cli/ and ui/"

# The playground's rooms, bottom to top; a room includes only the rooms below it.
rooms=(protocol source findings engine program grading)
room_rank() { local i; for i in "${!rooms[@]}"; do [ "${rooms[$i]}" = "$1" ] && echo "$i" && return; done; echo -1; }
for f in $(find core/playground -name '*.h' -o -name '*.cpp'); do
    from=$(echo "$f" | cut -d/ -f3)
    [ "$(room_rank "$from")" -ge 0 ] || { bad "$f is in no room of core/playground (${rooms[*]})"; continue; }
    for inc in $(quoted_includes "$f"); do
        case "$inc" in playground/*/*) ;; *) continue ;; esac
        to=$(echo "$inc" | cut -d/ -f2)
        if [ "$to" != "$from" ] && [ "$(room_rank "$to")" -ge "$(room_rank "$from")" ]; then
            bad "$f ($from) includes \"$inc\" ($to): a room includes only the rooms below it (${rooms[*]})"
        fi
    done
done

for d in ui/*/; do
    if [ -d "core/$(basename "$d")" ]; then
        bad "ui/$(basename "$d") and core/$(basename "$d") would be confusable in includes"
    fi
done

# One namespace: every name lives directly in cvz (docs/architecture.md), so no folder opens
# a namespace of its own inside it.
for f in $(find core ui cli cuda kernelrun gpucheck tests benchmarks -name '*.h' -o -name '*.cpp' -o -name '*.cu' \
    -o -name '*.cuh'); do
    if grep -qE '^namespace cvz::|^namespace (playground|memory|kernels|cli|gpu|test) \{' "$f"; then
        bad "$f opens a namespace inside cvz: every name lives directly in cvz"
    fi
done

# Folder graph of core/: an edge A -> B for every include of B/... from A/.
edges=$(for f in $(find core -mindepth 2 -name '*.h' -o -mindepth 2 -name '*.cpp'); do
    from=$(echo "$f" | cut -d/ -f2)
    for inc in $(quoted_includes "$f"); do
        to=$(echo "$inc" | cut -s -d/ -f1)
        if [ -n "$to" ] && [ "$to" != "$from" ] && [ -d "core/$to" ]; then echo "$from $to"; fi
    done
done | sort -u)
if ! echo "$edges" | tsort >/dev/null 2>/tmp/cudaviz-tsort.$$; then
    bad "core/ folders include each other in a cycle: $(tr '\n' ' ' </tmp/cudaviz-tsort.$$)"
fi
rm -f /tmp/cudaviz-tsort.$$
[ "$fail" = 0 ] && echo "layers: core, cuda and core/kernels keep their floors; app/ on top; playground rooms ${rooms[*]} stack; core/ folders: $(echo "$edges" | wc -l) edges, no cycle"
exit "$fail"
