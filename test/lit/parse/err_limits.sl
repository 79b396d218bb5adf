// Deep nesting ends in a diagnostic, not a stack overflow; self-referential
// macros expand once.
// RUN: not rsl2ll --parse-only %s 2>&1 | FileCheck %s
// RUN: rsl2ll -E %s | FileCheck %s --check-prefix=PP
#define P(x) ((((((((((x))))))))))
#define SELF SELF + 1
surface s()
{
    float a = SELF;
    float b = P(P(P(P(P(P(P(P(P(P(P(P(P(P(P(P(P(P(P(P(P(P(1))))))))))))))))))))));
}
// CHECK-NOT: error
// CHECK: err_limits.sl:10:15: error: nesting too deep (more than 200 levels)
// PP: float a = SELF + 1;
