// #include problems: a missing file, a cycle, an error inside an include.
// RUN: not rsl2ll --parse-only -I %S/Inputs %s 2>&1 | FileCheck %s
#include "no_such_file.h"
#include "cycle_a.h"
#include "bad.h"
// CHECK: err_include.sl:3:10: error: 'no_such_file.h' file not found
// CHECK: cycle_b.h:2:10: error: #include cycle: 'cycle_a.h' is already being included
// CHECK: bad.h:2:27: error: expected ';' before '}'
// CHECK-NEXT: float broken() { return 1 }
