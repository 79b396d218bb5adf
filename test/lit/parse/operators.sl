// Operators and their precedence (RenderMan Interface 3.2): '.' binds
// tighter than '*' and '/', which bind tighter than '^', then '+' '-',
// comparisons, '&&', '||', '?:' and the (right-associative) assignments.
// RUN: rsl2ll --ast-dump %s | FileCheck %s

surface s()
{
    x = a + b * c . d ^ e;
    y -= p ? q : r || !t && u != v;
    z[2] *= -w / 2;
    k /= m = n;
}
// CHECK:      Assign '=' <8:7>
// CHECK-NEXT:   Ident x
// CHECK-NEXT:   Binary '+' <8:11>
// CHECK-NEXT:     Ident a
// CHECK-NEXT:     Binary '^' <8:23>
// CHECK-NEXT:       Binary '*' <8:15>
// CHECK-NEXT:         Ident b
// CHECK-NEXT:         Binary '.' <8:19>
// CHECK-NEXT:           Ident c
// CHECK-NEXT:           Ident d
// CHECK-NEXT:       Ident e
// CHECK:      Assign '-='
// CHECK-NEXT:   Ident y
// CHECK-NEXT:   Cond
// CHECK-NEXT:     Ident p
// CHECK-NEXT:     Ident q
// CHECK-NEXT:     Binary '||'
// CHECK-NEXT:       Ident r
// CHECK-NEXT:       Binary '&&'
// CHECK-NEXT:         Unary '!'
// CHECK-NEXT:           Ident t
// CHECK-NEXT:         Binary '!='
// CHECK:      Assign '*='
// CHECK-NEXT:   Index
// CHECK-NEXT:     Ident z
// CHECK-NEXT:     Num 2
// CHECK-NEXT:   Binary '/'
// CHECK-NEXT:     Unary '-'
// CHECK-NEXT:       Ident w
// CHECK:      Assign '/='
// CHECK-NEXT:   Ident k
// CHECK-NEXT:   Assign '='
// CHECK-NEXT:     Ident m
// CHECK-NEXT:     Ident n
