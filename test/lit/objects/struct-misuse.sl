// Misuses of whole structs (frontend/lower_structs.c) and, with -DSEMA, of
// members (sema, which sees each member as a variable "x.m" once the struct
// lowering succeeded), each at its line and column.
// RUN: not rsl2ll %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not rsl2ll -DSEMA %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=SEMA --implicit-check-not=error:
struct Pair { float a = 1; color c = 0; };
struct Other { float a; };
Pair make(float k) { Pair r; r.a = k; return r; }
void take(Pair p) { }
float use(Pair p) { return p.a; }

#ifdef SEMA
float wrong_member_type() { Pair x; x.a = "text"; return x.a; }
// SEMA: struct-misuse.sl:[[@LINE-1]]:43: error: cannot convert 'string' to 'float' in an assignment
// SEMA-NEXT: float wrong_member_type() { Pair x; x.a = "text"; return x.a; }
// SEMA-NEXT: {{^}}                                          ^
// A member declared uniform takes no varying value (one without uniform or
// varying takes its detail as any variable does).
struct UPair { uniform float u = 1; };
surface uniform_member() { UPair x; x.u = s; Ci = x.u; }
// SEMA: struct-misuse.sl:[[@LINE-1]]:37: error: cannot assign a varying value to uniform 'x.u'
float not_a_pair() { float y = 1; take(y); return 1; }
// SEMA: struct-misuse.sl:[[@LINE-1]]:35: error: no matching function for call to 'take(float)'
// SEMA: note: candidate: void take(float, color)
#else
float operand() { Pair x; return x + 1; }
// CHECK: struct-misuse.sl:[[@LINE-1]]:34: error: 'x' is a struct 'Pair': only its members can be used here (a whole struct can be assigned, initialized from, passed and returned)
float from_float() { Pair x; float y = 0; x = y; return 0; }
// CHECK: struct-misuse.sl:[[@LINE-1]]:47: error: cannot assign struct 'Pair' from 'y', which is not a struct
float from_other() { Other o; Pair x = o; return x.a; }
// CHECK: struct-misuse.sl:[[@LINE-1]]:40: error: cannot initialize struct 'Pair' from 'o', which is a struct Other
float dropped() { make(1); return 1; }
// CHECK: struct-misuse.sl:[[@LINE-1]]:19: error: the struct result of 'make' is dropped: assign it to a variable
float compound() { Pair x; x += x; return 1; }
// CHECK: struct-misuse.sl:[[@LINE-1]]:30: error: '+=' on struct 'Pair': only '=' assigns a whole struct
float short_list() { Pair x = {1}; return x.a; }
// CHECK: struct-misuse.sl:[[@LINE-1]]:31: error: struct 'Pair' has 2 members, the initializer gives 1
// A struct result passed on is held in a temporary before its statement,
// which a loop's condition is not.
float in_condition() { float r = 0; while (use(make(r)) < 2) r += 1; return r; }
// CHECK: struct-misuse.sl:[[@LINE-1]]:48: error: the result of 'make', a struct, cannot be an argument in a loop's condition or step or a light statement's arguments: assign it to a variable first
Pair no_value() { return; }
// CHECK: struct-misuse.sl:[[@LINE-1]]:19: error: 'no_value' must return a struct 'Pair'
#endif
