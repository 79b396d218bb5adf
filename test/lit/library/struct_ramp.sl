// A colour ramp as a struct holding its knots in an array, its basis by
// name and an output range, evaluated by one helper: libraries pass ramps
// around this way instead of a dozen parameters.  ramp_at(x) uses the
// default 6-knot linear ramp 0, 0, 0.25, 0.5, 1, 1 (3 segments through
// knots 1..4): at x = 0.5 (segment 1, t = 0.5) halfway between 0.25 and
// 0.5 = 0.375, scaled into the ramp's range 0..2: 0.75.
// RUN: rsl2ll --target=host %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl2ll --target=rpu %s | opt -O2 -verify-each | llc-rpu -o /dev/null
// RUN: rsl2ll --target=ptx %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl-jit %s --call ramp_at 0.5 | FileCheck --check-prefix=MID --match-full-lines %s
// MID: 0.75

struct FloatRamp {
    float knots[6] = { 0, 0, 0.25, 0.5, 1, 1 };
    string basis = "linear";
    float lo = 0, hi = 2;
};

float ramp_eval(FloatRamp r; float x)
{
    return r->lo + (r->hi - r->lo) * spline(r->basis, x, r->knots);
}

float ramp_at(float x) { FloatRamp r; return ramp_eval(r, x); }

surface struct_ramp(float frequency = 4; string basis = "catmull-rom")
{
    FloatRamp r;
    r->basis = basis;
    r->hi = 1;
    float x = ramp_eval(r, mod(s * frequency, 1));
    normal Nf = faceforward(normalize(N), I);
    Oi = Os;
    Ci = Oi * Cs * x * (ambient() + diffuse(Nf));
}
