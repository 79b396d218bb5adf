// Single-point lookups filter over the point's footprint: the point's
// derivatives (from the shading globals) times the shading step du, dv
// (rsl-jit's defaults: s = t = u = v = 0.5, ds/du = dt/dv = 1, dP/du =
// (1, 0, 0), du = dv = 1/64), and "width" multiplies it.  Maps written
// here with texels known by construction:
//   check.png   8x8 checker of single texels, black at (0, 0), periodic;
//               8 bits: its mean is 128/255
//   envcheck.tx a lat-long environment, 64x32 checker of single texels,
//               black at (0, 0) (longitude 0 at the left edge, +z at the
//               top: texel (x, y) spans longitudes 5.625 x and up, and
//               latitudes 90 - 5.625 y and down)
//   depth.tx    a shadow map: depth 2 left of its middle, 5 right of it,
//               seen from (0, 0, 1) down +z (as oiio-shadow.sl's)
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: oiiotool --pattern checker:width=1:height=1:color1=0,0,0:color2=1,1,1 8x8 3 --attrib wrapmodes periodic,periodic -o check.png
// RUN: oiiotool --pattern checker:width=1:height=1:color1=0,0,0:color2=1,1,1 64x32 3 -d float -o envcheck.exr
// RUN: maketx --envlatl envcheck.exr -o envcheck.tx
// RUN: oiiotool --create 4x4 1 --fill:color=2 2x4+0+0 --fill:color=5 2x4+2+0 --attrib:type=matrix worldtocamera 1,0,0,0,0,1,0,0,0,0,1,0,0,0,-1,1 --attrib:type=matrix worldtoscreen 1,0,0,0,0,1,0,0,0,0,1,1,0,0,-1,0 -d float -o depth.exr
// RUN: maketx --shadow depth.exr -o depth.tx
// RUN: python3 %src/utils/check-values.py %s
// TOLERANCE: 1e-5

// texture(map, k s + 1/16, k t + 1/16): at s = t = 0.5 the centre of texel
// (4, 4) for every whole k (black); the footprint k/64 of the map each way.
color scaled(string map; float k; float width) {
    return texture(map, k * s + 1.0 / 16, k * t + 1.0 / 16, "filter", "box", "width", width);
}
// k 1: an eighth of a texel, the texel.
// CASE: scaled check.png 1 1 => 0 0 0
// k 64: 8 texels each way, the coarsest level: the mean.
// CASE: scaled check.png 64 1 => 0.50196 0.50196 0.50196 ~1e-3
// width 0: a point again, the texel.
// CASE: scaled check.png 64 0 => 0 0 0

// environment(map, D) of envcheck.tx, D at longitude 25.3125 and latitude
// 2.8125 degrees (s = 4.5/64, t = 15.5/32: the centre of texel (4, 15),
// white), turning about +z `turns` times as u goes from 0 to 1 and about
// the y axis as many times as v does: Du(D) and Dv(D) are 2 pi turns times
// the tangents, so the footprint spans turns/64 of a turn each way.
color spread(string map; float turns) {
    float a = radians(25.3125) + 2 * PI * turns * (u - 0.5), b = radians(2.8125) + 2 * PI * turns * (v - 0.5);
    return environment(map, vector(cos(a) * cos(b), sin(a) * cos(b), sin(b)), "filter", "box");
}
// turns 0: no footprint, the texel.
// CASE: spread envcheck.tx 0 => 1 1 1
// turns 8: an eighth of a turn across (8 texels) and down (8 texels): a
// coarse MIP level, and every level from 1 on is the checker's mean.
// CASE: spread envcheck.tx 8 => 0.5 0.5 0.5 ~1e-3

// shadow(map, P) at P = (x, 0, 4) + k (u - 0.5) (1, 0, 0): camera z 3,
// s = (x / 3 + 1) / 2; the footprint k/64 along x, k/384 of s.  x -0.75,
// k 192: s from 0.125 to 0.625, 4 samples per row at s 0.1875, 0.3125,
// 0.4375, 0.5625: three left of the middle (depth 2 < 3): 0.75.  Width
// 0.5: s from 0.25 to 0.5, all four left: 1.  k 0: s 0.375, a point: 1.
float spread_shadow(string map; float x, k, width) {
    return float shadow(map, point(x, 0, 4) + k * (u - 0.5) * vector(1, 0, 0), "width", width);
}
// CASE: spread_shadow depth.tx -0.75 192 1 => 0.75
// CASE: spread_shadow depth.tx -0.75 192 0.5 => 1
// CASE: spread_shadow depth.tx -0.75 0 1 => 1
