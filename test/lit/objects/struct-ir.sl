// Structs are lowered before sema (frontend/lower_structs.c): a struct
// parameter becomes one parameter per member in member order (nested structs
// expanded), an output struct one pointer per member, a struct result output
// pointers after the parameters; the struct's name is nowhere in the IR.
// Every target's IR passes opt -O2 -verify-each.
// RUN: rsl2ll %s | FileCheck %s --implicit-check-not=Pair
// RUN: rsl2ll --target=host %s | opt -O2 -verify-each -S -o /dev/null
// RUN: rsl2ll --target=rpu %s | opt -O2 -verify-each -S -o /dev/null
// RUN: rsl2ll --target=ptx %s | opt -O2 -verify-each -S -o /dev/null
struct Pair { float a = 1; color c = 0; };
struct Nest { Pair p; matrix m = 1; point q[2]; };

Pair make(float k) { Pair r; r.a = k; return r; }
// CHECK-DAG: define void @make(float %0, ptr %1, ptr %2)
float use(Pair x) { return x.a; }
// CHECK-DAG: define float @use(float %0, <3 x float> %1)
void bump(output Pair x) { x.a += 1; }
// CHECK-DAG: define void @bump(ptr %0, ptr %1)
float deep(Nest n; float k) { return n.p.a * k + comp(n.m, 0, 0) + xcomp(n.q[1]); }
// CHECK-DAG: define float @deep(float %0, <3 x float> %1, ptr %2, ptr %3, float %4)
// A struct array lowers to one array per member, its defaults stored by a loop.
float elements(float i) { Pair arr[4]; arr[i].a = 2; return arr[i].a + arr[0].a; }
// CHECK-DAG: define float @elements(float %0)
// CHECK-DAG: %arr.a = alloca [4 x float]
// CHECK-DAG: %arr.c = alloca [4 x <3 x float>]
// A varying member holds a varying value; members are uniform otherwise.
struct Shading { varying float ss = 0; float k = 2; };
surface shade(float Kd = 1) {
    Shading sh;
    sh->ss = s * sh->k;
    Pair p = make(Kd);
    Nest n;
    n.p = p;
    Ci = use(n.p) * deep(n, 2) * Cs * sh.ss;
}
// CHECK-DAG: define void @surface_shade(ptr %globals, ptr %params)
