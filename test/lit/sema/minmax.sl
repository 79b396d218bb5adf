// min and max with more than two arguments fold pairwise from the left
// (min(a, b, c) is min(min(a, b), c)), so a misuse is reported on the pair
// that fails; one argument is no call.  A user function named min keeps
// its own arity.  The IR calls the two-argument builtin once per fold.
// RUN: not rsl2ll %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: rsl2ll -DGOOD %s | FileCheck %s --check-prefix=IR
// RUN: not rsl2ll -DUSER %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=USER --implicit-check-not=error:
#ifdef GOOD
float good(float a, b, c, d) { return max(a, b, c, d); }
// IR-LABEL: define {{.*}}float @good(
// IR-COUNT-3: call float @rsl_max(
// IR-NOT: call float @rsl_max(
// IR: ret float
#elif defined(USER)
float min(float a, b, c) { return a; }
float user(float x) { return min(x, x, x, x); }
// USER: minmax.sl:[[@LINE-1]]:30: error: no matching function for call to 'min(float, float, float, float)'
#else
float bad(float x; string s; matrix m) {
    float a = min(x);
// CHECK: minmax.sl:[[@LINE-1]]:15: error: no matching function for call to 'min(float)'
    float b = max(x, 1, s);
// CHECK: minmax.sl:[[@LINE-1]]:15: error: no matching function for call to 'max(float, string)'
    float c = min(x, 2, m, 3);
// CHECK: minmax.sl:[[@LINE-1]]:15: error: no matching function for call to 'min(float, matrix)'
    return a + b + c;
}
#endif
