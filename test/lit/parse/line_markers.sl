// "# N file" markers (output of cpp and of rsl2ll -E) renumber the lines
// that diagnostics report.
// RUN: not rsl2ll --parse-only %s 2>&1 | FileCheck %s
# 100 "original.sl"
surface s() { x = ; }
// CHECK: original.sl:100:19: error: expected an expression before ';'
