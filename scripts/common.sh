# Shared by scripts/run and scripts/test: install what is missing, then configure and build.
# Sourced, not executed.

# Debian 12 packages the build, the app and the tests need. The CUDA Toolkit is not among
# them: Debian's is too old, and cudaviz builds and runs without it (no GPU module).
CUDAVIZ_PACKAGES=(
    cmake ninja-build g++ git pkg-config
    qt6-base-dev qt6-base-dev-tools qt6-charts-dev qt6-svg-dev
    qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-translations-l10n qt6-qpa-plugins
    libgl1-mesa-dev libeigen3-dev libgtest-dev libopenblas-dev libopenblas0-openmp libboost-context-dev libgif-dev libwebp-dev
    qt6-image-formats-plugins tesseract-ocr tesseract-ocr-eng
    clang libclang-rt-14-dev clang-format
    fonts-dejavu-core fonts-noto-cjk xvfb xauth
    libseccomp-dev gcc-12-plugin-dev universal-ctags libthrust-dev libglut-dev
    appstream desktop-file-utils dpkg-dev file python3
)

cudaviz_root() { cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd; }

cudaviz_log() { printf '\033[1m==> %s\033[0m\n' "$*" >&2; }

# Installs only the packages that are missing, so a second run costs one dpkg query.
cudaviz_ensure_packages() {
    local missing=() pkg
    for pkg in "${CUDAVIZ_PACKAGES[@]}"; do
        dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    local sudo=()
    if [ "$(id -u)" -ne 0 ]; then
        command -v sudo >/dev/null || { echo "cudaviz: need root or sudo to install: ${missing[*]}" >&2; return 1; }
        sudo=(sudo)
    fi
    cudaviz_log "Installing missing Debian packages: ${missing[*]}"
    "${sudo[@]}" apt-get update -q
    DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -q "${missing[@]}"
}

# Configures once (CUDA is picked up when nvcc is on PATH), then builds incrementally.
cudaviz_build() {
    local preset="${CUDAVIZ_PRESET:-release}" root binary_dir
    root="$(cudaviz_root)"
    cd "$root"
    case "$preset" in
        release) binary_dir=build ;;
        *) binary_dir="build/$preset" ;;
    esac
    if [ ! -f "$binary_dir/CMakeCache.txt" ]; then
        cudaviz_log "Configuring ($preset preset) in $binary_dir/"
        cmake --preset "$preset"
    fi
    cudaviz_log "Building ($preset preset)"
    cmake --build --preset "$preset" --parallel "$(nproc)"
    CUDAVIZ_BINARY_DIR="$root/$binary_dir"
}
