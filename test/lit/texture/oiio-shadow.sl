// Shadow depth maps on the host (texture_oiio.h): a 4x4 depth map written
// here, made a shadow map by maketx --shadow (OIIO's MakeShadow), whose
// left half holds depth 2 and right half depth 5, seen by a camera at the
// world's (0, 0, 1) looking down +z (worldtocamera: z - 1) with a
// perspective projection (worldtoscreen: x/z, y/z after that move).  A
// point is in shadow (1) when the map saw something nearer the light than
// the point's own camera depth; the screen's [-1, 1] square spans the map.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: oiiotool --create 4x4 1 --fill:color=2 2x4+0+0 --fill:color=5 2x4+2+0 --attrib:type=matrix worldtocamera 1,0,0,0,0,1,0,0,0,0,1,0,0,0,-1,1 --attrib:type=matrix worldtoscreen 1,0,0,0,0,1,0,0,0,0,1,1,0,0,-1,0 -d float -o depth.exr
// RUN: maketx --shadow depth.exr -o depth.tx
// RUN: python3 %src/utils/check-values.py %s
// A map without a camera is no shadow map: a warning, then lit (0).
// RUN: oiiotool --create 2x2 1 -o plain.exr
// RUN: rsl-jit %s --call point_shadow plain.exr 0,0,4 2>&1 | FileCheck %s --check-prefix=NOTSHADOW
// NOTSHADOW: warning: cannot read texture 'plain.exr': {{.*}}no worldtocamera and worldtoscreen matrices
// NOTSHADOW-NEXT: {{^}}0{{$}}
// TOLERANCE: 1e-6

// worldtoscreen (rows) 1 0 0 0 / 0 1 0 0 / 0 0 1 1 / 0 0 -1 0 takes (x, y, z)
// to (x, y, z - 1) / (z - 1): screen x = x / (z - 1), s = (x' + 1) / 2.
float point_shadow(string map; point P) { return float shadow(map, P); }
// (-1.5, 0, 4): camera z 3, screen x -0.5, s 0.25: depth 2 < 3: shadowed.
// CASE: point_shadow depth.tx -1.5,0,4 => 1
// (1.5, 0, 4): s 0.75, depth 5 > 3: lit.
// CASE: point_shadow depth.tx 1.5,0,4 => 0
// (3, 0, 7): camera z 6, screen x 0.5, s 0.75: depth 5 < 6: shadowed.
// CASE: point_shadow depth.tx 3,0,7 => 1
// Outside the map (screen x 2): lit.
// CASE: point_shadow depth.tx 6,0,4 => 0
// "bias" moves the point towards the light: 3 - 2.5 = 0.5 is nearer than 2: lit.
float biased(string map; point P; float b) { return float shadow(map, P, "bias", b); }
// CASE: biased depth.tx -1.5,0,4 2.5 => 0
// CASE: biased depth.tx -1.5,0,4 0.5 => 1

// An area across the edge (x from -1.5 to 1.5 at z 4: s from 0.25 to
// 0.75), 16 samples on a 4x4 grid of which two columns fall left: half.
float area_shadow(string map; point P; float h) {
    return float shadow(map, P - vector(h, h, 0), P + vector(h, -h, 0), P + vector(-h, h, 0), P + vector(h, h, 0));
}
// CASE: area_shadow depth.tx 0,0,4 1.5 => 0.5
// CASE: area_shadow depth.tx -1.5,0,4 0.3 => 1
// "blur" widens a point the same way (a blur of 0.5 of the map: s from
// 0.25 to 0.75 around the edge), 64 samples in an 8x8 grid: half.
float blurred(string map; point P; float b) { return float shadow(map, P, "blur", b, "samples", 64); }
// CASE: blurred depth.tx 0,0,4 0.5 => 0.5
// CASE: blurred depth.tx 0.3,0,4 0 => 0

// textureinfo of a shadow map: its type and its camera's matrices.
string info_type(string map) {
    string kind = "";
    textureinfo(map, "type", kind);
    return kind;
}
// CASE: info_type depth.tx => shadow
float info_matrices(string map) {
    matrix view = 0, proj = 0;
    float ok = textureinfo(map, "viewingmatrix", view) + textureinfo(map, "projectionmatrix", proj);
    return ok * 100 + comp(view, 3, 2) * 10 + comp(proj, 2, 3);
}
// CASE: info_matrices depth.tx => 191
