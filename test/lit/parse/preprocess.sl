// #include with -I, macros from the include and from -D, conditionals;
// locations of included tokens name the included file.
// RUN: rsl2ll --ast-dump -I %S/Inputs -DKS=2 -DUSE_B %s | FileCheck %s
// RUN: rsl2ll --ast-dump -I %S/Inputs -DKS=2 %s | FileCheck %s --check-prefix=NOB
// RUN: rsl2ll -E -I %S/Inputs -DKS=2 -DUSE_B %s | FileCheck %s --check-prefix=PP

#include <defs.h>
#define HALF 0.5
#if defined(USE_B) && KS > 1
surface b() { Ci = SCALE(HALF); }
#elif KS
surface nob() { }
#else
#error not reached
#endif
// CHECK:      Function float scaled <{{.*}}Inputs/defs.h:4:7>
// CHECK:          Binary '*' <{{.*}}Inputs/defs.h:4:32>
// CHECK-NEXT:       Ident v
// CHECK-NEXT:       Num 2
// CHECK:      Shader surface b <10:9>
// CHECK:          Binary '*' <10:20>
// CHECK-NEXT:       Num 0.5
// CHECK-NEXT:       Num 2
// NOB-NOT:    Shader surface b
// NOB:        Shader surface nob <12:9>
// PP:         # 4 "{{.*}}Inputs/defs.h"
// PP-NEXT:    float scaled(float v) { return ((v) * 2); }
// PP:         # 10 "{{.*}}preprocess.sl"
// PP-NEXT:    surface b() { Ci = ((0.5) * 2); }
