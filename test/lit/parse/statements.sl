// Statements: blocks, declarations with several declarators, if/else,
// while, for, break n, continue n, return, empty statements.
// RUN: rsl2ll --ast-dump %s | FileCheck %s

float f(float n)
{
    float i = 0, j, k = 2;
    for (i = 0; i < n; i += 1) {
        while (j < 3) {
            if (j == 1) break 2;
            else if (j == 2) continue 1;
            else continue;
        }
        ;
    }
    for (;;) break;
    return i;
}
// CHECK:      Decl <7:5>
// CHECK-NEXT:   Var float i
// CHECK-NEXT:     Num 0
// CHECK-NEXT:   Var float j
// CHECK-NEXT:   Var float k
// CHECK-NEXT:     Num 2
// CHECK-NEXT: For <8:5>
// CHECK-NEXT:   Assign '='
// CHECK:        Binary '<'
// CHECK:        Assign '+='
// CHECK:        Block
// CHECK-NEXT:     While <9:9>
// CHECK-NEXT:       Binary '<'
// CHECK:            Block
// CHECK-NEXT:         If <10:13>
// CHECK-NEXT:           Binary '=='
// CHECK:                Break 2 <10:25>
// CHECK-NEXT:         Else
// CHECK-NEXT:           If <11:18>
// CHECK:                  Continue 1 <11:30>
// CHECK-NEXT:             Else
// CHECK-NEXT:               Continue 1 <12:18>
// CHECK:            Empty <14:9>
// CHECK-NEXT: For <16:5>
// CHECK-NEXT:   <none>
// CHECK-NEXT:   <none>
// CHECK-NEXT:   <none>
// CHECK-NEXT:   Break 1
// CHECK-NEXT: Return <17:5>
// CHECK-NEXT:   Ident i
