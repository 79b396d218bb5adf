// Typecasts with and without coordinate-system and color-space strings,
// triples, 16-element matrices, parenthesized expressions.
// RUN: rsl2ll --ast-dump %s | FileCheck %s

surface s()
{
    point p = point "world" (0, 0, 0);
    color c = color "hsv" (0.5, 1, 1) + color (1);
    vector v = vector (1, 2, 3);
    float f = float (p . p) * (2);
    matrix m = matrix "shader" (1,0,0,0, 0,1,0,0, 0,0,1,0, 0,0,0,1);
    color e = color environment ("sky", v);
}
// CHECK:      Cast point "world" <7:15>
// CHECK-NEXT:   Triple <7:29>
// CHECK:      Binary '+'
// CHECK-NEXT:   Cast color "hsv"
// CHECK-NEXT:     Triple
// CHECK:        Cast color
// CHECK-NEXT:     Num 1
// CHECK:      Cast vector
// CHECK-NEXT:   Triple
// CHECK:      Binary '*'
// CHECK-NEXT:   Cast float
// CHECK-NEXT:     Binary '.'
// CHECK:        Num 2
// CHECK:      Cast matrix "shader"
// CHECK-NEXT:   Matrix
// CHECK-COUNT-16: Num
// CHECK:      Cast color
// CHECK-NEXT:   Call environment
// CHECK-NEXT:     Str "sky"
