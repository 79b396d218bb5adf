// A point light with a blocker: a box in a named coordinate system that
// shadows whatever lies behind it, with soft sides.  Rays from the light to
// the point are tested against the box by a slab intersection helper:
// slab_hit(ox, dx, lo, hi) gives the ray's entry and exit parameters along
// one axis; ray_hits_box then says whether the three overlap before the
// point (t < 1).  From the origin towards (0, 0, 4) a box at z 1..2 is hit
// (entry 0.25, exit 0.5); towards (3, 0, 4) x reaches 0.75..1.5 inside
// z 1..2, outside the box's x -0.5..0.5, so it is missed.
// RUN: rsl2ll --target=host %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl2ll --target=rpu %s | opt -O2 -verify-each | llc-rpu -o /dev/null
// RUN: rsl2ll --target=ptx %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl-jit %s --call ray_hits_box 0,0,0 0,0,4 -0.5,-0.5,1 0.5,0.5,2 | FileCheck --check-prefix=HIT --match-full-lines %s
// HIT: 1
// RUN: rsl-jit %s --call ray_hits_box 0,0,0 3,0,4 -0.5,-0.5,1 0.5,0.5,2 | FileCheck --check-prefix=MISS --match-full-lines %s
// MISS: 0

void slab_hit(float o, d, lo, hi; output varying float tenter, texit)
{
    if (abs(d) < 1e-9) {
        /* parallel: inside for all t or never */
        tenter = (o >= lo && o <= hi) ? -1e9 : 1e9;
        texit = (o >= lo && o <= hi) ? 1e9 : -1e9;
    } else {
        float t0 = (lo - o) / d, t1 = (hi - o) / d;
        tenter = min(t0, t1);
        texit = max(t0, t1);
    }
}

float ray_hits_box(point from, to, boxmin, boxmax)
{
    vector d = to - from;
    float e0, x0, e1, x1, e2, x2;
    slab_hit(xcomp(from), xcomp(d), xcomp(boxmin), xcomp(boxmax), e0, x0);
    slab_hit(ycomp(from), ycomp(d), ycomp(boxmin), ycomp(boxmax), e1, x1);
    slab_hit(zcomp(from), zcomp(d), zcomp(boxmin), zcomp(boxmax), e2, x2);
    float enter = max(e0, e1, e2), leave = min(x0, x1, x2);
    return (enter <= leave && leave > 0 && enter < 1) ? 1 : 0;
}

light blocker_light(float intensity = 1; color lightcolor = 1;
                    point from = point "shader" (0, 0, 0);
                    string blockerspace = "shader";
                    point blockermin = point(-0.5, -0.5, 1), blockermax = point(0.5, 0.5, 2);
                    float density = 1)
{
    illuminate(from) {
        point a = transform(blockerspace, from), b = transform(blockerspace, Ps);
        float blocked = density * ray_hits_box(a, b, blockermin, blockermax);
        Cl = (1 - blocked) * intensity * lightcolor / (L . L);
    }
}
