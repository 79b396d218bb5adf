// Derivatives through calls that double at each level do not inline
// without bound: past the pass's size budget the calls left are constants,
// named in a warning, and rsl2ll ends promptly (2^24 leaves would not).
// RUN: rsl2ll %s -o %t.ll 2>&1 | FileCheck %s
// CHECK: warning: derivatives through f{{[0-9]+}}{{.*}} are not computed on the host target: taken as 0
float f0(float x) { return x * x; }
float f1(float x) { return f0(x) + f0(x + 1); }
float f2(float x) { return f1(x) + f1(x + 1); }
float f3(float x) { return f2(x) + f2(x + 1); }
float f4(float x) { return f3(x) + f3(x + 1); }
float f5(float x) { return f4(x) + f4(x + 1); }
float f6(float x) { return f5(x) + f5(x + 1); }
float f7(float x) { return f6(x) + f6(x + 1); }
float f8(float x) { return f7(x) + f7(x + 1); }
float f9(float x) { return f8(x) + f8(x + 1); }
float f10(float x) { return f9(x) + f9(x + 1); }
float f11(float x) { return f10(x) + f10(x + 1); }
float f12(float x) { return f11(x) + f11(x + 1); }
float f13(float x) { return f12(x) + f12(x + 1); }
float f14(float x) { return f13(x) + f13(x + 1); }
float f15(float x) { return f14(x) + f14(x + 1); }
float f16(float x) { return f15(x) + f15(x + 1); }
float f17(float x) { return f16(x) + f16(x + 1); }
float f18(float x) { return f17(x) + f17(x + 1); }
float f19(float x) { return f18(x) + f18(x + 1); }
float f20(float x) { return f19(x) + f19(x + 1); }
float f21(float x) { return f20(x) + f20(x + 1); }
float f22(float x) { return f21(x) + f21(x + 1); }
float f23(float x) { return f22(x) + f22(x + 1); }
float f24(float x) { return f23(x) + f23(x + 1); }
float g() { return Du(f24(u)); }
