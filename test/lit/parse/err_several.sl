// Several errors in one run, each at its place, and a non-zero exit.
// RUN: not rsl2ll --parse-only %s 2>&1 | FileCheck %s
surface s()
{
    x = (1, 2);
    a + 1 = 2;
    y = = 3;
    illuminate (P, N) { }
}
surface t() { z = 1 $ 2; }
// CHECK: err_several.sl:5:9: error: a parenthesized list needs 3 (a triple) or 16 (a matrix) elements, not 2
// CHECK: err_several.sl:6:11: error: expression is not assignable
// CHECK: err_several.sl:7:9: error: expected an expression before '='
// CHECK: err_several.sl:8:16: error: wrong number of arguments to illuminate: expected (position [, axis, angle])
// CHECK: err_several.sl:10:21: error: expected ';' before stray '$'
