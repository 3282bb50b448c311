#!/usr/bin/env bash
# Build KenLM's lmplz and build_binary from the kenlm sdist on PyPI, once.
#
# The binaries land in kenlm/bin under the project's cache folder ($FMT_TRANSCRIPT_CACHE, else
# $XDG_CACHE_HOME/fmt-transcript, else ~/.cache/fmt-transcript), the directory that lm.binaries
# searches; the script prints that directory on stdout and exits early when both binaries already
# exist there, so it is safe to run on every CI job.
#
# Needs: pip, cmake, a C++ compiler and Debian's libboost-{program-options,system,thread,test}-dev,
# zlib1g-dev, libbz2-dev, liblzma-dev.
set -euo pipefail

KENLM_VERSION="${KENLM_VERSION:-0.3.0}"
CACHE="${FMT_TRANSCRIPT_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/fmt-transcript}/kenlm"
BIN="$CACHE/bin"

if [[ -x "$BIN/lmplz" && -x "$BIN/build_binary" ]]; then
  echo "$BIN"
  exit 0
fi

mkdir -p "$CACHE"
work="$(mktemp -d "$CACHE/build.XXXXXX")"
trap 'rm -rf "$work"' EXIT

# --no-binary makes pip fetch the sdist, which (unlike the wheel) carries the whole C++ tree.
pip download --quiet --no-deps --no-binary kenlm "kenlm==$KENLM_VERSION" -d "$work" >&2
tar -xzf "$work"/kenlm-*.tar.gz -C "$work"
src="$(find "$work" -maxdepth 1 -type d -name 'kenlm-*' | head -n 1)"

# KENLM_MAX_ORDER bounds the n-gram order the binaries accept; 6 leaves room for the order sweep.
cmake -S "$src" -B "$work/build" -DCMAKE_BUILD_TYPE=Release -DKENLM_MAX_ORDER=6 >&2
make -C "$work/build" -j"${JOBS:-2}" lmplz build_binary >&2

mkdir -p "$BIN"
# Copy then rename so a concurrent reader never sees a half-written binary.
for tool in lmplz build_binary; do
  cp "$work/build/bin/$tool" "$BIN/.$tool.tmp"
  mv "$BIN/.$tool.tmp" "$BIN/$tool"
done
echo "$BIN"
