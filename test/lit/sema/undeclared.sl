// Undeclared names and functions; every error of the file is reported.
// RUN: not rsl2ll %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not=error:
surface s()
{
    float a = b + 1;
// CHECK: undeclared.sl:[[@LINE-1]]:15: error: use of undeclared identifier 'b'
    Ci = frobnicate(a);
// CHECK: undeclared.sl:[[@LINE-1]]:10: error: call to undeclared function 'frobnicate'
    Oi = Os * c;
// CHECK: undeclared.sl:[[@LINE-1]]:15: error: use of undeclared identifier 'c'
}
