#!/bin/sh
# Regenerates the PNG sizes of the hicolor icon from the SVG (librsvg2-bin).
set -e
cd "$(dirname "$0")"
for size in 16 24 32 48 64 128 256; do
    rsvg-convert -w "$size" -h "$size" accel-advisor.svg -o "accel-advisor-$size.png"
done
