// An antialiased checkerboard: each axis a filtered square wave (the
// header's filteredpulsetrain), combined so that the checks flip between the
// two colours; with the filter as wide as the period the board greys out to
// the average instead of aliasing.  square_wave(x, dx) is the train with a
// pulse of half the period; check_value(sx, sy, 0) is 1 where exactly one
// wave is high: (0.25, 0.75) is 1, (0.25, 0.25) is 0.  A box of a whole
// period sees half: check_value(0.3, 0.3, 1) = 0.5 * 0.5 + 0.5 * 0.5 = 0.5.
// RUN: rsl2ll --target=host %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl2ll --target=rpu %s | opt -O2 -verify-each | llc-rpu -o /dev/null
// RUN: rsl2ll --target=ptx %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl-jit %s --call check_value 0.25 0.75 0.01 | FileCheck --check-prefix=BLACK --match-full-lines %s
// BLACK: 1
// RUN: rsl-jit %s --call check_value 0.25 0.25 0.01 | FileCheck --check-prefix=WHITE --match-full-lines %s
// WHITE: 0
// RUN: rsl-jit %s --call check_value 0.3 0.3 1 | FileCheck --check-prefix=GREY --match-full-lines %s
// GREY: 0.5
// The header's filteredstep is a box step across [edge - dx/2, edge + dx/2]:
// at the edge 0.5, past edge + dx/2 1.  Its pulse-train integral with duty
// 0.25 at 2.5 is two whole periods (0.5) plus min(0.5, 0.25): 0.75.
// RUN: rsl-jit %s --call filteredstep 0.5 0.5 0.2 | FileCheck --check-prefix=STEPMID --match-full-lines %s
// STEPMID: 0.5
// RUN: rsl-jit %s --call filteredstep 0.5 0.7 0.2 | FileCheck --check-prefix=STEPPAST --match-full-lines %s
// STEPPAST: 1
// RUN: rsl-jit %s --call pulsetrain_integral 0.25 2.5 | FileCheck --check-prefix=INTEGRAL --match-full-lines %s
// INTEGRAL: 0.75

#include "Inputs/patterns.h"

float square_wave(float x, dx) { return filteredpulsetrain(0.5, 1, x, dx); }

float check_value(float sx, sy, dx)
{
    float a = square_wave(sx, dx), b = square_wave(sy, dx);
    /* exclusive or of two fractions: a(1-b) + b(1-a) */
    return a * (1 - b) + b * (1 - a);
}

surface checker_filtered(float frequency = 8, Kd = 0.8; color blackcolor = 0.05)
{
    float ss = s * frequency, tt = t * frequency;
    float dx = max(filterwidth(ss), filterwidth(tt));
    normal Nf = faceforward(normalize(N), I);
    Oi = Os;
    Ci = Oi * mix(Cs, blackcolor, check_value(ss, tt, dx)) * Kd * (ambient() + diffuse(Nf));
}
