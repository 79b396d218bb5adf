// Bricks in the classic library form: brick and mortar from box-filtered
// pulse trains (the shared header's filteredpulsetrain and filterwidth), every
// other row shifted by half a brick, each brick's colour varied by cell
// noise of its (column, row).  brick_row(t, height) is the row a point is in;
// brick_shift(row) offsets odd rows by a half: row 3 -> 0.5, row 4 -> 0.
// brick_fraction(0.5, 1, 0.5, 1): a box as wide as the period over a train
// whose pulse is half the period sees half of it: 0.5.
// RUN: rsl2ll --target=host %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl2ll --target=rpu %s | opt -O2 -verify-each | llc-rpu -o /dev/null
// RUN: rsl2ll --target=ptx %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl-jit %s --call brick_shift 3 | FileCheck --check-prefix=ODD --match-full-lines %s
// ODD: 0.5
// RUN: rsl-jit %s --call brick_shift 4 | FileCheck --check-prefix=EVEN --match-full-lines %s
// EVEN: 0
// RUN: rsl-jit %s --call brick_row 0.35 0.1 | FileCheck --check-prefix=ROW --match-full-lines %s
// ROW: 3
// RUN: rsl-jit %s --call brick_fraction 0.5 1 0.5 1 | FileCheck --check-prefix=HALF --match-full-lines %s
// HALF: 0.5

#include "Inputs/patterns.h"

float brick_row(float tt, height) { return whichtile(tt, 1 / height); }
float brick_shift(float row) { return mod(row, 2) * 0.5; }
float brick_fraction(float edge, period, x, dx) { return filteredpulsetrain(edge, period, x, dx); }

surface brick(float Ka = 1, Kd = 1;
              float brickwidth = 0.25, brickheight = 0.08, mortarwidth = 0.01;
              color brickcolor = color(0.5, 0.15, 0.14), mortarcolor = color(0.5, 0.5, 0.5);
              float variation = 0.2)
{
    float bw = brickwidth + mortarwidth, bh = brickheight + mortarwidth;
    float row = brick_row(t, bh);
    float ss = s / bw + brick_shift(row), tt = t / bh;
    float col = floor(ss);
    float dss = filterwidth(ss), dtt = filterwidth(tt);
    /* 1 on brick, 0 on mortar; the brick is the part of each period past the mortar */
    float inbrick = brick_fraction(brickwidth / bw, 1, ss - mortarwidth / bw, dss)
                  * brick_fraction(brickheight / bh, 1, tt - mortarwidth / bh, dtt);
    color Cb = brickcolor * (1 - variation + 2 * variation * float cellnoise(col, row));
    normal Nf = faceforward(normalize(N), I);
    Oi = Os;
    Ci = Oi * mix(mortarcolor, Cb, inbrick) * (Ka * ambient() + Kd * diffuse(Nf));
}
