// Stores through a phi of local arrays' addresses (SimplifyCFG sinks the
// stores of an if's two arms into the join: pos1 or pos2, each an output
// point the caller keeps in an alloca) are rewritten per array by
// backends/rpu/lower_pointer_phis.c, so the arrays go to registers.  The
// same cases on the JIT and on the RPU, values by hand.
// RUN: python3 %src/utils/check-values.py %s
// RUN: python3 %S/Inputs/rpu_values.py %s
// RUN: rsl2ll --target=rpu %s | opt -O2 -S | FileCheck %s --check-prefix=PHI
// RUN: rsl2ll --target=rpu %s | opt -O2 | rpu-lower-ir | FileCheck %s --check-prefix=LOWERED
// PHI: phi ptr
// LOWERED-NOT: phi ptr
// LOWERED-NOT: alloca
// TOLERANCE: 1e-5

/* The two knots nearest x among (i, 2i, 0), i = 0..3, as a Voronoi helper
 * keeps the two nearest feature points. */
void two_nearest(float x; output float f1, f2; output point p1, p2)
{
    f1 = f2 = 1000;
    p1 = p2 = point(-1, -1, -1);
    uniform float i;
    for (i = 0; i < 4; i += 1) {
        point q = point(i, 2 * i, 0);
        float d = abs(x - i);
        if (d < f1) {
            f2 = f1;
            p2 = p1;
            f1 = d;
            p1 = q;
        } else if (d < f2) {
            f2 = d;
            p2 = q;
        }
    }
}
float t_nearest(float x)
{
    float f1, f2;
    point p1, p2;
    two_nearest(x, f1, f2, p1, p2);
    return 1000 * xcomp(p1) + 100 * xcomp(p2) + 10 * f1 + f2 + 0.01 * ycomp(p1) * ycomp(p2);
}
// x = 1.2: distances 1.2, 0.2, 0.8, 1.8: nearest knot 1 (0.2), then knot 2
// (0.8): 1000 + 200 + 2 + 0.8 + 0.01 * 2 * 4.
// CASE: t_nearest 1.2 => 1202.88
// x = 2.9: distances 2.9, 1.9, 0.9, 0.1: knot 3 (0.1), then knot 2 (0.9):
// 3000 + 200 + 1 + 0.9 + 0.01 * 6 * 4.
// CASE: t_nearest 2.9 => 3202.14
