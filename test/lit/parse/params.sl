// Shader parameter lists: ';' and ',' separators, one type for several
// names, defaults, a trailing ';'.
// RUN: rsl2ll --ast-dump %s | FileCheck %s

surface shiny(float Ka = 1, Ks = .5, Kr; float roughness = .1;
              string texturename = "";)
{
}
displacement d(float a = 1, float b = 2) { }
// CHECK:      Shader surface shiny
// CHECK-NEXT:   Param float Ka <5:21>
// CHECK-NEXT:     Num 1
// CHECK-NEXT:   Param float Ks <5:29>
// CHECK-NEXT:     Num 0.5
// CHECK-NEXT:   Param float Kr <5:38>
// CHECK-NEXT:   Param float roughness <5:48>
// CHECK-NEXT:     Num 0.1
// CHECK-NEXT:   Param string texturename <6:22>
// CHECK-NEXT:     Str ""
// CHECK-NEXT:   Block
// CHECK:      Shader displacement d
// CHECK-NEXT:   Param float a
// CHECK-NEXT:     Num 1
// CHECK-NEXT:   Param float b
// CHECK-NEXT:     Num 2
