// Misuses of resizable arrays (a local `TYPE a[];`): push/resize/pop on a
// fixed-size array or an unsized parameter, wrong arities and element
// types, whole-array assignment; on the RPU and PTX a resizable array is
// an error at its declaration (no heap).  The host's IR passes opt.
// RUN: not rsl2ll %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// RUN: not rsl2ll %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=CARET
// RUN: rsl2ll -DGOOD %s | opt -O2 -verify-each -S | FileCheck %s --check-prefix=IR
// RUN: not rsl2ll --target=rpu -DGOOD %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=TARGET -DTARGET=rpu
// RUN: not rsl2ll --target=ptx -DGOOD %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=TARGET -DTARGET=ptx
#ifdef GOOD
float good(float n)
{
    float a[];
// TARGET: resizable.sl:[[@LINE-1]]:11: error: resizable array 'a' is not available on target [[TARGET]]: it needs dynamic memory, which only the host has
    resize(a, n);
    push(a, 1);
    return pop(a) + arraylength(a);
}
// IR-LABEL: define {{.*}}float @good(
// IR: call void @rsl_host_array_free(
// IR: call void @rsl_host_array_resize(
// IR: call ptr @rsl_host_array_push(
// IR: call ptr @rsl_host_array_pop(
// The array is freed on the way out.
// IR: call void @rsl_host_array_free(
// IR: ret float
#else
float bad(float n; float u[])
{
    float fixed[3];
    float a[];
    push(fixed, 1);
// CHECK: resizable.sl:[[@LINE-1]]:10: error: 'push' needs a resizable array (a local declared without a size, 'float a[];'), not 'float[3]'
// CARET: push(fixed, 1);
// CARET-NEXT: {{^}}         ^
    resize(u, 2);
// CHECK: resizable.sl:[[@LINE-1]]:12: error: 'resize' needs a resizable array (a local declared without a size, 'float a[];'), not 'float[]'
    float x = pop(n);
// CHECK: resizable.sl:[[@LINE-1]]:19: error: 'pop' needs a resizable array (a local declared without a size, 'float a[];'), not 'float'
    resize(a);
// CHECK: resizable.sl:[[@LINE-1]]:5: error: 'resize' takes (a resizable array, a length)
    push(a, 1, 2);
// CHECK: resizable.sl:[[@LINE-1]]:5: error: 'push' takes (a resizable array, a value)
    push(a, "one");
// CHECK: resizable.sl:[[@LINE-1]]:13: error: cannot convert 'string' to 'float' in 'push'
    resize(a, "two");
// CHECK: resizable.sl:[[@LINE-1]]:15: error: cannot convert 'string' to 'float' as a length
    a = fixed;
// CHECK: resizable.sl:[[@LINE-1]]:7: error: cannot assign to a whole array of no fixed length ('float[]')
    float i;
    for (i = 0; i < n; i += 1)
        push(a, i);
// CHECK: resizable.sl:[[@LINE-1]]:9: error: 'push' cannot change the length of resizable array 'a' under a varying condition: its length is uniform
// CHECK: resizable.sl:[[@LINE-3]]:19: note: the condition is varying here
    resize(a, s);
// CHECK: resizable.sl:[[@LINE-1]]:15: error: the length given to resizable array 'a' must be uniform
    uniform float len = arraylength(a);
    return x + arraylength(fixed) + arraylength(u) + len;
}
#endif
