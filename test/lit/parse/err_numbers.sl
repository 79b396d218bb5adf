// Bad numbers and stray characters.
// RUN: not rsl2ll --parse-only %s 2>&1 | FileCheck %s
surface s()
{
    float a = 1e999;
    float b = 1.5.3;
    float c = 2 @ 3;
}
// CHECK: err_numbers.sl:5:15: error: number '1e999' is too large for a float
// CHECK: err_numbers.sl:6:15: error: invalid number '1.5.3'
// CHECK: err_numbers.sl:7:17: error: expected ';' before stray '@'
