#!/usr/bin/env bash
# Builds the three sample reel clips in web/public/videos/ (640x360, 24 fps, H.264 MP4,
# no audio). Frames are drawn by generate-seed-images.mjs (same illustrations as the posters
# in web/public/images/reels/), then encoded with ffmpeg. Only needed to regenerate the
# committed clips; nothing at runtime uses ffmpeg.
#   Requires: node 22 with the repo's dependencies installed (sharp), ffmpeg with libx264,
#   DejaVu fonts (Debian/Ubuntu: apt-get install -y ffmpeg fonts-dejavu-core).
set -euo pipefail
cd "$(dirname "$0")/.."

command -v ffmpeg >/dev/null || { echo "ffmpeg not found (apt-get install -y ffmpeg)" >&2; exit 1; }

frames="$(mktemp -d)"
trap 'rm -rf "$frames"' EXIT
npx tsx scripts/generate-seed-images.mjs --reel-frames "$frames"

out=web/public/videos
mkdir -p "$out"
for dir in "$frames"/*/; do
  name="$(basename "$dir")"
  ffmpeg -hide_banner -loglevel error -y -framerate 24 -i "$dir/%04d.png" \
    -c:v libx264 -preset veryslow -crf 22 -tune animation -pix_fmt yuv420p \
    -profile:v high -level 3.1 -movflags +faststart -an "$out/$name.mp4"
  printf '%-45s %6s bytes, %ss\n' "$name.mp4" "$(stat -c %s "$out/$name.mp4")" \
    "$(ffprobe -v error -show_entries format=duration -of csv=p=0 "$out/$name.mp4")"
done
