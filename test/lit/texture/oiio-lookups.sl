// Map lookups on the host through OpenImageIO (backends/jit/texture_oiio.h),
// on images written here by oiiotool with texels known by construction:
//   quad.exr   2x2 RGB: (0,0) red, (1,0) green, (0,1) blue, (1,1) white
//              (x right, y down; RenderMan's and OIIO's s and t alike)
//   gray.exr   2x1, one channel: 0.25, 0.75
//   check.png  8x8 checker of single texels, black at (0,0), white beside,
//              periodic (so a wide filter sees the checker everywhere);
//              8 bits, so a mean of black and white is 128/255
//   quad.tx, check.tx: the same through maketx (tiled, MIP-mapped)
//   env.tx     a lat-long environment: upper half red, lower half blue
//   stripes.tx a lat-long environment of 8 columns, red i/8 in column i
//   plain.jpg  16x16 JPEG, (1, 0.5, 0) everywhere (JPEG rounds: 1/50)
// Texel centres: s = (x + 0.5) / width.  "filter" "box" takes the nearest
// texel, "triangle" interpolates bilinearly between texel centres.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: oiiotool --create 2x2 3 --fill:color=1,0,0 1x1+0+0 --fill:color=0,1,0 1x1+1+0 --fill:color=0,0,1 1x1+0+1 --fill:color=1,1,1 1x1+1+1 -d float -o quad.exr
// RUN: oiiotool --create 2x1 1 --fill:color=0.25 1x1+0+0 --fill:color=0.75 1x1+1+0 -d float -o gray.exr
// RUN: oiiotool --pattern checker:width=1:height=1:color1=0,0,0:color2=1,1,1 8x8 3 --attrib wrapmodes periodic,periodic -o check.png
// RUN: maketx quad.exr -o quad.tx && maketx check.png --wrap periodic -d float -o check.tx
// RUN: oiiotool --create 8x4 3 --fill:color=1,0,0 8x2+0+0 --fill:color=0,0,1 8x2+0+2 -d float -o env.exr
// RUN: maketx --envlatl env.exr -o env.tx
// RUN: oiiotool --create 8x4 3 --fill:color=0,0,0 1x4+0+0 --fill:color=0.125,0,0 1x4+1+0 --fill:color=0.25,0,0 1x4+2+0 --fill:color=0.375,0,0 1x4+3+0 --fill:color=0.5,0,0 1x4+4+0 --fill:color=0.625,0,0 1x4+5+0 --fill:color=0.75,0,0 1x4+6+0 --fill:color=0.875,0,0 1x4+7+0 -d float -o stripes.exr
// RUN: maketx --envlatl stripes.exr -o stripes.tx
// RUN: oiiotool --pattern constant:color=1,0.5,0 16x16 3 -o plain.jpg
// RUN: oiiotool --info -v check.tx | FileCheck %s --check-prefix=TILED
// TILED: tile size: 64 x 64
// RUN: python3 %src/utils/check-values.py %s
// TOLERANCE: 1e-5

color nearest(string map; float s, t) { return texture(map, s, t, "filter", "box"); }
// CASE: nearest quad.exr 0.25 0.25 => 1 0 0
// CASE: nearest quad.exr 0.75 0.25 => 0 1 0
// CASE: nearest quad.exr 0.25 0.75 => 0 0 1
// CASE: nearest quad.exr 0.75 0.75 => 1 1 1
// The tiled, MIP-mapped copy gives its source's texels:
// CASE: nearest quad.tx 0.25 0.25 => 1 0 0
// CASE: nearest quad.tx 0.75 0.25 => 0 1 0
// CASE: nearest quad.tx 0.25 0.75 => 0 0 1
// CASE: nearest quad.tx 0.75 0.75 => 1 1 1
// A JPEG, as every format OIIO reads:
// CASE: nearest plain.jpg 0.3 0.6 => 1 0.5 0 ~0.02
// Off the centre, still the nearest texel:
// CASE: nearest quad.exr 0.6 0.4 => 0 1 0

color bilinear(string map; float s, t) { return texture(map, s, t, "filter", "triangle"); }
// At texel centres the texel; half-way between red and green their mean;
// in the middle of the four their mean, (2, 2, 2) / 4:
// CASE: bilinear quad.exr 0.25 0.25 => 1 0 0
// CASE: bilinear quad.exr 0.75 0.75 => 1 1 1
// CASE: bilinear quad.exr 0.5 0.25 => 0.5 0.5 0
// CASE: bilinear quad.exr 0.5 0.5 => 0.5 0.5 0.5
// A quarter of the way from blue (s = 0.25) to white (s = 0.75):
// CASE: bilinear quad.exr 0.375 0.75 => 0.25 0.25 1

// Channel selection: [1] starts at green, past the last channel is the fill.
color channel1(string map; float s, t) { return texture(map[1], s, t, "filter", "box", "fill", 0.5); }
// CASE: channel1 quad.exr 0.75 0.25 => 1 0 0.5
// CASE: channel1 quad.exr 0.75 0.75 => 1 1 0.5
float channel2(string map; float s, t) { return float texture(map[2], s, t, "filter", "box"); }
// CASE: channel2 quad.exr 0.25 0.75 => 1
// CASE: channel2 quad.exr 0.75 0.25 => 0
// A one-channel map fills a color:
// CASE: nearest gray.exr 0.25 0.5 => 0.25 0.25 0.25
// CASE: nearest gray.exr 0.75 0.5 => 0.75 0.75 0.75

