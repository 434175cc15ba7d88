#!/usr/bin/env python3
"""Writes the font the front ends embed: a subset of Noto Sans CJK SC Regular holding
exactly the characters of the message files (both languages, comments left out), printable
ASCII, and the mathematical signs the app draws, so that the binary and the web page carry a
few hundred KiB instead of the whole 16 MiB face.

    python3 crates/grundy-i18n/fonts/subset.py [SOURCE]

SOURCE is Noto Sans CJK: by default Debian's `fonts-noto-cjk` package
(/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc, whose face 2 is SC); an .otf of the
SC face (NotoSansCJKsc-Regular.otf) works too. It needs `pyftsubset` from PyPI's fonttools:

    apt-get install fonts-noto-cjk
    pip install 'fonttools==4.68.0'

Run it after changing any .ftl file (the crate's test `every_character_has_a_glyph` fails
until then), and commit the font it writes. It also writes OFL.txt, the licence that must go
with the font, from the copyright notice in the font and Debian's copy of the licence.
"""

import hashlib
import pathlib
import shutil
import subprocess
import sys
import tempfile

from fontTools.ttLib import TTCollection, TTFont

HERE = pathlib.Path(__file__).resolve().parent
LOCALES = HERE.parent / "locales"
OUTPUT = HERE / "NotoSansCJKsc-Regular-subset.otf"
LICENCE = HERE / "OFL.txt"
DEFAULT_SOURCE = pathlib.Path("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc")
DEBIAN_COPYRIGHT = pathlib.Path("/usr/share/doc/fonts-noto-cjk/copyright")
# The face of the collection: 0 JP, 1 KR, 2 SC, 3 TC, 4 HK.
SC_FACE = 2
# Signs the app draws outside the messages (hints, the Nim equivalent, the explorer), kept
# when the font has them; egui's own fonts draw the others (✔ ✖ ⌊ ⌋ ⁰ ₁ …).
SIGNS = "→⊕∞⌊⌋∈✔✖•■×−≤≥≠√φ²…—–·"


def message_text():
    """Every character of the message files outside comments."""
    chars = set()
    for path in sorted(LOCALES.glob("*/*.ftl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.lstrip().startswith("#"):
                continue
            chars.update(line)
    return chars


def main():
    source = pathlib.Path(sys.argv[1]) if len(sys.argv) > 1 else DEFAULT_SOURCE
    if not source.exists():
        sys.exit(f"{source}: no such font (apt-get install fonts-noto-cjk, or give its path)")
    face = SC_FACE if source.suffix.lower() == ".ttc" else 0
    font = TTCollection(str(source)).fonts[face] if face else TTFont(str(source))
    family = font["name"].getDebugName(4)
    if "SC" not in family:
        sys.exit(f"{source}: face {face} is {family}, not the Simplified Chinese one")
    cmap = font.getBestCmap()

    wanted = message_text() | set(SIGNS) | {chr(c) for c in range(0x20, 0x7F)}
    wanted = {c for c in wanted if c.isprintable() or c == " "}
    kept = sorted(c for c in wanted if ord(c) in cmap)
    missing = sorted(c for c in wanted if ord(c) not in cmap)

    with tempfile.TemporaryDirectory() as tmp:
        text = pathlib.Path(tmp) / "text.txt"
        text.write_text("".join(kept), encoding="utf-8")
        subprocess.run(
            [
                shutil.which("pyftsubset") or "pyftsubset",
                str(source),
                f"--font-number={face}",
                f"--text-file={text}",
                f"--output-file={OUTPUT}",
                # egui neither hints, nor lays out vertical or right-to-left text (whose
                # mirrored signs, such as ∋ for ∈, the subset would otherwise add).
                "--no-hinting",
                "--no-bidi-closure",
                "--drop-tables+=vhea,vmtx,VORG",
                # The copyright notice and the licence stay in the font's own name table.
                "--name-IDs=0,1,2,3,4,5,6,13,14",
            ],
            check=True,
        )

    copyright_line = font["name"].getDebugName(0)
    if DEBIAN_COPYRIGHT.exists():
        LICENCE.write_text(licence(copyright_line), encoding="utf-8")

    digest = hashlib.sha256(source.read_bytes()).hexdigest()
    han = sum(1 for c in kept if "\u4e00" <= c <= "\u9fff")
    print(f"source: {source} (face {face}: {family}, {font['name'].getDebugName(5)})")
    print(f"source sha256: {digest}")
    print(f"{OUTPUT.name}: {OUTPUT.stat().st_size} bytes, {len(kept)} characters ({han} Han)")
    if missing:
        print("not in the font (egui's own fonts must draw them): " + " ".join(missing))


def licence(copyright_line):
    """The SIL Open Font License 1.1 as Debian ships it, under the font's copyright."""
    text = DEBIAN_COPYRIGHT.read_text(encoding="utf-8")
    # The stanza of the licence's text (another names it for the files, without a body).
    start = text.index("License: SIL-1.1\n ") + len("License: SIL-1.1\n")
    end = text.index("\nLicense: ", start)
    body = []
    for line in text[start:end].splitlines():
        line = line[1:] if line.startswith(" ") else line
        body.append("" if line == "." else line)
    head = [
        "The font NotoSansCJKsc-Regular-subset.otf is a subset of Noto Sans CJK SC Regular",
        "(https://github.com/notofonts/noto-cjk), made by subset.py beside it.",
        "",
        copyright_line,
        "",
        "This Font Software is licensed under the SIL Open Font License, Version 1.1.",
        "This license is copied below, and is also available with a FAQ at:",
        "https://openfontlicense.org",
        "",
    ]
    return "\n".join(head + body).rstrip() + "\n"


if __name__ == "__main__":
    main()
