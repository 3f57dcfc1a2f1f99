#!/usr/bin/env python3
"""
The sources of the `base` font subsets (tools/font-subsets.js): each face's @fontsource latin file
with the five letters Turkish writes beyond it (Ğ ğ İ Ş ş) taken from its latin-ext file, merged
into one font, so a Turkish page downloads one file a face, not two (docs/performance.md).

Written to shell/src/styles/fonts/<family>-latin-tr-<weight>-normal.woff2 and committed: the build
cuts the `base` subset from them (shell/src/styles/fonts.css). Run again after an @fontsource
update, from the repository root, with Debian's fontTools (`apt-get install python3-fonttools
python3-brotli`): `/usr/bin/python3 tools/merge-latin-tr.py`.
"""
import os
from fontTools import subset
from fontTools.merge import Merger
from fontTools.ttLib import TTFont

TURKISH = [0x011E, 0x011F, 0x0130, 0x015E, 0x015F]
FACES = [('inter', '400'), ('inter', '600'), ('playfair-display', '600')]
FILES = 'node_modules/@fontsource/{family}/files/{family}-{subset}-{weight}-normal.woff2'
OUT = 'shell/src/styles/fonts/{family}-latin-tr-{weight}-normal.woff2'


def sfnt(font: TTFont, path: str) -> str:
    font.flavor = None
    font.save(path)
    return path


def merged(family: str, weight: str, tmp: str) -> TTFont:
    latin = TTFont(FILES.format(family=family, subset='latin', weight=weight))
    extra = TTFont(FILES.format(family=family, subset='latin-ext', weight=weight))
    options = subset.Options()
    options.layout_features = ['*']
    options.name_IDs = ['*']
    options.glyph_names = True
    options.notdef_outline = True
    cut = subset.Subsetter(options)
    cut.populate(unicodes=TURKISH)
    cut.subset(extra)
    # Both are cut from one font (same em, metrics and names): the merge adds the letters, their
    # components and their marks' positioning to the latin file.
    font = Merger().merge([sfnt(latin, f'{tmp}-latin.ttf'), sfnt(extra, f'{tmp}-tr.ttf')])
    missing = [hex(cp) for cp in TURKISH if cp not in font.getBestCmap()]
    if missing:
        raise SystemExit(f'{family} {weight}: {missing} missing after the merge')
    return font


def main() -> None:
    for family, weight in FACES:
        font = merged(family, weight, f'/tmp/merge-latin-tr-{os.getpid()}')
        font.flavor = 'woff2'
        out = OUT.format(family=family, weight=weight)
        font.save(out)
        print(f'{out}: {os.path.getsize(out)} bytes')


if __name__ == '__main__':
    main()
