// #pragma once: a file included again (by any path naming the same real
// file) is skipped; a file without it is read each time.  Pragmas of other
// compilers are accepted and ignored.
// RUN: rsl2ll --ast-dump -I %S/Inputs %s | FileCheck %s
// RUN: not rsl2ll -fsyntax-only -I %S/Inputs -DTWICE %s 2>&1 | FileCheck %s --check-prefix=TWICE

#pragma nolint
#pragma GCC diagnostic ignored "-Wall"
#pragma omp parallel for
#include "Inputs/once.h"
#include <once.h>
#include "Inputs/../Inputs/once.h"
#ifdef TWICE
#include <guardless.h>
#include <guardless.h>
#endif
surface s() { Ci = once_only(); }
// CHECK:     Function float once_only <{{.*}}once.h:3:7>
// CHECK-NOT: Function float once_only
// CHECK:     Shader surface s
// TWICE:     guardless.h:2:7: error: redefinition of 'twice'
