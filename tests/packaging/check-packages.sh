#!/usr/bin/env bash
# Usage: check-packages.sh BUILD_DIR CPACK APP_ID HAVE_CUDA(0|1)
set -euo pipefail
build=$1 cpack=$2 id=$3 have_cuda=$4
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }

# 1. cmake --install: the app, desktop entry, metainfo and icon where desktops look for them.
cmake --install "$build" --prefix "$tmp/root" >/dev/null
for f in bin/cudaviz bin/cudaviz-kernelrun "share/applications/$id.desktop" "share/metainfo/$id.metainfo.xml" \
         "share/icons/hicolor/scalable/apps/$id.svg"; do
    [ -f "$tmp/root/$f" ] || fail "cmake --install did not install $f"
done
desktop-file-validate "$tmp/root/share/applications/$id.desktop"
appstreamcli validate --no-net "$tmp/root/share/metainfo/$id.metainfo.xml" >/dev/null \
    || fail "installed metainfo does not validate"
"$tmp/root/bin/cudaviz" --version >/dev/null || fail "the installed cudaviz does not start"
if [ "$have_cuda" = 1 ]; then
    [ -f "$tmp/root/lib/cudaviz/cudaviz_cuda.so" ] || fail "GPU module not installed"
    # The installed app finds its module next to it (../lib/cudaviz), wherever the prefix is.
    "$tmp/root/bin/cudaviz" devices --json | grep -q '"status": "module_missing"' \
        && fail "the installed app does not find its GPU module"
fi

# 2. cpack -G DEB: cudaviz (no GPU module inside) and, with CUDA, cudaviz-gpu.
"$cpack" -G DEB --config "$build/CPackConfig.cmake" -B "$tmp/deb" >"$tmp/cpack.log" 2>&1 \
    || { cat "$tmp/cpack.log" >&2; fail "cpack -G DEB failed"; }
app=$(ls "$tmp"/deb/cudaviz_*.deb 2>/dev/null | head -1)
[ -n "$app" ] || fail "no cudaviz_*.deb was built: $(ls "$tmp/deb")"
contents=$(dpkg-deb -c "$app")
for f in ./usr/bin/cudaviz ./usr/bin/cudaviz-kernelrun "./usr/share/applications/$id.desktop" "./usr/share/metainfo/$id.metainfo.xml"; do
    grep -qF " $f" <<<"$contents" || fail "$app lacks $f"
done
grep -q cudaviz_cuda <<<"$contents" && fail "the app package must not contain the GPU module"
dpkg-deb -f "$app" Depends | grep -q 'libqt6widgets6' || fail "the app package does not depend on Qt"

# 3. Without the GPU package the app starts and says why there is no GPU.
dpkg-deb -x "$app" "$tmp/apponly"
"$tmp/apponly/usr/bin/cudaviz" devices --json >"$tmp/devices.json" || fail "app-only install fails"
# (A build without CUDA has no module to miss: it says so instead.)
expected=module_missing
[ "$have_cuda" = 1 ] || expected=module_not_built
grep -q "\"status\": \"$expected\"" "$tmp/devices.json" || fail "app-only install does not explain the missing module"

# 4. The installed (stripped) app finds its playground helper and runs a student's kernel.
printf '%s\n' '__global__ void twice(float* a) { a[threadIdx.x] *= 2.0f; }' >"$tmp/twice.cu"
CUDAVIZ_PLAYGROUND_CACHE="$tmp/cache" "$tmp/apponly/usr/bin/cudaviz" run "$tmp/twice.cu" --block 4 \
    --arg 'a=float[4]:iota' --json >"$tmp/run.json" || fail "the installed app cannot run a playground kernel"
grep -Eq '"a": ?\[' "$tmp/run.json" && grep -q '6' "$tmp/run.json" || fail "the installed playground gave: $(cat "$tmp/run.json")"

if [ "$have_cuda" = 1 ]; then
    gpu=$(ls "$tmp"/deb/cudaviz-gpu_*.deb 2>/dev/null | head -1)
    [ -n "$gpu" ] || fail "no cudaviz-gpu_*.deb was built"
    dpkg-deb -c "$gpu" | grep -q './usr/lib/cudaviz/cudaviz_cuda.so' || fail "$gpu lacks the module"
    dpkg-deb -f "$gpu" Depends | grep -q '^cudaviz (= ' || fail "cudaviz-gpu must depend on cudaviz"
    dpkg-deb -f "$app" Suggests | grep -q cudaviz-gpu || fail "cudaviz should suggest cudaviz-gpu"
fi
echo "packages: $(cd "$tmp/deb" && ls *.deb | tr '\n' ' ')"
