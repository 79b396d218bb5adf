// RSL has no recursion: a call cycle is an error naming it, at the cycle's
// first call (the JIT renderer used to die with SIGSEGV on deep recursion).
// Self, mutual (through a function defined later) and nested recursion;
// calls that merely share a callee are no cycle.
// RUN: not rsl2ll %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not=error:
// A ring of 44k functions: the search is iterative and the message short.
// RUN: python3 -c "n = 44000; print(''.join('float f%%d(float x) { return f%%d(x); }\n' %% (i, (i + 1) %% n) for i in range(n)) + 'surface s() { Ci = f0(1); }')" > %t.ring.sl
// RUN: not rsl2ll %t.ring.sl -o /dev/null 2>&1 | FileCheck %s --check-prefix=RING
// RING: ring.sl:1:28: error: recursive call: 'f0' calls 'f1' calls 'f2' calls 'f3' calls ... calls 'f43996' calls 'f43997' calls 'f43998' calls 'f43999' calls 'f0'
// RING-NOT: note:
float leaf(float x) { return x * 2; }
float twice(float x) { return leaf(x) + leaf(x); }
float even(float n) { return n <= 0 ? 1 : odd(n - 1); }
// CHECK: recursion.sl:[[@LINE-1]]:43: error: recursive call: 'even' calls 'odd' calls 'even'
float odd(float n) { return n <= 0 ? 0 : even(n - 1); }
// CHECK: recursion.sl:[[@LINE-1]]:42: note: 'odd' calls 'even' here
float self(float x) { float y = self(x); return y; }
// CHECK: recursion.sl:[[@LINE-1]]:33: error: recursive call: 'self' calls 'self'
surface s()
{
    float inner(float x)
    {
        float deeper(float y) { return inner(y); }
        return deeper(x);
    }
// CHECK: recursion.sl:[[@LINE-2]]:16: error: recursive call: 'inner' calls 'deeper' calls 'inner'
// CHECK: recursion.sl:[[@LINE-4]]:40: note: 'deeper' calls 'inner' here
    Ci = twice(1) + even(2) + self(3) + inner(4);
}
