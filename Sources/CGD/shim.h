#ifndef SCROLLREEL_CGD_SHIM_H
#define SCROLLREEL_CGD_SHIM_H
// libgd 2.3.x as shipped by Debian 12 (`libgd-dev`). Imported by exactly one Swift file.
#include <stdio.h>
#include <gd.h>
#endif
