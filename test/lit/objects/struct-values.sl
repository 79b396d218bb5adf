// Value tests of RSL 2.0 structs (frontend/lower_structs.c): defaults,
// member access, nested structs, struct parameters (input and output),
// struct results, arrays of structs, assignment and list initializers.
// Every expected value is worked out by hand in the comment above it.
// RUN: python3 %src/utils/check-values.py %s
// TOLERANCE: 1e-5
struct Pair {
    float a = 1;
    color c = (0.5, 0.25, 1);
};
struct Box {
    Pair p;
    uniform vector v = (1, 2, 3);
};

float suma(Pair x) { return x.a + comp(x.c, 0) + comp(x.c, 1) + comp(x.c, 2); }
Pair make(float k) {
    Pair r;
    r.a = k;
    r.c = color(k, 2 * k, 3 * k);
    return r;
}
void scale(output Pair x; float k) { x.a *= k; x.c = x.c * k; }
Box boxed(float k) { Box b; b.p = make(k); return b; }

// Called directly, a struct result comes back in output arguments after the
// parameters, one per member (a, then c): make(2) = {2, (2, 4, 6)}.
// CASE: make 2 0 0,0,0 => 2 2 4 6
// An output struct: x = {1, (0.5, 0.25, 1)} scaled by 3.
// CASE: scale 1 0.5,0.25,1 3 => 3 1.5 0.75 3
// The defaults: 1 + 0.5 + 0.25 + 1.
float t_defaults() { Pair x; return suma(x); }
// CASE: t_defaults => 2.75
// make(k) = {k, (k, 2k, 3k)}: suma = k + 6k = 7k.
float t_result(float k) { Pair y = make(k); return suma(y); }
// CASE: t_result 2 => 14
// CASE: t_result -0.5 => -3.5
// scale by k: a = k, comp(c, 2) = k: 100k + k.
float t_output(float k) { Pair y; scale(y, k); return y.a * 100 + comp(y.c, 2); }
// CASE: t_output 3 => 303
// Nested: b.p.a set to 7, b.v's default y = 2.
float t_nested() { Box b; b.p.a = 7; return b.p.a + ycomp(b.v); }
// CASE: t_nested => 9
// A nested struct result: boxed(k).p = make(k), so comp(c, 1) = 2k, plus v.z = 3.
float t_nested_result(float k) { Box b = boxed(k); return comp(b.p.c, 1) + zcomp(b.v); }
// CASE: t_nested_result 4 => 11
// Arrays: every element starts at the defaults; arr[1].a = 5; comp(arr[2].c, 2) = 1.
float t_array() { Pair arr[3]; arr[1].a = 5; return arr[0].a + arr[1].a + comp(arr[2].c, 2); }
// CASE: t_array => 7
// Elements by a computed index, passed whole: suma of {k, (k, 2k, 3k)} = 7k.
float t_array_pass(float k) {
    Pair arr[2];
    float i = 1;
    arr[i] = make(k);
    return suma(arr[i]) + arr[0].a;
}
// CASE: t_array_pass 1 => 8
// A list initializer, then whole-struct assignment: 4 + 1.
float t_assign() { Pair x = {4, (1, 1, 1)}; Pair z; z = x; return z.a + comp(z.c, 1); }
// CASE: t_assign => 5
// Nested lists: b.p = {2, (1, 5, 1)}, b.v = (0, 0, 7): 2 + 5 + 7.
float t_nested_list() { Box b = {{2, (1, 5, 1)}, (0, 0, 7)}; return b.p.a + comp(b.p.c, 1) + zcomp(b.v); }
// CASE: t_nested_list => 14
// Copies are values: changing z leaves x alone (x.a = 4, z.a = 9).
float t_copy() { Pair x = {4, 0}; Pair z = x; z.a = 9; return x.a * 10 + z.a; }
// CASE: t_copy => 49
// PRMan writes member access with '->': b->p->a is b.p.a, set to 3: 3 + 3.
float t_arrow() { Box b; b->p->a = 3; return b->p->a + b.p.a; }
// CASE: t_arrow => 6
// A struct defined inside a function: 2 * 0.5 + 10.
float t_local(float k) {
    struct Local { float x = 0.5; point p = (10, 20, 30); }
    Local l;
    return k * l.x + xcomp(l.p);
}
// CASE: t_local 2 => 11
// A struct result passed straight on is held in a temporary before the
// statement: suma(make(k)) = 7k; twice doubles a: 2k + 6k.
Pair twice(Pair p) { Pair r = p; r.a *= 2; return r; }
float t_pass_result(float k) { return suma(make(k)); }
// CASE: t_pass_result 2 => 14
float t_pass_nested(float k) { float a = k, b = suma(twice(make(a))); return b; }
// CASE: t_pass_nested 2 => 16
// In an if's condition: 7k > 6 holds for k = 1, not for k = 0.5.
float t_pass_if(float k) { float r = 0; if (suma(make(k)) > 6) r = 1; return r; }
// CASE: t_pass_if 1 => 1
// CASE: t_pass_if 0.5 => 0
// In a for's init (once) and its body (each time): r = 14, then +7 and +1
// per round while r < 100: 14 + 8 * 11 = 102.
float t_pass_loop(float k) { float r; for (r = suma(make(k)); r < 100; r += 1) { r += suma(make(1)); } return r; }
// CASE: t_pass_loop 2 => 102
// A member is a variable like any other: compound assignment and dot product.
float t_member_ops(float k) { Box b; b.v *= k; return b.v . vector(1, 1, 1); }
// CASE: t_member_ops 2 => 12
// arraylength of an array of structs is its element count, here and in a
// callee taking `Pair ps[]` (the length travels beside the unsized
// parameter): sum of a over 4 pairs set to k, 2k, 3k, 4k is 10k; plus the
// length 4 seen in both places: 10 * 1.5 + 4 + 4 = 23.
float sum_pairs(Pair ps[]) {
    uniform float i, n = arraylength(ps);
    float sum = 0;
    for (i = 0; i < n; i += 1)
        sum += ps[i].a;
    return sum + n;
}
float t_struct_arraylength(float k) {
    Pair ps[4];
    uniform float i;
    for (i = 0; i < 4; i += 1)
        ps[i].a = (i + 1) * k;
    return sum_pairs(ps) + arraylength(ps);
}
// CASE: t_struct_arraylength 1.5 => 23
