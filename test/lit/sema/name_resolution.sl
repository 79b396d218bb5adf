// Names as shader libraries use them (issue 12, item 5):
// - a nested function hides the outer functions of its name (it was
//   "call to 'sqr' is ambiguous"), in its scope only;
// - functions overloaded by their result alone (PRMan allows float f() and
//   color f()): the call takes the one the context expects, float when it
//   expects nothing in particular (as for the builtins).
// RUN: python3 %src/utils/check-values.py %s
// RUN: rsl2ll %s | FileCheck %s --check-prefix=IR
// RUN: not rsl2ll -DBAD %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD --implicit-check-not=error:
// TOLERANCE: 1e-6
float sqr(float x) { return x * x; }
float t_outer(float x) { return sqr(x); }
// CASE: t_outer 3 => 9
float t_inner(float x)
{
    float sqr(float y) { return y * y * 2; }
    return sqr(x);
}
// CASE: t_inner 3 => 18
float t_sibling(float x)
{
    float a = 0;
    if (x > 0) {
        float sqr(float y) { return -y; }
        a = sqr(x);
    }
    return a + sqr(x); /* the outer one again, out of the block */
}
// CASE: t_sibling 3 => 6
// IR-DAG: define internal float @t_inner.sqr(

float f() { return 1; }
color f() { return color(2, 3, 4); }
point f() { return point(5, 6, 7); }
color t_color() { color c = f(); return c; }
// CASE: t_color => 2 3 4
point t_point() { return f(); }
// CASE: t_point => 5 6 7
float t_float() { float a = f(); return a + f(); }
// CASE: t_float => 2
color t_assign() { color c = 0; c = f(); c += f(); return c; }
// CASE: t_assign => 4 6 8
// IR-DAG: define float @f__()
// IR-DAG: define <3 x float> @f___c()
// IR-DAG: define <3 x float> @f___p()

#ifdef BAD
color g() { return 1; }
point g() { return 2; }
float h(float x) { return x; }
float h(float y) { return y; }
// BAD: name_resolution.sl:[[@LINE-1]]:7: error: redefinition of 'h'
// BAD: note: previous definition is here
surface s()
{
    g();
// BAD: name_resolution.sl:[[@LINE-1]]:5: error: call to 'g' is ambiguous
// BAD: note: candidate: color g()
// BAD: note: candidate: point g()
    color sqr(color c) { return c * c; }
    Ci = sqr(2) + sqr(Cs);
}
#endif
