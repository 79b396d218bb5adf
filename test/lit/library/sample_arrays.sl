// Collecting samples in a resizable array: a local array declared without a
// length grows with push() as samples are kept, pop() drops the last (an
// outlier), resize() trims, and arraylength() says how many are left.
// trimmed_mean(n) pushes 1, 2, ..., n, pops the last and averages the rest:
// for n = 5 that is (1 + 2 + 3 + 4) / 4 = 2.5; kept_count(6, 3) pushes six
// and resizes to three: 3.
// The length is uniform (arraylength bounds uniform loops).  The RPU and
// PTX have no heap: there a resizable array is a compile-time error.
// RUN: rsl2ll --target=host %s | opt -O2 -verify-each -o /dev/null
// RUN: not rsl2ll --target=rpu %s -o /dev/null 2>&1 | FileCheck --check-prefix=NOHEAP -DTARGET=rpu %s
// RUN: not rsl2ll --target=ptx %s -o /dev/null 2>&1 | FileCheck --check-prefix=NOHEAP -DTARGET=ptx %s
// NOHEAP: sample_arrays.sl:[[@LINE+8]]:11: error: resizable array 'samples' is not available on target [[TARGET]]: it needs dynamic memory, which only the host has
// RUN: rsl-jit %s --call trimmed_mean 5 | FileCheck --check-prefix=MEAN --match-full-lines %s
// MEAN: 2.5
// RUN: rsl-jit %s --call kept_count 6 3 | FileCheck --check-prefix=KEPT --match-full-lines %s
// KEPT: 3

float trimmed_mean(uniform float n)
{
    float samples[];
    uniform float i;
    for (i = 1; i <= n; i += 1)
        push(samples, i);
    pop(samples);
    float sum = 0;
    uniform float count = arraylength(samples);
    for (i = 0; i < count; i += 1)
        sum += samples[i];
    return sum / count;
}

float kept_count(uniform float n, keep)
{
    float samples[];
    uniform float i;
    for (i = 0; i < n; i += 1)
        push(samples, i);
    resize(samples, keep);
    return arraylength(samples);
}

surface sample_arrays(uniform float nsamples = 8; float jitter = 0.5, Kd = 0.8)
{
    /* several noise samples around the point; the brightest is dropped */
    float values[];
    uniform float i;
    for (i = 0; i < nsamples; i += 1)
        push(values, noise(transform("shader", P) * 4 + jitter * vector(i, i * 0.7, i * 0.3)));
    float brightest = 0, at = 0;
    for (i = 0; i < nsamples; i += 1)
        if (values[i] > brightest) {
            brightest = values[i];
            at = i;
        }
    values[at] = values[nsamples - 1];
    pop(values);
    float sum = 0;
    for (i = 0; i < arraylength(values); i += 1)
        sum += values[i];
    normal Nf = faceforward(normalize(N), I);
    Oi = Os;
    Ci = Oi * Cs * Kd * (sum / arraylength(values)) * (ambient() + diffuse(Nf));
}
