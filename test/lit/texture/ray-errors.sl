// Misuses of the ray-traced queries, point clouds, gather and illuminance's
// options: the same option-list checks as texture's (sema_options.c), the
// positional arguments, outputs that must be variables of the right type,
// rayinfo's keywords.  Unknown options warn and are ignored.
// RUN: not rsl2ll %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// RUN: not rsl2ll -DTOO_FEW %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=FEW
surface s(float samples = 16)
{
    normal n = normalize(N);
    float f = occlusion(P, n, samples, "maxdist", "far");
// CHECK: ray-errors.sl:[[@LINE-1]]:51: error: occlusion option "maxdist" takes a float, not 'string'
// CHECK-NEXT: {{^}}    float f = occlusion(P, n, samples, "maxdist", "far");
// CHECK-NEXT: {{^ *\^}}
    f += occlusion(P, n);
// CHECK: ray-errors.sl:[[@LINE-1]]:10: error: wrong arguments to occlusion: expected occlusion(P, N, samples [, options])
    f += occlusion(P, 1.0, samples);
// CHECK: ray-errors.sl:[[@LINE-1]]:23: error: occlusion needs a point, vector or normal here, not 'float'
    f += occlusion(P, n, samples, "environmentcolor", 1);
// CHECK: ray-errors.sl:[[@LINE-1]]:55: error: an output option needs a variable
    float notcolor;
    f += occlusion(P, n, samples, "environmentcolor", notcolor);
// CHECK: ray-errors.sl:[[@LINE-1]]:55: error: occlusion output "environmentcolor" is a color, not 'float'
    f += occlusion(P, n, samples, "samplecone", 1, "coneangle", 0.5);
// CHECK: ray-errors.sl:[[@LINE-1]]:35: warning: unknown occlusion option "samplecone" (ignored)
    color c = transmission(P, P + N, "samples");
// CHECK: ray-errors.sl:[[@LINE-1]]:38: error: transmission option "samples" has no value (options are name/value pairs)
    c += indirectdiffuse(P, n, samples, 4, 5);
// CHECK: ray-errors.sl:[[@LINE-1]]:41: error: indirectdiffuse option names must be strings, not 'float'
    f += visibility(P);
// CHECK: ray-errors.sl:[[@LINE-1]]:10: error: wrong arguments to visibility: expected visibility(from, to [, options])
    f += raylevel(1);
// CHECK: ray-errors.sl:[[@LINE-1]]:10: error: wrong arguments to raylevel: expected raylevel()
    float depth;
    string label;
    f += rayinfo("depth", label);
// CHECK: ray-errors.sl:[[@LINE-1]]:27: error: rayinfo "depth" answers with a 'float', not 'string'
    f += rayinfo("bounces", depth);
// CHECK: ray-errors.sl:[[@LINE-1]]:18: error: unknown rayinfo query "bounces" (depth, speculardepth, diffusedepth, shadowdepth, type, label, origin, direction or length)
    f += rayinfo("depth");
// CHECK: ray-errors.sl:[[@LINE-1]]:10: error: wrong arguments to rayinfo: expected rayinfo(keyword, output)
    f += bake3d("a.ptc", "", P, n, "radius", color(1));
// CHECK: ray-errors.sl:[[@LINE-1]]:46: error: bake3d option "radius" takes a float, not 'color'
    f += bake3d("a.ptc", P, n);
// CHECK: ray-errors.sl:[[@LINE-1]]:10: error: wrong arguments to bake3d: expected bake3d(file, channels, P, N [, name, value ...])
    f += texture3d("a.ptc", P, n, "_radiosity", Cs + 1);
// CHECK: ray-errors.sl:[[@LINE-1]]:52: error: an output option needs a variable
    gather("illuminance", P, n, 0.5, samples, "surface:Ci", 1, "maxdist") {
// CHECK: ray-errors.sl:[[@LINE-1]]:61: error: an output option needs a variable
// CHECK: ray-errors.sl:[[@LINE-2]]:64: error: gather option "maxdist" has no value (options are name/value pairs)
        f += 1;
    }
    gather(1, P, n, 0.5, samples, "ray:length", c, "surface", c) { f += 1; }
// CHECK: ray-errors.sl:[[@LINE-1]]:12: error: the category of gather must be a string, not 'float'
// CHECK: ray-errors.sl:[[@LINE-2]]:49: error: gather output "ray:length" is a float, not 'color'
// CHECK: ray-errors.sl:[[@LINE-3]]:52: warning: unknown gather option "surface" (ignored)
#ifdef TOO_FEW
    gather("", P, n, 0.5) { f += 1; }
// FEW: ray-errors.sl:[[@LINE-1]]:11: error: wrong number of arguments to gather: expected (category, position, direction, angle, samples, ...)
#endif
    gather("", P, 1, 0.5, samples) { f += 1; }
// CHECK: ray-errors.sl:[[@LINE-1]]:19: error: gather needs a point, vector or normal here, not 'float'
    illuminance(P, "lightcache", 1) { f += 1; }
// CHECK: ray-errors.sl:[[@LINE-1]]:34: error: illuminance option "lightcache" takes a string, not 'float'
    illuminance(P, n, 0.5, "blur", 1) { f += 1; }
// CHECK: ray-errors.sl:[[@LINE-1]]:28: warning: unknown illuminance option "blur" (ignored)
    Ci = f + c;
}
