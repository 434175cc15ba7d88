#!/usr/bin/env python3
"""Writes the Latin fonts of the web page: subsets of the two fonts egui draws Latin text
with (Ubuntu Light, proportional; Hack, monospace), from the epaint_default_fonts crate that
egui 0.37 embeds whole on a desktop. The web page keeps the characters of the message files
(both languages, comments left out), printable ASCII, Latin-1 and Latin Extended-A, Greek,
and the punctuation, arrows, mathematical and technical signs and shapes the app draws; any
other character a user types is drawn by the browser, which eframe's web runner asks for
every glyph the page's fonts lack.

    python3 crates/grundy-i18n/fonts/latin_subset.py [EPAINT_DEFAULT_FONTS_DIR]

The directory defaults to the one cargo has unpacked (found with `cargo metadata`). It needs
`pyftsubset` from PyPI's fonttools (`pip install 'fonttools==4.68.0'`). Run it after changing
any .ftl file and commit what it writes; the output is the same byte for byte on every run.
"""

import json
import pathlib
import shutil
import subprocess
import sys
import tempfile

HERE = pathlib.Path(__file__).resolve().parent
ROOT = HERE.parent.parent.parent
LOCALES = HERE.parent / "locales"
FONTS = {"Ubuntu-Light.ttf": "Ubuntu-Light-subset.ttf", "Hack-Regular.ttf": "Hack-Regular-subset.ttf"}
LICENCES = ["UFL.txt", "Hack-Regular.txt"]
RANGES = [
    (0x20, 0x7E),  # printable ASCII
    (0xA0, 0x17F),  # Latin-1 Supplement, Latin Extended-A
    (0x370, 0x3FF),  # Greek (φ, π, …)
    (0x2000, 0x20CF),  # punctuation, super- and subscripts, currency
    (0x2100, 0x23FF),  # letterlike, number forms, arrows, mathematical operators, technical
    (0x2500, 0x25FF),  # box drawing, blocks, geometric shapes
    (0x2700, 0x27BF),  # dingbats (✔ ✖)
]


def crate_dir():
    """The unpacked epaint_default_fonts of Cargo.lock."""
    out = subprocess.run(
        ["cargo", "metadata", "--format-version", "1", "--manifest-path", str(ROOT / "Cargo.toml")],
        check=True, capture_output=True, text=True,
    ).stdout
    for package in json.loads(out)["packages"]:
        if package["name"] == "epaint_default_fonts":
            return pathlib.Path(package["manifest_path"]).parent
    sys.exit("epaint_default_fonts is not in the dependency graph")


def characters():
    chars = set()
    for path in sorted(LOCALES.glob("*/*.ftl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            if not line.lstrip().startswith("#"):
                chars.update(line)
    for lo, hi in RANGES:
        chars.update(chr(c) for c in range(lo, hi + 1))
    return sorted(ord(c) for c in chars if ord(c) >= 0x20)


def main():
    source = pathlib.Path(sys.argv[1]) if len(sys.argv) > 1 else crate_dir() / "fonts"
    unicodes = ",".join(f"U+{c:04X}" for c in characters())
    with tempfile.TemporaryDirectory() as tmp:
        for name, out in FONTS.items():
            staged = pathlib.Path(tmp) / out
            subprocess.run(
                [
                    "pyftsubset", str(source / name), f"--unicodes={unicodes}",
                    f"--output-file={staged}", "--layout-features=*", "--no-hinting",
                    "--desubroutinize", "--name-IDs=*", "--name-languages=*",
                ],
                check=True,
            )
            shutil.copyfile(staged, HERE / out)
            print(f"{out}: {(HERE / out).stat().st_size} bytes (from {(source / name).stat().st_size})")
    for licence in LICENCES:
        shutil.copyfile(source / licence, HERE / licence)


if __name__ == "__main__":
    main()
