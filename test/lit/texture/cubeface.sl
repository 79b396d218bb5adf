// MakeCubeFaceEnvironment (backends/jit/texture_make.cpp) and environment()
// lookups into the map it makes.  The faces are written here, 64 x 64:
//   solid:    px red, nx cyan, py green, ny magenta, pz blue, nz yellow;
//   quarters: every face's upper right quarter (1, 1, 0), upper left
//             (0, 1, 0), lower right (1, 0, 0), lower left black: red
//             says right of the face's centre, green above it.
// A face is the view along its axis by the camera looking down +z (x right,
// y up) turned to it: +x's right is -z and up +y, -x's right +z, +y's right
// +x and up -z, -y's right +x and up +z, +z's right +x, -z's right -x.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: oiiotool --pattern constant:color=1,0,0 64x64 3 -o spx.exr && oiiotool --pattern constant:color=0,1,1 64x64 3 -o snx.exr
// RUN: oiiotool --pattern constant:color=0,1,0 64x64 3 -o spy.exr && oiiotool --pattern constant:color=1,0,1 64x64 3 -o sny.exr
// RUN: oiiotool --pattern constant:color=0,0,1 64x64 3 -o spz.exr && oiiotool --pattern constant:color=1,1,0 64x64 3 -o snz.exr
// RUN: oiiotool --create 64x64 3 --fill:color=0,1,0 32x32+0+0 --fill:color=1,1,0 32x32+32+0 --fill:color=1,0,0 32x32+32+32 -o quarters.exr
// RUN: printf 'MakeCubeFaceEnvironment "spx.exr" "snx.exr" "spy.exr" "sny.exr" "spz.exr" "snz.exr" "solid.env" 90 "box" 1 1\n' > make.rib
// RUN: printf 'MakeCubeFaceEnvironment "quarters.exr" "quarters.exr" "quarters.exr" "quarters.exr" "quarters.exr" "quarters.exr" "quarters.env" 90 "box" 1 1\n' >> make.rib
// RUN: printf 'WorldBegin\nWorldEnd\n' >> make.rib
// RUN: rsl-render make.rib -o never.png
// RUN: oiiotool --info -v solid.env | FileCheck %s --check-prefix=INFO
// INFO: solid.env{{ *}}: 128 x 64, 3 channel
// INFO: textureformat: "LatLong Environment"
// RUN: python3 %src/utils/check-values.py %s
// TOLERANCE: 1e-4

color look(string map; vector D) { return environment(map, D); }
// Along each axis, and off it within the same face:
// CASE: look solid.env 1,0,0 => 1 0 0
// CASE: look solid.env -1,0,0 => 0 1 1
// CASE: look solid.env 0,1,0 => 0 1 0
// CASE: look solid.env 0,-1,0 => 1 0 1
// CASE: look solid.env 0,0,1 => 0 0 1
// CASE: look solid.env 0,0,-1 => 1 1 0
// CASE: look solid.env 1,0.5,-0.6 => 1 0 0
// CASE: look solid.env -0.3,0.8,0.4 => 0 1 0
// CASE: look solid.env 0.6,-0.5,-1 => 1 1 0
// The faces' orientation: forward + 0.4 (right + up) is the upper right
// quarter (1, 1, 0); forward - 0.4 (right + up) the lower left (0, 0, 0);
// forward + 0.4 (right - up) the lower right (1, 0, 0).
// CASE: look quarters.env 1,0.4,-0.4 => 1 1 0
// CASE: look quarters.env 1,-0.4,0.4 => 0 0 0
// CASE: look quarters.env 1,-0.4,-0.4 => 1 0 0
// CASE: look quarters.env -1,0.4,0.4 => 1 1 0
// CASE: look quarters.env -1,-0.4,0.4 => 1 0 0
// CASE: look quarters.env 0.4,1,-0.4 => 1 1 0
// CASE: look quarters.env 0.4,1,0.4 => 1 0 0
// CASE: look quarters.env 0.4,-1,0.4 => 1 1 0
// CASE: look quarters.env -0.4,-1,0.4 => 0 1 0
// CASE: look quarters.env 0.4,0.4,1 => 1 1 0
// CASE: look quarters.env -0.4,-0.4,1 => 0 0 0
// CASE: look quarters.env -0.4,0.4,-1 => 1 1 0
// CASE: look quarters.env 0.4,0.4,-1 => 0 1 0

// Errors at the request: a face that cannot be read, a field of view
// under 90 degrees (the faces would not cover the sphere).
// RUN: printf 'MakeCubeFaceEnvironment "spx.exr" "snx.exr" "spy.exr" "sny.exr" "none.exr" "snz.exr" "c.env" 90 "box" 1 1\n' > missing.rib
// RUN: not rsl-render missing.rib -o never.png 2>&1 | FileCheck %s --check-prefix=MISSING
// MISSING: missing.rib:1:1: error: MakeCubeFaceEnvironment "spx.exr" "c.env": cannot read 'none.exr': {{.*}}
// RUN: printf 'MakeCubeFaceEnvironment "spx.exr" "snx.exr" "spy.exr" "sny.exr" "spz.exr" "snz.exr" "c.env" 60 "box" 1 1\n' > narrow.rib
// RUN: not rsl-render narrow.rib -o never.png 2>&1 | FileCheck %s --check-prefix=NARROW
// NARROW: narrow.rib:1:1: error: MakeCubeFaceEnvironment "spx.exr" "c.env": the faces' field of view must be at least 90 degrees and under 180, not 60{{$}}
