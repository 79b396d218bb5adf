// Noise tests (RenderMan Interface 3.2 section 15.4): properties over many
// samples rather than values.  noise and pnoise are gradient noise mapped to
// [0,1] (0.5 on the integer lattice, mean near 0.5, continuous), pnoise is
// periodic, cellnoise is constant on each unit cell, random is in [0,1).
// Sample points walk lines that are not aligned with the lattice.
// RUN: python3 %src/utils/check-values.py %s
// TOLERANCE: 1e-6

// (min, max, mean) of 2000 samples
color t_noise1() {
    float i, lo = 1, hi = 0, sum = 0;
    for (i = 0; i < 2000; i += 1) {
        float val = noise(i * 0.1373 + 0.05);
        lo = min(lo, val); hi = max(hi, val); sum += val;
    }
    return color (lo, hi, sum / 2000);
}
// CASE: t_noise1 => 0..1 0..1 0.4..0.6
color t_noise2() {
    float i, lo = 1, hi = 0, sum = 0;
    for (i = 0; i < 2000; i += 1) {
        float val = noise(i * 0.1373 + 0.05, i * 0.0711 + 0.3);
        lo = min(lo, val); hi = max(hi, val); sum += val;
    }
    return color (lo, hi, sum / 2000);
}
// CASE: t_noise2 => 0..1 0..1 0.4..0.6
color t_noise3() {
    float i, lo = 1, hi = 0, sum = 0;
    for (i = 0; i < 2000; i += 1) {
        float val = noise(point (i * 0.1373 + 0.05, i * 0.0711 + 0.3, i * 0.0533 + 0.7));
        lo = min(lo, val); hi = max(hi, val); sum += val;
    }
    return color (lo, hi, sum / 2000);
}
// CASE: t_noise3 => 0..1 0..1 0.4..0.6
color t_noise4() {
    float i, lo = 1, hi = 0, sum = 0;
    for (i = 0; i < 2000; i += 1) {
        float val = noise(point (i * 0.1373 + 0.05, i * 0.0711 + 0.3, i * 0.0533 + 0.7), i * 0.0917 + 0.2);
        lo = min(lo, val); hi = max(hi, val); sum += val;
    }
    return color (lo, hi, sum / 2000);
}
// CASE: t_noise4 => 0..1 0..1 0.4..0.6
// the spread (max - min): noise is not flat
float t_noise_spread() {
    float i, lo = 1, hi = 0;
    for (i = 0; i < 2000; i += 1) {
        float val = noise(point (i * 0.1373, i * 0.0711, i * 0.0533));
        lo = min(lo, val); hi = max(hi, val);
    }
    return hi - lo;
}
// CASE: t_noise_spread => 0.3..1
// color noise: every component in range, components not all the same
color t_cnoise() {
    float i, lo = 1, hi = 0, differ = 0;
    for (i = 0; i < 1000; i += 1) {
        color c = noise(point (i * 0.1373, i * 0.0711, i * 0.0533));
        lo = min(lo, min(comp(c, 0), min(comp(c, 1), comp(c, 2))));
        hi = max(hi, max(comp(c, 0), max(comp(c, 1), comp(c, 2))));
        differ += abs(comp(c, 0) - comp(c, 1)) + abs(comp(c, 1) - comp(c, 2));
    }
    return color (lo, hi, differ / 1000);
}
// CASE: t_cnoise => 0..1 0..1 0.01..2
color t_vnoise() {
    float i, lo = 1, hi = 0;
    for (i = 0; i < 1000; i += 1) {
        vector nv = noise(point (i * 0.1373, i * 0.0711, i * 0.0533));
        lo = min(lo, min(xcomp(nv), min(ycomp(nv), zcomp(nv))));
        hi = max(hi, max(xcomp(nv), max(ycomp(nv), zcomp(nv))));
    }
    return color (lo, hi, 0);
}
// CASE: t_vnoise => 0..1 0..1 0

// 0.5 on the integer lattice
float t_lattice3(point p) { float val = noise(p); return val; }
// CASE: t_lattice3 0,0,0 => 0.5
// CASE: t_lattice3 1,2,3 => 0.5
// CASE: t_lattice3 -4,7,2 => 0.5
float t_lattice1(float x) { float val = noise(x); return val; }
// CASE: t_lattice1 3 => 0.5
// CASE: t_lattice1 -2 => 0.5

// continuity: neighbours 0.001 apart differ by little
float t_continuity1() {
    float i, worst = 0;
    for (i = 0; i < 2000; i += 1) {
        float x = i * 0.1373 + 0.05;
        float a = noise(x), b = noise(x + 0.001);
        worst = max(worst, abs(a - b));
    }
    return worst;
}
// CASE: t_continuity1 => 0..0.01
float t_continuity3() {
    float i, worst = 0;
    for (i = 0; i < 2000; i += 1) {
        point p = point (i * 0.1373, i * 0.0711, i * 0.0533);
        float a = noise(p), b = noise(p + vector (0.001, -0.001, 0.001));
        worst = max(worst, abs(a - b));
    }
    return worst;
}
// CASE: t_continuity3 => 0..0.01

// determinism: the same point reached two ways gives the same value
float t_same(point p) { float a = noise(p), b = noise(p + vector (1, 1, 1) - vector (1, 1, 1)); return abs(a - b); }
// CASE: t_same 0.25,0.5,0.75 => 0
// CASE: t_same 3.5,-2.25,8.125 => 0

