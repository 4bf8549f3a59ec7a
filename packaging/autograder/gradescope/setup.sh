#!/usr/bin/env bash
# Gradescope runs this once, when the autograder is built: it installs cudaviz's Debian packages
# and builds cudaviz from the source in the autograder zip (make-zip.sh puts it there), then puts
# the command on PATH. Gradescope's image must be Debian 12 or a close Ubuntu (see docs).
set -euo pipefail
source_dir="${AUTOGRADER_ROOT:-/autograder}/source"
mkdir -p "$source_dir/cudaviz"
tar -xzf "$source_dir/cudaviz.tar.gz" -C "$source_dir/cudaviz"
cd "$source_dir/cudaviz"
source scripts/common.sh
cudaviz_ensure_packages
cudaviz_build
ln -sf "$CUDAVIZ_BINARY_DIR/bin/cudaviz" /usr/local/bin/cudaviz
# The exercise must be one this cudaviz knows: a built-in id, or the file beside exercise.txt.
exercise="$(tr -d '[:space:]' < "$source_dir/exercise.txt")"
[ -f "$source_dir/$exercise" ] && exercise="$source_dir/$exercise"
cudaviz exercise show "$exercise" > /dev/null
