// Diagnostics the way shader writers leave them in: a uniform debug switch
// that prints the shader's inputs with printf (%f, %p, %c and %s), and a
// warning line when a parameter is out of range.  clamp_warn(x, lo, hi)
// gives the clamped value (the printing, on stderr, is the side effect): 1.5 in
// 0..1 is 1.
// RUN: rsl2ll --target=host %s | opt -O2 -verify-each -o /dev/null
// RUN: not rsl2ll --target=rpu %s -o /dev/null 2>&1 | FileCheck --check-prefix=RPU %s
// RUN: not rsl2ll --target=ptx %s -o /dev/null 2>&1 | FileCheck --check-prefix=PTX %s
// RPU: debug_printf.sl:[[@LINE+9]]:9: error: run-time printing (printf) is not supported by the rpu target
// PTX: debug_printf.sl:[[@LINE+8]]:24: error: run-time strings in printf (a string argument known only at run time) are not supported by the ptx target
// RUN: rsl-jit %s --call clamp_warn 1.5 0 1 '"Kd"' 2>&1 | FileCheck --check-prefix=CLAMP %s
// CLAMP: warning: Kd = 1.5 is outside [0, 1]
// CLAMP-NEXT: 1

float clamp_warn(float x, lo, hi; string name)
{
    if (x < lo || x > hi)
        printf("%s\n", format("warning: %s = %g is outside [%g, %g]", name, x, lo, hi));
    return clamp(x, lo, hi);
}

surface debug_printf(float Kd = 0.8, Ks = 0.5, roughness = 0.1; uniform float debug = 0)
{
    float kd = clamp_warn(Kd, 0, 1, "Kd"), ks = clamp_warn(Ks, 0, 1, "Ks");
    normal Nf = faceforward(normalize(N), I);
    if (debug != 0)
        printf("%s: P %p N %p Cs %c s %f t %f\n", shadername(), P, Nf, Cs, s, t);
    Oi = Os;
    Ci = Oi * (Cs * kd * (ambient() + diffuse(Nf)) + ks * specular(Nf, -normalize(I), roughness));
}
