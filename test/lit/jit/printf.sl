// printf writes its formatted text to stderr, before rsl-jit's own output
// of the call's result (expected texts by hand from C's printf rules), and
// not to stdout; a main shader of a
// render sees option("Format") = (width, height, pixel aspect).
// RUN: rsl-jit %s --call show 2.5 2>&1 | FileCheck %s
// RUN: rsl-jit %s --call show 2.5 2>/dev/null | FileCheck %s --check-prefix=STDOUT
// RUN: rsl-jit %s --call loop 3 2>&1 | FileCheck %s --check-prefix=LOOP
// RUN: rsl-render --main %s:m --surface %src/examples/stripes.sl -W 3 -H 2 --threads 1 -o %t.png 2>&1 | FileCheck %s --check-prefix=FORMAT
// RUN: rsl-jit %s --call m 0,0,0 2>&1 | FileCheck %s --check-prefix=NOFORMAT
float show(float x)
{
    printf("x=%.2f d=%d [%5s] %.1p %.0c 100%%\n", x, x, "ab", point(1, 2, 3), color(0, 1, 0.25));
    printf("%s|%s\n", concat("con", "cat"), format("%03d", 7));
    return x * 2;
}
// CHECK: x=2.50 d=2 [   ab] 1.0 2.0 3.0 0 1 0 100%
// CHECK-NEXT: concat|007
// CHECK-NEXT: 5
// STDOUT-NOT: x=
// STDOUT: 5
// STDOUT-NOT: {{.}}

float loop(float n)
{
    float i;
    for (i = 0; i < n; i += 1)
        printf("line %d\n", i);
    return n;
}
// LOOP: line 0
// LOOP-NEXT: line 1
// LOOP-NEXT: line 2
// LOOP-NEXT: 3

color m(point P)
{
    float f[3] = {-1, -1, -1};
    float ok = option("Format", f);
    printf("format %d: %g %g %g\n", ok, f[0], f[1], f[2]);
    return 0;
}
// FORMAT-COUNT-6: format 1: 3 2 1
// FORMAT-NOT: format
// Without a render no format is known: 0, f untouched.
// NOFORMAT: format 0: -1 -1 -1
