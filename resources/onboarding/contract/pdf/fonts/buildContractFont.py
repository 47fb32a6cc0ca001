"""Builds the two fonts the signed contract PDF embeds (only the glyphs it draws).

contract-latin.woff: DejaVu Sans (Debian's fonts-dejavu-core; Bitstream Vera licence) cut to
Basic Latin, Latin-1, Latin Extended-A (Turkish: ğ ı İ ş, which Noto Sans CJK lacks), general
punctuation and the currency signs.
contract-cjk.woff: Noto Sans CJK SC Regular (SIL OFL 1.1, Debian's fonts-noto-cjk) cut to every
GB2312 character (6,763 hanzi, CJK punctuation, full-width forms) and Latin-1, its outlines
converted from CFF to TrueType quadratics (fontkit subsets TrueType outlines into the PDF).
Run with Debian's python3-fonttools:
  /usr/bin/python3 resources/onboarding/contract/pdf/fonts/buildContractFont.py
"""

from pathlib import Path

from fontTools.pens.cu2quPen import Cu2QuPen
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.subset import Options, Subsetter
from fontTools.ttLib import TTFont, newTable

CJK_SOURCE = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
SC_INDEX = 2  # the collection holds JP, KR, SC, TC, HK, then the Mono faces
LATIN_SOURCE = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
HERE = Path(__file__).parent
LATIN_RANGES = [(0x20, 0x7E), (0xA0, 0x17F), (0x2010, 0x2027), (0x2030, 0x203A), (0x20A0, 0x20BF)]


def gb2312_characters():
    chars = set()
    for high in range(0xA1, 0xF8):
        for low in range(0xA1, 0xFF):
            try:
                chars.add(ord(bytes([high, low]).decode("gb2312")))
            except UnicodeDecodeError:
                pass
    return chars


def latin_code_points():
    return {cp for start, end in LATIN_RANGES for cp in range(start, end + 1)}


def cff_to_glyf(font):
    order = font.getGlyphOrder()
    glyph_set = font.getGlyphSet()
    glyf = newTable("glyf")
    glyf.glyphOrder = order
    glyf.glyphs = {}
    for name in order:
        pen = TTGlyphPen(glyph_set)
        glyph_set[name].draw(Cu2QuPen(pen, max_err=1.0, reverse_direction=True))
        glyf[name] = pen.glyph()
    font["glyf"] = glyf
    font["loca"] = newTable("loca")
    maxp = font["maxp"]
    maxp.tableVersion = 0x00010000
    for field in ("maxZones", "maxTwilightPoints", "maxStorage", "maxFunctionDefs",
                  "maxInstructionDefs", "maxStackElements", "maxSizeOfInstructions",
                  "maxComponentElements"):
        setattr(maxp, field, 0)
    maxp.maxZones = 1
    del font["CFF "]
    if "VORG" in font:
        del font["VORG"]
    font["head"].glyphDataFormat = 0
    font["head"].indexToLocFormat = 1
    font["post"].formatType = 3.0
    font.sfntVersion = "\x00\x01\x00\x00"


def subset(font, code_points):
    options = Options()
    options.layout_features = []
    options.name_IDs = ["*"]
    options.notdef_outline = True
    options.hinting = False
    options.desubroutinize = True
    subsetter = Subsetter(options)
    subsetter.populate(unicodes=code_points)
    subsetter.subset(font)
    for table in ("GSUB", "GPOS", "GDEF", "BASE", "vhea", "vmtx", "kern"):
        if table in font:
            del font[table]


def save(font, name):
    # Every glyph padded to 4 bytes: fontkit's subsetter copies glyph data as stored and writes
    # short loca offsets (offset / 2), so one odd-length glyph shifts every glyph after it.
    font["glyf"].padding = 4
    font.flavor = "woff"
    out = HERE / name
    font.save(out)
    print(out, out.stat().st_size, "bytes,", len(font.getBestCmap()), "characters")


def main():
    cjk = TTFont(CJK_SOURCE, fontNumber=SC_INDEX)
    subset(cjk, gb2312_characters() | set(range(0x20, 0x7F)) | set(range(0xA0, 0x100)))
    cff_to_glyf(cjk)
    save(cjk, "contract-cjk.woff")
    latin = TTFont(LATIN_SOURCE)
    subset(latin, latin_code_points())
    save(latin, "contract-latin.woff")


if __name__ == "__main__":
    main()
