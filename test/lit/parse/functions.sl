// Functions: one type for several parameters, output parameters,
// overloads, nested definitions.
// RUN: rsl2ll --ast-dump %s | FileCheck %s

float add(float a, b) { return a + b; }
color add(color a; color b) { return a + b; }
void set(output float x; float v) { x = v; }
surface s()
{
    float twice(float x) {
        float inner(float y) { return y; }
        return inner(x) * 2;
    }
    Ci = add(1, 2) * twice(3);
}
// CHECK:      Function float add <5:7>
// CHECK-NEXT:   Param float a <5:17>
// CHECK-NEXT:   Param float b <5:20>
// CHECK:      Function color add <6:7>
// CHECK-NEXT:   Param color a
// CHECK-NEXT:   Param color b
// CHECK:      Function void set
// CHECK-NEXT:   Param output float x
// CHECK-NEXT:   Param float v
// CHECK:      Shader surface s
// CHECK-NEXT:   Block
// CHECK-NEXT:     Function float twice <10:11>
// CHECK-NEXT:       Param float x
// CHECK-NEXT:       Block
// CHECK-NEXT:         Function float inner <11:15>
// CHECK:          ExprStmt <14:5>
// CHECK-NEXT:       Assign '='
// CHECK-NEXT:         Ident Ci
// CHECK-NEXT:         Binary '*'
// CHECK-NEXT:           Call add
// CHECK-NEXT:             Num 1
// CHECK-NEXT:             Num 2
// CHECK-NEXT:           Call twice
