// printf on PTX is a call of CUDA's vprintf (frontend/irgen_ptx_printf.c):
// the RSL format rewritten to C's at compile time (a triple's conversion
// three times, %d as %lld of the integer part, a constant string put in the
// format with '%' doubled) and the values packed 8 bytes each, floats as
// doubles, in a local buffer.  The PTX declares vprintf `.extern .func`,
// and ptxas accepts it.  A format or a string argument known only at run
// time is a compile-time error naming the feature and the target.
// RUN: rsl2ll --target=ptx %s -o %t.ll
// RUN: FileCheck %s < %t.ll
// RUN: opt -O2 -verify-each %t.ll -o %t.opt.ll
// RUN: llc-rpu -march=ptx %t.opt.ll -o %t.ptx
// RUN: FileCheck %s --check-prefix=PTX < %t.ptx
// RUN: %if ptxas %{ %ptxas -c -arch=sm_80 %t.ptx -o %t.o 2>&1 | count 0 %}
// RUN: not rsl2ll --target=ptx -DBAD %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not rsl2ll --target=ptx -DBAD -DSTRING %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=STRING

#ifndef BAD
// CHECK: @printf.format = private unnamed_addr constant [46 x i8] c"Kd=%5.2f at %f %f %f, 100%% done %lld %-4.1e\0A\00"
surface says(float Kd = 0.5)
{
    printf("Kd=%5.2f at %p, 100%% %s %d %-4.1e\n", Kd, P, "done", 20 * Kd, -Kd);
// CHECK-LABEL: define void @surface_says(
// CHECK: %printf.args = alloca [6 x i64]
// CHECK: fpext float {{.*}} to double
// CHECK: fptosi float {{.*}} to i64
// CHECK: call i32 @vprintf(ptr @printf.format, ptr %printf.args)
    Ci = Kd;
}
// CHECK: declare i32 @vprintf(ptr, ptr)
// PTX: .extern .func (.param .b32 func_retval0) vprintf(
// PTX-NEXT: .param .b64 vprintf_param_0,
// PTX-NEXT: .param .b64 vprintf_param_1);
// PTX: call (retval0), vprintf, (param0, param1);
#elif !defined(STRING)
void say(string fmt; float x) { printf(fmt, x); }
// BAD: ptx_printf.sl:[[@LINE-1]]:40: error: run-time printing with a format known only at run time (printf) is not supported by the ptx target: vprintf needs the format at compile time
// BAD-NEXT: void say(string fmt; float x) { printf(fmt, x); }
// BAD-NEXT: {{^}}                                       ^
#else
void named(string s) { printf("%s\n", s); }
// STRING: ptx_printf.sl:[[@LINE-1]]:39: error: run-time strings in printf (a string argument known only at run time) are not supported by the ptx target
#endif
