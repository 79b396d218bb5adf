// Bad numbers and stray characters.
// RUN: not rsl2ll --parse-only %s 2>&1 | FileCheck %s
surface s()
{
    float a = 1e999;
    float b = 1.5.3;
    float c = 2 @ 3;
    float d = 1f;
    float e = 0x1p3f;
}
// CHECK: err_numbers.sl:5:15: error: number '1e999' is too large for a float
// CHECK: err_numbers.sl:6:15: error: invalid number '1.5.3'
// CHECK: err_numbers.sl:7:17: error: expected ';' before stray '@'
// 1f is not a C constant (the suffix needs a '.' or an exponent): an error
// that says how to write it, not a silent 1.
// CHECK: err_numbers.sl:8:15: error: invalid suffix on integer constant '1f' (as in C, 'f' needs a '.' or an exponent: write 1.f)
// CHECK-NEXT: float d = 1f;
// CHECK-NEXT: {{^ *\^}}
// CHECK: err_numbers.sl:9:15: error: invalid number '0x1p3f'
