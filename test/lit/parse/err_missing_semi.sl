// RUN: not rsl2ll --parse-only %s 2>&1 | FileCheck %s
surface s()
{
    float a = 1
    float b = 2;
}
// CHECK:      {{.*}}err_missing_semi.sl:4:16: error: expected ';' after the statement
// CHECK-NEXT:     float a = 1
// CHECK-NEXT: {{^               \^$}}