// pnoise: periodic with the given period, in range
float t_pnoise1() {
    float i, worst = 0;
    for (i = 0; i < 500; i += 1) {
        float x = i * 0.1373;
        float a = pnoise(x, 4), b = pnoise(x + 4, 4), c = pnoise(x - 8, 4);
        worst = max(worst, max(abs(a - b), abs(a - c)));
    }
    return worst;
}
// CASE: t_pnoise1 => 0..0.00001
float t_pnoise2() {
    float i, worst = 0;
    for (i = 0; i < 500; i += 1) {
        float x = i * 0.1373, y = i * 0.0711;
        float a = pnoise(x, y, 3, 5), b = pnoise(x + 3, y + 5, 3, 5);
        worst = max(worst, abs(a - b));
    }
    return worst;
}
// CASE: t_pnoise2 => 0..0.00001
float t_pnoise3() {
    float i, worst = 0;
    for (i = 0; i < 500; i += 1) {
        point p = point (i * 0.1373, i * 0.0711, i * 0.0533);
        float a = pnoise(p, point (3, 4, 5)), b = pnoise(p + vector (3, 4, 5), point (3, 4, 5));
        float c = pnoise(p + vector (0, 8, 0), point (3, 4, 5));
        worst = max(worst, max(abs(a - b), abs(a - c)));
    }
    return worst;
}
// CASE: t_pnoise3 => 0..0.00001
float t_pnoise4() {
    float i, worst = 0;
    for (i = 0; i < 500; i += 1) {
        point p = point (i * 0.1373, i * 0.0711, i * 0.0533);
        float tt = i * 0.0917;
        float a = pnoise(p, tt, point (2, 2, 2), 6), b = pnoise(p + vector (2, 2, 2), tt + 6, point (2, 2, 2), 6);
        worst = max(worst, abs(a - b));
    }
    return worst;
}
// CASE: t_pnoise4 => 0..0.00001
color t_pnoise_range() {
    float i, lo = 1, hi = 0, sum = 0;
    for (i = 0; i < 2000; i += 1) {
        float val = pnoise(point (i * 0.1373, i * 0.0711, i * 0.0533), point (7, 7, 7));
        lo = min(lo, val); hi = max(hi, val); sum += val;
    }
    return color (lo, hi, sum / 2000);
}
// CASE: t_pnoise_range => 0..1 0..1 0.4..0.6
// a periodic noise is still noise where the period is long
float t_pnoise_spread() {
    float i, lo = 1, hi = 0;
    for (i = 0; i < 1000; i += 1) {
        float val = pnoise(i * 0.1373, 16);
        lo = min(lo, val); hi = max(hi, val);
    }
    return hi - lo;
}
// CASE: t_pnoise_spread => 0.3..1

// cellnoise: one value per unit cell, in [0,1), mean near 0.5, neighbours differ
float t_cell_constant1() {
    float i, worst = 0;
    for (i = -100; i < 100; i += 1) {
        float a = cellnoise(i + 0.01), b = cellnoise(i + 0.5), c = cellnoise(i + 0.99);
        worst = max(worst, max(abs(a - b), abs(a - c)));
    }
    return worst;
}
// CASE: t_cell_constant1 => 0
float t_cell_constant3() {
    float i, worst = 0;
    for (i = 0; i < 300; i += 1) {
        point c = point (floor(i * 0.37), floor(i * 0.71) - 50, floor(i * 1.13));
        float a = cellnoise(c + vector (0.05, 0.1, 0.2)), b = cellnoise(c + vector (0.95, 0.9, 0.8));
        worst = max(worst, abs(a - b));
    }
    return worst;
}
// CASE: t_cell_constant3 => 0
color t_cell_stats() {
    float i, lo = 1, hi = 0, sum = 0, differ = 0;
    for (i = 0; i < 1000; i += 1) {
        float a = cellnoise(point (i, 0.5, 0.5)), b = cellnoise(point (i + 1, 0.5, 0.5));
        lo = min(lo, a); hi = max(hi, a); sum += a;
        if (a != b) differ += 1;
    }
    return color (hi, sum / 1000, differ / 1000);
}
// CASE: t_cell_stats => 0..0.99999994 0.4..0.6 0.95..1
float t_cell2(float x, y) { float a = cellnoise(x, y), b = cellnoise(floor(x) + 0.5, floor(y) + 0.5); return abs(a - b); }
// CASE: t_cell2 3.2 4.9 => 0
// CASE: t_cell2 -1.7 0.1 => 0
float t_cell4(point p; float tt) { float a = cellnoise(p, tt), b = cellnoise(p + vector (0.01, 0.01, 0.01), tt + 0.01); return abs(a - b); }
// CASE: t_cell4 0.2,0.2,0.2 0.2 => 0

// random: in [0,1), mean near 0.5, not constant
color t_random() {
    float i, lo = 1, hi = 0, sum = 0;
    for (i = 0; i < 2000; i += 1) {
        float val = random();
        lo = min(lo, val); hi = max(hi, val); sum += val;
    }
    return color (lo, hi, sum / 2000);
}
// CASE: t_random => 0..0.1 0.9..0.99999994 0.45..0.55