// MIP level by the footprint: the four corners of the filtered area (RI
// 3.2: the point, a step along u, along v, both; the area's centre is
// theirs), here a square of `texels` texels of the 8x8 map around texel
// (x, y)'s centre.  Near (a tenth of a texel: a receding plane's nearest
// pixels) the checker's texels; far (4 texels each way: level 2, every
// texel of which is the mean of 16 black and white ones) their average.
color footprint(string map; float x, y, texels) {
    float h = texels / 16, ss = (x + 0.5) / 8, tt = (y + 0.5) / 8;
    return texture(map, ss - h, tt - h, ss + h, tt - h, ss - h, tt + h, ss + h, tt + h, "filter", "triangle");
}
// CASE: footprint check.png 0 0 0.1 => 0 0 0 ~1e-3
// CASE: footprint check.png 1 0 0.1 => 1 1 1 ~1e-3
// CASE: footprint check.png 0 0 4 => 0.50196 0.50196 0.50196 ~1e-3
// CASE: footprint check.png 5 2 4 => 0.50196 0.50196 0.50196 ~1e-3
// CASE: footprint check.tx 0 0 0.1 => 0 0 0 ~1e-3
// CASE: footprint check.tx 1 0 0.1 => 1 1 1 ~1e-3
// CASE: footprint check.tx 0 0 4 => 0.5 0.5 0.5 ~1e-3
// "width" scales the area: 0 is the near lookup again.
color narrowed(string map; float x, y) {
    float h = 0.25, ss = (x + 0.5) / 8, tt = (y + 0.5) / 8;
    return texture(map, ss - h, tt - h, ss + h, tt - h, ss - h, tt + h, ss + h, tt + h, "filter", "triangle",
                   "width", 0);
}
// CASE: narrowed check.tx 1 0 => 1 1 1 ~1e-3
// "blur" widens a point lookup: a blur of the whole map averages it.
color blurred(string map; float s, t) { return texture(map, s, t, "blur", 1); }
// CASE: blurred check.tx 0.0625 0.0625 => 0.5 0.5 0.5 ~1e-2

// Lat-long environments (RI 3.2, MakeLatLongEnvironment): the direction
// (cos lon cos lat, sin lon cos lat, sin lat), longitude 0 to 360 degrees
// from the left edge, latitude 90 at the top.  env.tx: +z is red, -z blue.
color env(string map; vector R) { return environment(map, R, "filter", "box"); }
// CASE: env env.tx 0,0,1 => 1 0 0
// CASE: env env.tx 0,0,-1 => 0 0 1
// CASE: env env.tx 1,0,0.5 => 1 0 0
// CASE: env env.tx 0,1,-0.5 => 0 0 1
// stripes.tx: 8 columns, red i/8 in column i, whose centre is at longitude
// (i + 0.5) * 45 degrees: column 0 at 22.5 (cos, sin = 0.92388, 0.38268),
// 2 at 112.5 (-0.38268, 0.92388), 5 at 247.5 (-0.38268, -0.92388), 7 at
// 337.5 (0.92388, -0.38268).
// CASE: env stripes.tx 0.92388,0.38268,0 => 0 0 0
// CASE: env stripes.tx -0.38268,0.92388,0 => 0.25 0 0
// CASE: env stripes.tx -0.38268,-0.92388,0.2 => 0.625 0 0
// CASE: env stripes.tx 0.92388,-0.38268,-0.3 => 0.875 0 0

// textureinfo: 1 and the answer, or 0 leaving the output alone.
float info_resolution(string map) {
    float res[2] = {-1, -1};
    float ok = textureinfo(map, "resolution", res);
    return ok * 1000 + res[0] * 10 + res[1];
}
// CASE: info_resolution quad.exr => 1022
// CASE: info_resolution env.tx => 1084
// CASE: info_resolution nothing.tx => -11
float info_channels(string map) {
    float n = -1;
    return textureinfo(map, "channels", n) * 10 + n;
}
// CASE: info_channels quad.exr => 13
// CASE: info_channels gray.exr => 11
string info_type(string map) {
    string kind = "none";
    textureinfo(map, "type", kind);
    return kind;
}
// CASE: info_type quad.tx => texture
// CASE: info_type env.tx => environment
// CASE: info_type nothing.tx => none
// A plain texture has no camera: no viewing matrix.
float info_noview(string map) {
    matrix m = 2;
    return textureinfo(map, "viewingmatrix", m) * 10 + comp(m, 0, 0);
}
// CASE: info_noview quad.exr => 2

// A missing map: one warning naming it, however often it is read, then its
// fill (0, black, unless given) in every channel: 10 x 0.1 here.
color missing_many(string map) {
    color c = 0;
    float i;
    for (i = 0; i < 10; i += 1)
        c += texture(map, i / 10, 0.5) + texture(map, 0.5, 0.5, "fill", 0.1);
    return c;
}
// CASE: missing_many gone.tx => 1 1 1
// RUN: rsl-jit %s --call missing_many gone.tx 2>&1 >/dev/null | FileCheck %s --check-prefix=ONCE --implicit-check-not=warning:
// ONCE: warning: cannot read texture 'gone.tx': {{.*}}gone.tx
