#ifndef SCROLLREEL_CFRIBIDI_SHIM_H
#define SCROLLREEL_CFRIBIDI_SHIM_H
// GNU FriBidi 1.0 as shipped by Debian 12 (`libfribidi-dev`). Imported by exactly one Swift file.
#include <fribidi.h>
#endif
