#!/usr/bin/env python3
"""
Writes the small fonts of the public home's first load (issue 26).

Lato: web/src/fonts/lato-home-400.woff2 and -700.woff2, the upright weights the home draws, cut
down to ASCII and the punctuation of the English catalogue (the code points in lato-home.json);
the build (web/vite.config.ts) declares each after @fontsource's latin face with that unicode-range,
so other characters still come from the whole latin font, which the browser then fetches.

Icons: Semantic UI's "Icons" font cut down
to the icons that the files of that load name, as web/src/fonts/icons-home.woff2, and its list
web/src/fonts/icons-home.json (each icon's name and code point, and the files read). The build
(web/vite.config.ts) declares it after the whole font with a unicode-range of its code points, so
an icon it lacks is still drawn, from the whole font; fontSubsets.test.ts fails when a file of the
list names an icon the subset lacks. Both files are committed: the build needs no Python.

Run from the repository root after changing the icons of those files or the range below:
  python3 web/build/fontSubsets.py      (Debian: apt-get install python3-fonttools python3-brotli)
"""
import json
import re
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTFont

root = Path(__file__).resolve().parents[2]
semantic = root / "node_modules" / "semantic-ui-css"
out = root / "web" / "src" / "fonts"

# The files of the public home's first load that name icons (the shell drawn around the home, its
# error page and toasts). fontSubsets.test.ts reads the same list from icons-home.json.
sources = [
    "web/src/app/App.tsx",
    "web/src/app/LanguageSwitch.tsx",
    "web/src/components/ScreenErrorBoundary.tsx",
    "web/src/components/Toasts.tsx",
    "web/src/features/public/Landing.tsx",
    "web/src/features/public/PublicContent.tsx",
    "web/src/features/public/PublicNav.tsx",
]


def icon_code_points() -> dict[str, int]:
    """Every icon of icon.min.css: its name (classes joined by spaces) and its code point."""
    css = (semantic / "components" / "icon.min.css").read_text()
    icons: dict[str, int] = {}
    for selectors, code in re.findall(r'([^{}]+)\{content:"\\([0-9a-f]+)"\}', css):
        for selector in selectors.split(","):
            match = re.fullmatch(r"\s*i\.icon((?:\.[a-z0-9-]+)+):before\s*", selector)
            if match:
                icons[" ".join(match.group(1)[1:].split("."))] = int(code, 16)
    return icons


def named_icons(icons: dict[str, int]) -> list[str]:
    """The string literals of the sources that are icon names."""
    found: set[str] = set()
    for source in sources:
        text = (root / source).read_text()
        for literal in re.findall(r'"([a-z0-9 -]+)"', text):
            name = " ".join(literal.split())
            if name in icons:
                found.add(name)
    return sorted(found)


# ASCII, no-break space, ©, ·, dashes, quotes, ellipsis.
lato_range = "U+0020-007E,U+00A0,U+00A9,U+00B7,U+2013-2014,U+2018-2019,U+201C-201D,U+2026"


def lato_subsets() -> None:
    fonts = root / "node_modules" / "@fontsource" / "lato" / "files"
    for weight in (400, 700):
        font = TTFont(fonts / f"lato-latin-{weight}-normal.woff2")
        options = subset.Options()
        options.flavor = "woff2"
        options.layout_features = ["*"]
        subsetter = subset.Subsetter(options)
        subsetter.populate(unicodes=subset.parse_unicodes(lato_range))
        subsetter.subset(font)
        font.flavor = "woff2"
        font.save(out / f"lato-home-{weight}.woff2")
        size = (out / f"lato-home-{weight}.woff2").stat().st_size
        print(f"lato-home-{weight}.woff2: {size} bytes")
    manifest = {"comment": "Written by web/build/fontSubsets.py.", "unicodeRange": lato_range}
    (out / "lato-home.json").write_text(json.dumps(manifest, indent=2) + "\n")


def main() -> None:
    lato_subsets()
    icons = icon_code_points()
    names = named_icons(icons)
    code_points = sorted({icons[name] for name in names})
    font = TTFont(semantic / "themes" / "default" / "assets" / "fonts" / "icons.woff2")
    options = subset.Options()
    options.flavor = "woff2"
    options.layout_features = []
    options.name_IDs = []
    options.notdef_outline = False
    options.hinting = False
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=code_points)
    subsetter.subset(font)
    out.mkdir(parents=True, exist_ok=True)
    font.flavor = "woff2"
    font.save(out / "icons-home.woff2")
    manifest = {
        "comment": "Written by web/build/iconSubset.py: the icons of icons-home.woff2.",
        "sources": sources,
        "icons": {name: f"{icons[name]:x}" for name in names},
    }
    (out / "icons-home.json").write_text(json.dumps(manifest, indent=2) + "\n")
    size = (out / "icons-home.woff2").stat().st_size
    print(f"icons-home.woff2: {len(names)} icons, {len(code_points)} glyphs, {size} bytes")


if __name__ == "__main__":
    main()
