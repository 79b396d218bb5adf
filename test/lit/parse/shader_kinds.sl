// The five shader kinds and plain functions at the top level.
// RUN: rsl2ll --ast-dump %s | FileCheck %s

surface s() { }
light l() { }
displacement d() { }
volume v() { }
imager i() { }
color m(point P) { return 0; }
// CHECK:      Program
// CHECK-NEXT:   Shader surface s <4:9>
// CHECK:        Shader light l <5:7>
// CHECK:        Shader displacement d <6:14>
// CHECK:        Shader volume v <7:8>
// CHECK:        Shader imager i <8:8>
// CHECK:        Function color m <9:7>
// CHECK-NEXT:     Param point P <9:15>
