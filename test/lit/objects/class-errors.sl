// Misuses of shader classes (frontend/parse_class.c) and shader handles,
// each at its line and column; with -DSEMA a call of a method the class does
// not have (sema, once the class parsed).
// RUN: not rsl2ll %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not rsl2ll -DSEMA %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=SEMA --implicit-check-not=error:
#ifdef SEMA
class unknown_method(float Kd = 1) {
    float m = 1;
    public void surface(output color Ci, Oi) { Ci = shade(m) * Kd; }
// SEMA: class-errors.sl:[[@LINE-1]]:53: error: call to undeclared function 'shade'
// SEMA-NEXT: {{^}}    public void surface(output color Ci, Oi) { Ci = shade(m) * Kd; }
// SEMA-NEXT: {{^}}                                                    ^
}
#else
class dup_member(float Kd = 1) {
    float m = 1;
    color m = 0;
// CHECK: class-errors.sl:[[@LINE-1]]:11: error: duplicate member 'm' in class 'dup_member'
// CHECK-NEXT: {{^}}    color m = 0;
// CHECK-NEXT: {{^}}          ^
    public void surface(output color Ci, Oi) { Ci = m; }
}
class dup_param(float Kd = 1) {
    float Kd = 2;
// CHECK: class-errors.sl:[[@LINE-1]]:11: error: duplicate member 'Kd' in class 'dup_param'
    public void surface(output color Ci, Oi) { Ci = Kd; }
}
class not_a_global() {
    public void surface(output color C, Oi) { C = 1; }
// CHECK: class-errors.sl:[[@LINE-1]]:38: error: parameter 'C' of the surface method must name a shading global it stands for (Ci, Oi)
}
class private_surface() {
    private void surface(output color Ci, Oi) { Ci = 1; }
// CHECK: class-errors.sl:[[@LINE-1]]:18: error: the surface method of class 'private_surface' must be public
}
class no_shading() { float x = 1; void helper() { x = 2; } }
// CHECK: class-errors.sl:[[@LINE-1]]:7: error: class 'no_shading' has no shader method (surface, displacement, light, volume, imager, or the pipeline's opacity, prelighting, lighting, postlighting)

// Shader handles: no target has a renderer's table of shader instances.
surface handles() {
    shader lights[] = getlights();
// CHECK: class-errors.sl:[[@LINE-1]]:5: error: shader handles (a 'shader' variable) need a renderer's table of shader instances, which no target (host, rpu, ptx) has
    Ci = getshader("other")->shade(1);
// CHECK: class-errors.sl:[[@LINE-1]]:10: error: shader handles (getshader()) need a renderer's table of shader instances, which no target (host, rpu, ptx) has
    Ci = Cs->Kd;
// CHECK: class-errors.sl:[[@LINE-1]]:12: error: shader handles ('->' on a shader handle) need a renderer's table of shader instances, which no target (host, rpu, ptx) has
    float n = arraylength(getlights());
// CHECK: class-errors.sl:[[@LINE-1]]:27: error: shader handles (getlights()) need a renderer's table of shader instances, which no target (host, rpu, ptx) has
}
void takes_handle(shader s) { }
// CHECK: class-errors.sl:[[@LINE-1]]:19: error: shader handles (a 'shader' variable) need a renderer's table of shader instances, which no target (host, rpu, ptx) has
class unterminated() {
// CHECK: class-errors.sl:[[@LINE-1]]:7: error: unterminated class 'unterminated': '}' missing at the end of the file
    float x = 1;
#endif
