/* Shared helpers of the library-style shaders in this folder, in the shape
 * shader libraries keep them: filter-width macros, pulses and steps, their
 * box-filtered forms, signed noise and the fractal sums built on it.  Every
 * value a test checks is worked out by hand beside the test. */
#ifndef LIBRARY_PATTERNS_H
#define LIBRARY_PATTERNS_H

#define MINFILTERWIDTH 1.0e-6
/* How much x changes across one micropolygon, never zero. */
#define filterwidth(x) max(abs(Du(x) * du) + abs(Dv(x) * dv), MINFILTERWIDTH)
#define filterwidthp(p) max(sqrt(area(p)), MINFILTERWIDTH)

#define pulse(a, b, x) (step((a), (x)) - step((b), (x)))
#define boxstep(a, b, x) clamp(((x) - (a)) / ((b) - (a)), 0, 1)
#define snoise(x) (2 * noise(x) - 1)
#define whichtile(x, freq) floor((x) * (freq))
#define repeat(x, freq) mod((x) * (freq), 1)

/* Fraction of [x - dx/2, x + dx/2] that lies inside [edge0, edge1]. */
float filteredpulse(float edge0, edge1, x, dx)
{
    float x0 = x - dx / 2, x1 = x + dx / 2;
    return max(0, (min(x1, edge1) - max(x0, edge0)) / dx);
}

/* Running integral of a train that is 1 on [0, duty) of every unit period. */
float pulsetrain_integral(float duty, x)
{
    float whole = floor(x);
    return whole * duty + min(x - whole, duty);
}

/* A pulse of width edge in every period, averaged over a box of width dx. */
float filteredpulsetrain(float edge, period, x, dx)
{
    float duty = edge / period;
    float x0 = (x - dx / 2) / period, x1 = (x + dx / 2) / period;
    return (pulsetrain_integral(duty, x1) - pulsetrain_integral(duty, x0)) / (x1 - x0);
}

/* Unit steps smoothed over the filter width: the step at edge seen through a
 * box of width dx. */
float filteredstep(float edge, x, dx)
{
    return boxstep(edge - dx / 2, edge + dx / 2, x);
}

/* Fractional Brownian motion: octaves of signed noise, each lacunarity times
 * the frequency and gain times the amplitude of the last. */
float fBm(point p; uniform float octaves, lacunarity, gain)
{
    varying float sum = 0, amp = 1;
    varying point pp = p;
    uniform float i;
    for (i = 0; i < octaves; i += 1) {
        sum += amp * snoise(pp);
        amp *= gain;
        pp *= lacunarity;
    }
    return sum;
}

/* Turbulence: the same sum over the absolute value of each octave. */
float turbulence(point p; uniform float octaves, lacunarity, gain)
{
    varying float sum = 0, amp = 1;
    varying point pp = p;
    uniform float i;
    for (i = 0; i < octaves; i += 1) {
        sum += amp * abs(snoise(pp));
        amp *= gain;
        pp *= lacunarity;
    }
    return sum;
}

color vfBm(point p; uniform float octaves, lacunarity, gain)
{
    varying color sum = 0;
    varying float amp = 1;
    varying point pp = p;
    uniform float i;
    for (i = 0; i < octaves; i += 1) {
        sum += amp * (2 * color noise(pp) - 1);
        amp *= gain;
        pp *= lacunarity;
    }
    return sum;
}

#endif
