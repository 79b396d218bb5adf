// Stone wall: irregular stones from a 2D cellular pattern in (s, t), each
// stone shaded by its own cell noise and a little fBm, mortar where F2 - F1
// is small, and the mortar filtered against the micropolygon size with the
// shared header's filterwidth.  The helper gives F1, F2 and the nearest
// cell's id through output parameters without detail.
// With jitter 0 the points are the cell centres: from (0.6, 0.5) F1 = 0.1
// to (0.5, 0.5), F2 = 0.9 to (1.5, 0.5), and the nearest cell is (0, 0).
// RUN: rsl2ll --target=host %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl2ll --target=rpu %s | opt -O2 -verify-each | llc-rpu -o /dev/null
// RUN: rsl2ll --target=ptx %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl-jit %s --call stone_cells 0.6 0.5 0 0 0 0 0 | FileCheck --check-prefix=CELLS --match-full-lines %s
// CELLS: 0.1 0.9 0 0
// On the RPU the surface spills (an I register's cell that reaches a join is
// split: test/lit/rpu/spill-split-join.ll) and the cell loop counts from -1
// (test/lit/rpu/integer-literals.ll); it renders as on the JIT.
// RUN: rsl-render --backend=rpu --main %src/examples/camera.sl:camera --surface %s -W 48 -H 48 -o %t.rpu.png
// RUN: rsl-render --backend=jit --main %src/examples/camera.sl:camera --surface %s -W 48 -H 48 -o %t.jit.png
// RUN: imgcmp --min-psnr 40 %t.rpu.png %t.jit.png

#include "Inputs/patterns.h"

void stone_cells(float ss, tt, jitter;
                 output float f1, f2;
                 output float cells, cellt)
{
    float s0 = floor(ss), t0 = floor(tt);
    f1 = f2 = 1e6;
    uniform float i, j;
    for (i = -1; i <= 1; i += 1)
        for (j = -1; j <= 1; j += 1) {
            float cs = s0 + i, ct = t0 + j;
            float ps = cs + 0.5 + jitter * (cellnoise(cs, ct) - 0.5);
            float pt = ct + 0.5 + jitter * (cellnoise(ct + 101, cs) - 0.5);
            float d = sqrt((ps - ss) * (ps - ss) + (pt - tt) * (pt - tt));
            if (d < f1) {
                f2 = f1;
                f1 = d;
                cells = cs;
                cellt = ct;
            } else if (d < f2)
                f2 = d;
        }
}

surface stone_wall(float frequency = 6, jitter = 0.9, mortarwidth = 0.06;
                   color mortarcolor = color(0.55, 0.52, 0.48))
{
    float ss = s * frequency, tt = t * frequency;
    float f1, f2, cs, ct;
    stone_cells(ss, tt, jitter, f1, f2, cs, ct);
    float fw = filterwidth(f2 - f1);
    float mortar = 1 - filteredstep(mortarwidth, f2 - f1, fw);
    color stone = Cs * (0.7 + 0.3 * color cellnoise(cs, ct))
                * (1 + 0.2 * fBm(point(ss, tt, 0), 4, 2, 0.5));
    normal Nf = faceforward(normalize(N), I);
    Oi = Os;
    Ci = Oi * mix(stone, mortarcolor, mortar) * (ambient() + diffuse(Nf));
}
