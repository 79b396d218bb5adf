// illuminance with and without a category and with 1 or 3 position
// arguments; illuminate and solar in light shaders; gather.
// RUN: rsl2ll --ast-dump %s | FileCheck %s

surface s()
{
    illuminance (P) { Ci += Cl; }
    illuminance ("specular", P, N, PI/2) Ci += Cl;
    gather ("illuminance", P, N, 0.1, 8, "surface:Ci", c) { } else { }
}
light l()
{
    illuminate (point "shader" (0,0,0)) { Cl = 1; }
    illuminate (from, A, angle) { }
    solar () { }
    solar (vector (0,0,1), 0) { }
}
// CHECK:      Illuminance <7:5>
// CHECK-NEXT:   Ident P
// CHECK-NEXT:   Block
// CHECK:      Illuminance <8:5>
// CHECK-NEXT:   Category
// CHECK-NEXT:     Str "specular"
// CHECK-NEXT:   Ident P
// CHECK-NEXT:   Ident N
// CHECK-NEXT:   Binary '/'
// CHECK:        ExprStmt
// CHECK:      Gather <9:5>
// CHECK-NEXT:   Category
// CHECK-NEXT:     Str "illuminance"
// CHECK-NEXT:   Ident P
// CHECK:        Str "surface:Ci"
// CHECK-NEXT:   Ident c
// CHECK-NEXT:   Block
// CHECK-NEXT: Else
// CHECK-NEXT:   Block
// CHECK:      Illuminate <13:5>
// CHECK-NEXT:   Cast point "shader"
// CHECK:      Illuminate <14:5>
// CHECK-NEXT:   Ident from
// CHECK-NEXT:   Ident A
// CHECK-NEXT:   Ident angle
// CHECK:      Solar <15:5>
// CHECK-NEXT:   Block
// CHECK-NEXT: Solar <16:5>
// CHECK-NEXT:   Cast vector
// CHECK:        Num 0 <16:28>
