// An imager that darkens the corners of the frame and adds a background
// colour behind uncovered pixels, the two things studio imagers did most.
// vignette(r, start, end) is 1 inside radius start, 0 beyond end, smooth
// between: r = 0.2 is 1, r = 1.5 is 0 (start 0.5, end 1.2).
// RUN: rsl2ll --target=host %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl2ll --target=rpu %s | opt -O2 -verify-each | llc-rpu -o /dev/null
// RUN: rsl2ll --target=ptx %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl-jit %s --call vignette 0.2 0.5 1.2 | FileCheck --check-prefix=INNER --match-full-lines %s
// INNER: 1
// RUN: rsl-jit %s --call vignette 1.5 0.5 1.2 | FileCheck --check-prefix=OUTER --match-full-lines %s
// OUTER: 0

float vignette(float r, start, end) { return 1 - smoothstep(start, end, r); }

imager vignette_imager(float start = 0.5, end = 1.2, strength = 0.6;
                       float xres = 640, yres = 480;
                       color background = color(0.1, 0.1, 0.12))
{
    /* P is the raster position: measure from the frame's centre in units of
       half the height so the vignette stays round */
    float x = (xcomp(P) - xres / 2) / (yres / 2), y = (ycomp(P) - yres / 2) / (yres / 2);
    float darken = 1 - strength * (1 - vignette(sqrt(x * x + y * y), start, end));
    Ci = (Ci + (1 - alpha) * background) * darken;
    Oi = 1;
    alpha = 1;
}
