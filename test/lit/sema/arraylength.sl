// arraylength's misuses: not an array, more than one argument.  A
// fixed-size array's length is a constant in the IR (no call); an unsized
// parameter's is the float passed beside it, also to a nested function
// reaching it (after the captured pointer).
// RUN: not rsl2ll %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not rsl2ll %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=CARET
// RUN: rsl2ll -DGOOD %s | FileCheck %s --check-prefix=IR
#ifdef GOOD
float good() { float a[7]; return arraylength(a); }
// IR-LABEL: define {{.*}}float @good(
// IR-NOT: call
// IR: store float 7.000000e+00, ptr %retval
// IR-NOT: call
// IR: ret float
float count(float u[]) { return arraylength(u); }
// IR-LABEL: define {{.*}}float @count(ptr %0, float %1)
// IR: store float %1, ptr %retval
float counted() { float k[5]; return count(k); }
// IR-LABEL: define {{.*}}float @counted(
// IR: call float @count(ptr %k, float 5.000000e+00)
float outer(float u[]) {
    float inner() { extern float u[]; return arraylength(u); }
    return inner();
}
// IR-LABEL: define {{.*}}float @outer(ptr %0, float %1)
// IR: call float @outer.inner(ptr %0, float %1)
// IR-LABEL: define internal {{.*}}float @outer.inner(ptr %0, float %1)
// IR: store float %1, ptr %retval
#else
float bad(float x; float u[]) {
    float a[2];
    float b = arraylength(x);
// CHECK: arraylength.sl:[[@LINE-1]]:15: error: arraylength takes one array, not (float)
    float c = arraylength(a, a);
// CHECK: arraylength.sl:[[@LINE-1]]:15: error: arraylength takes one array, not (float[2], float[2])
// CARET: float c = arraylength(a, a);
// CARET-NEXT: {{^}}              ^
    return b + c + arraylength(u);
}
#endif
