#!/usr/bin/env bash
# Regenerates the self-hosted fonts in app/fonts/ from the @fontsource-variable
# packages: the weight axis cut to the weights the site uses, the characters
# cut to Latin-1 and common punctuation (app.css's unicode-range says the same,
# so anything else falls back to the system font), the OpenType features cut
# to the ones text needs. Inter 48 KB -> 25 KB, Outfit 32 KB -> 19 KB.
#
# Needs fonttools with brotli (Debian: apt-get install fonttools python3-brotli).
# The results are committed; nothing in the build or the tests runs this.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v pyftsubset >/dev/null || { echo "subset-fonts: needs fonttools (apt-get install fonttools python3-brotli)" >&2; exit 1; }

# Keep in step with the unicode-range of the @font-face rules in app/app.css.
UNICODES="U+0020-007E,U+00A0-00FF,U+2013-2014,U+2018-201F,U+2022,U+2026,U+2032-2033,U+20AC,U+2122,U+2190-2193,U+2212"
FEATURES="kern,liga,calt,ccmp,locl,mark,mkmk"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

subset() { # package file weights output
  fonttools varLib.instancer "node_modules/@fontsource-variable/$1/files/$2" "wght=$3" -o "$work/$1.ttf" -q
  pyftsubset "$work/$1.ttf" --unicodes="$UNICODES" --layout-features="$FEATURES" --flavor=woff2 --output-file="app/fonts/$4"
  echo "app/fonts/$4: $(wc -c < "app/fonts/$4") bytes"
}

subset inter inter-latin-wght-normal.woff2 400:700 inter-latin-400-700.woff2
subset outfit outfit-latin-wght-normal.woff2 500:700 outfit-latin-500-700.woff2
