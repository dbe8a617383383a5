#ifndef SCROLLREEL_CHARFBUZZ_SHIM_H
#define SCROLLREEL_CHARFBUZZ_SHIM_H
// HarfBuzz 6 with its FreeType binding, and FreeType 2 for the glyphs it picks, as shipped by
// Debian 12 (`libharfbuzz-dev`, `libfreetype-dev`). Imported by exactly one Swift file.
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_OUTLINE_H
#include <hb.h>
#include <hb-ft.h>
#endif
