// Deep nesting ends in a diagnostic, not a stack overflow; self-referential
// macros expand once.
// RUN: not rsl2ll --parse-only %s 2>&1 | FileCheck %s
// RUN: rsl2ll -E %s | FileCheck %s --check-prefix=PP
#define P(x) ((((((((((x))))))))))
#define Q(x) P(P(x))
#define SELF SELF + 1
surface s()
{
    float a = SELF;
    float b = Q(Q(Q(Q(Q(Q(Q(Q(Q(Q(Q(Q(Q(Q(Q(Q(Q(Q(Q(Q(Q(Q(Q(Q(Q(Q(Q(Q(Q(Q(1))))))))))))))))))))))))))))));
}
// CHECK-NOT: error
// CHECK: err_limits.sl:11:15: error: expression too deeply nested (more than 1000 levels)
// PP: float a = SELF + 1;
