// Misuses of structs the parser reports (frontend/parse_structs.c), each at
// its line and column with the source line and a caret; parsing goes on
// after each struct or statement.
// RUN: not rsl2ll %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not=error:
struct Pair { float a = 1; color c = 0; };
struct Dup { float a; color b; float a; };
// CHECK: struct-errors.sl:[[@LINE-1]]:38: error: duplicate member 'a' in struct 'Dup'
// CHECK-NEXT: struct Dup { float a; color b; float a; };
// CHECK-NEXT: {{^}}                                     ^
struct Pair { float z; };
// CHECK: struct-errors.sl:[[@LINE-1]]:8: error: redefinition of struct 'Pair' with other members
// The same definition again (a header included twice) is ignored, as PRMan does.
struct Pair { float a = 1; color c = 0; }
struct Out { output float o; };
// CHECK: struct-errors.sl:[[@LINE-1]]:14: error: a struct member cannot be 'output' or 'extern'
struct Many { Pair ps[2]; };
// CHECK: struct-errors.sl:[[@LINE-1]]:20: error: member 'ps' is an array of structs: not supported
struct Holder { float v[3]; };
Pair make() { Pair r; return r; }

float unknown_member() { Pair x; return x.b; }
// CHECK: struct-errors.sl:[[@LINE-1]]:43: error: no member named 'b' in struct 'Pair'
// CHECK-NEXT: float unknown_member() { Pair x; return x.b; }
// CHECK-NEXT: {{^}}                                          ^
float call_member() { return make().a; }
// CHECK: struct-errors.sl:[[@LINE-1]]:37: error: member 'a' of the result of 'make': assign the struct to a variable first
float arrays_of_arrays() { Holder h[2]; return 0; }
// CHECK: struct-errors.sl:[[@LINE-1]]:35: error: array 'h' of struct 'Holder', which has an array member: not supported
float detail() { varying Pair vp; return 0; }
// CHECK: struct-errors.sl:[[@LINE-1]]:31: error: struct variable 'vp' cannot be uniform or varying: its members are (struct 'Pair')
// Nested structs multiply: each level doubles the variables a struct becomes,
// and past 4096 the struct is refused rather than expanded.
struct L0 { float a, b; };
struct L1 { L0 a, b; };
struct L2 { L1 a, b; };
struct L3 { L2 a, b; };
struct L4 { L3 a, b; };
struct L5 { L4 a, b; };
struct L6 { L5 a, b; };
struct L7 { L6 a, b; };
struct L8 { L7 a, b; };
struct L9 { L8 a, b; };
struct L10 { L9 a, b; };
struct L11 { L10 a, b; };
struct L12 { L11 a, b; };
// CHECK: struct-errors.sl:[[@LINE-1]]:21: error: struct 'L12' has more than 4096 members once nested structs are expanded
