// arraylength's misuses: not an array, more than one argument, an unsized
// array parameter (its length is not passed).  A fixed-size array's length
// is a constant in the IR (no call).
// RUN: not rsl2ll %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: rsl2ll -DGOOD %s | FileCheck %s --check-prefix=IR
#ifdef GOOD
float good() { float a[7]; return arraylength(a); }
// IR-LABEL: define {{.*}}float @good(
// IR-NOT: call
// IR: store float 7.000000e+00, ptr %retval
// IR-NOT: call
// IR: ret float
#else
float bad(float x; float u[]) {
    float a[2];
    float b = arraylength(x);
// CHECK: arraylength.sl:[[@LINE-1]]:15: error: arraylength takes one array, not (float)
    float c = arraylength(a, a);
// CHECK: arraylength.sl:[[@LINE-1]]:15: error: arraylength takes one array, not (float[2], float[2])
    float d = arraylength(u);
// CHECK: arraylength.sl:[[@LINE-1]]:27: error: arraylength needs an array of known length, not 'float[]'
    return b + c + d;
}
#endif
