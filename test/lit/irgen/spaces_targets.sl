// Coordinate systems the RPU and PTX glues cannot give (every space is
// "current" there): each name but "current" and "camera" is a warning naming
// the space and the target, a predefined one once per module, a space named
// by a variable at each use; the host renderer knows them all (no warning).
// RUN: rsl2ll --target=rpu %s 2>&1 >/dev/null | FileCheck %s -DTARGET=rpu --implicit-check-not=warning
// RUN: rsl2ll --target=ptx %s 2>&1 >/dev/null | FileCheck %s -DTARGET=ptx --implicit-check-not=warning
// RUN: rsl2ll --target=host %s 2>&1 >/dev/null | count 0
// A color space none of RI 3.2's is a warning on every target (the runtime
// leaves the color unchanged); "xyz" is RI 3.2's other name of "XYZ".
// RUN: rsl2ll --target=host -DCOLORS %s 2>&1 >/dev/null | FileCheck %s --check-prefix=COLORS --implicit-check-not=warning
// RUN: rsl2ll --target=rpu -DCOLORS %s 2>&1 >/dev/null | FileCheck %s --check-prefix=COLORS --implicit-check-not=warning
#ifdef COLORS
surface colors()
{
    Ci = ctransform("xyz", "hsv", Cs) + ctransform("RGB", Cs) + color "lab" (1, 0, 0);
// COLORS: spaces_targets.sl:[[@LINE-1]]:52: warning: unknown color space "RGB" (RI 3.2: "rgb", "hsv", "hsl", "xyz", "XYZ", "xyY", "YIQ"): the color is left unchanged
// COLORS: spaces_targets.sl:[[@LINE-2]]:65: warning: unknown color space "lab"
// COLORS: 2 warnings generated.
}
#else
surface s(string where = "world")
{
    point a = transform("world", P);
// CHECK: spaces_targets.sl:[[@LINE-1]]:25: warning: coordinate system "world" is not supported by the [[TARGET]] target: it is taken as "current"
    point b = transform("camera", "world", P) + transform("current", P);
    vector w = vtransform("object", "shader", I);
// CHECK: spaces_targets.sl:[[@LINE-1]]:27: warning: coordinate system "object" is not supported by the [[TARGET]] target
// CHECK: spaces_targets.sl:[[@LINE-2]]:37: warning: coordinate system "shader" is not supported by the [[TARGET]] target
    normal n = ntransform("mine", N) + normal "NDC" (0, 0, 1);
// CHECK: spaces_targets.sl:[[@LINE-1]]:27: warning: coordinate system "mine" is not supported by the [[TARGET]] target
// CHECK: spaces_targets.sl:[[@LINE-2]]:40: warning: coordinate system "NDC" is not supported by the [[TARGET]] target
    matrix m = mtransform("raster", matrix 1) * matrix "screen" 1;
// CHECK: spaces_targets.sl:[[@LINE-1]]:27: warning: coordinate system "raster" is not supported by the [[TARGET]] target
// CHECK: spaces_targets.sl:[[@LINE-2]]:49: warning: coordinate system "screen" is not supported by the [[TARGET]] target
    point c = transform(where, P);
// CHECK: spaces_targets.sl:[[@LINE-1]]:25: warning: coordinate systems named at run time are not supported by the [[TARGET]] target: they are taken as "current"
// CHECK: 8 warnings generated.
    color k = color "hsv" (0.5, 1, 1);
    Ci = k + color(a + b + c + w + n) + comp(m, 0, 0);
}
#endif
