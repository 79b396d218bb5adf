// Helpers written once and called with uniform and varying arguments alike:
// a gain/bias pair and a remap, called on uniform shader parameters (their
// results kept in uniform variables) and on the varying (s, t) in one
// shader, as library headers are used.  bias(0.5, b) = b for any b;
// gain(0.25, 0.5) = 0.25; remap(5, 0, 10, -1, 1) = 0.
// RUN: rsl2ll --target=host %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl2ll --target=rpu %s | opt -O2 -verify-each | llc-rpu -o /dev/null
// RUN: rsl2ll --target=ptx %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl-jit %s --call bias 0.5 0.3 | FileCheck --check-prefix=BIAS --match-full-lines %s
// BIAS: 0.3
// RUN: rsl-jit %s --call gain 0.25 0.5 | FileCheck --check-prefix=GAIN --match-full-lines %s
// GAIN: 0.25
// RUN: rsl-jit %s --call remap 5 0 10 -1 1 | FileCheck --check-prefix=REMAP --match-full-lines %s
// REMAP: 0

/* Perlin's bias: bends the curve through (0.5, b). */
float bias(float x, b) { return pow(x, log(b) / log(0.5)); }

/* Perlin's gain: two biases back to back, (0.5, 0.5) fixed. */
float gain(float x, g)
{
    float r;
    if (x < 0.5)
        r = bias(2 * x, 1 - g) / 2;
    else
        r = 1 - bias(2 - 2 * x, 1 - g) / 2;
    return r;
}

float remap(float x, lo, hi, newlo, newhi) { return newlo + (x - lo) / (hi - lo) * (newhi - newlo); }

surface uniform_varying_helpers(float contrast = 0.7, brightness = 0.6, frequency = 4; float Kd = 0.8)
{
    /* uniform: worked out once for the whole grid */
    uniform float b = bias(brightness, 0.5), lo = remap(contrast, 0, 1, 0.5, 0);
    /* varying: per point */
    float x = gain(mod(s * frequency, 1), contrast) * bias(t, brightness);
    float shade = remap(x, 0, 1, lo, 1 - lo) * b;
    normal Nf = faceforward(normalize(N), I);
    Oi = Os;
    Ci = Oi * Cs * shade * Kd * (ambient() + diffuse(Nf));
}
