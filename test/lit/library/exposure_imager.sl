// A grading imager: exposure in stops, a gamma curve and a letterbox that
// blacks out bars above and below a chosen aspect ratio, working on the
// raster position P.  grade(0.25, 1, 2) doubles 0.25 (one stop) to 0.5 and
// takes the square root: 0.707107; letterboxed(y, 480, 640, 2) keeps the
// middle 320 rows of 480 (640 / 2): row 100 is inside (1), row 20 is in
// the bar (0).
// RUN: rsl2ll --target=host %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl2ll --target=rpu %s | opt -O2 -verify-each | llc-rpu -o /dev/null
// RUN: rsl2ll --target=ptx %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl-jit %s --call grade 0.25 1 2 | FileCheck --check-prefix=GRADE --match-full-lines %s
// GRADE: 0.707107
// RUN: rsl-jit %s --call letterboxed 100 480 640 2 | FileCheck --check-prefix=INSIDE --match-full-lines %s
// INSIDE: 1
// RUN: rsl-jit %s --call letterboxed 20 480 640 2 | FileCheck --check-prefix=BAR --match-full-lines %s
// BAR: 0

float grade(float x, stops, gamma) { return pow(max(0, x * pow(2, stops)), 1 / gamma); }

float letterboxed(float y, yres, xres, aspect)
{
    float keep = min(yres, xres / aspect), bar = (yres - keep) / 2;
    return (y >= bar && y < yres - bar) ? 1 : 0;
}

imager exposure_imager(float stops = 0, gamma = 2.2, aspect = 2.35;
                       float xres = 640, yres = 480)
{
    float box = letterboxed(ycomp(P), yres, xres, aspect);
    Ci = box * color(grade(comp(Ci, 0), stops, gamma), grade(comp(Ci, 1), stops, gamma),
                     grade(comp(Ci, 2), stops, gamma));
    alpha *= box;
}
