// Detail rules (frontend/sema_detail.c): what is accepted and what is an
// error, with its place and caret.
// RUN: not rsl2ll %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not=error: --strict-whitespace

// A parameter declared `uniform` still rejects a varying value.
float keep(uniform float x; output uniform float y) { y = s * x; x = t; return x; }
// CHECK: detail.sl:[[@LINE-1]]:55: error: cannot assign a varying value to uniform 'y'
// CHECK-NEXT: {{^}}float keep(uniform float x; output uniform float y) { y = s * x; x = t; return x; }
// CHECK-NEXT: {{^}}                                                      ^
// CHECK: detail.sl:[[@LINE-4]]:66: error: cannot assign a varying value to uniform 'x'

// A value from one unqualified parameter stored into a uniform makes that
// parameter one each call must pass a uniform value (as PRMan, checking each
// inlined call, rules); from two, it may be varying: an error.
float narrow(float x) { uniform float k = floor(x); return k; }
float both(float x, y) { uniform float k = x + y; return k; }
// CHECK: detail.sl:[[@LINE-1]]:46: error: cannot initialize uniform 'k' with a varying value
// CHECK: detail.sl:[[@LINE-2]]:46: note: a function parameter without 'uniform' takes the detail of its argument, which may be varying
float passes_on(float n) { return narrow(n); }

uniform float promised(float x) { return x * s; }
// CHECK: detail.sl:[[@LINE-1]]:44: error: cannot return a varying value from 'promised', declared uniform

float twice(float x) { return 2 * x; }
float with_s(float x) { return x * s; }
float out_s(output float y) { y = s; return 0; }

surface sh()
{
    uniform float u = twice(1);
    u = narrow(2) + passes_on(3);
    float v = narrow(s);
// CHECK: detail.sl:[[@LINE-1]]:22: error: cannot pass a varying value to parameter 'x', which the function uses as uniform
// CHECK: detail.sl:[[@LINE-19]]:43: note: 'x' is used as uniform here
    v += passes_on(t);
// CHECK: detail.sl:[[@LINE-1]]:20: error: cannot pass a varying value to parameter 'n', which the function uses as uniform
// CHECK: detail.sl:[[@LINE-18]]:42: note: 'n' is used as uniform here
    u = twice(s);
// CHECK: detail.sl:[[@LINE-1]]:5: error: cannot assign a varying value to uniform 'u'
    u = with_s(1);
// CHECK: detail.sl:[[@LINE-1]]:5: error: cannot assign a varying value to uniform 'u'
    out_s(u);
// CHECK: detail.sl:[[@LINE-1]]:11: error: cannot assign a varying value to uniform 'u'
    u = keep(s, u);
// CHECK: detail.sl:[[@LINE-1]]:14: error: cannot pass a varying value to uniform parameter 'x'
    float kt;
    fresnel(I, N, 1.5, u, kt);
// CHECK: detail.sl:[[@LINE-1]]:24: error: cannot assign a varying value to uniform 'u'
    uniform float z = depth(transform("camera", "current", point(0, 0, 5)));
    uniform float d = comp(diffuse(N), 0);
// CHECK: detail.sl:[[@LINE-1]]:23: error: cannot initialize uniform 'd' with a varying value
    Ci = u + kt + d + z + v;
}

// A uniform declared outside a varying condition is not assigned under it;
// one declared under it may be, and a count from an unqualified parameter
// (a library's fBm) is accepted.
float fbm(point p; float octaves)
{
    uniform float i;
    float sum = 0;
    for (i = 0; i < octaves; i += 1)
        sum += noise(p * pow(2, i));
    return sum;
}
surface conditions(float Kd = 1)
{
    uniform float count = 0, n;
    if (s > 0.5) {
        count += 1;
// CHECK: detail.sl:[[@LINE-1]]:9: error: cannot assign to uniform 'count' under a varying condition
// CHECK: detail.sl:[[@LINE-3]]:11: note: the condition is varying here
        uniform float k = 1;
        k += 1;
        Kd = 2;
// CHECK: detail.sl:[[@LINE-1]]:9: error: cannot assign to uniform 'Kd' under a varying condition
    }
    for (n = 0; n < t * 4; n += 1)
        Ci += 1;
// CHECK: detail.sl:[[@LINE-2]]:28: error: cannot assign to uniform 'n' under a varying condition
// CHECK: detail.sl:[[@LINE-3]]:19: note: the condition is varying here
    if (Kd > 0.5)
        count = 2;
    Ci += fbm(P, 4) + count;
}

// An unqualified parameter written under a varying condition is varying.
float maybe_one(float x) { if (s > 0.5) x = 1; return x; }
surface partly()
{
    uniform float u = maybe_one(2);
// CHECK: detail.sl:[[@LINE-1]]:23: error: cannot initialize uniform 'u' with a varying value
    Ci = u;
}
