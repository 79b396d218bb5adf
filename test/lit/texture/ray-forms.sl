// The ray-traced queries, point clouds, gather and illuminance's options
// lower to their environment calls (rsl_abi.h): positional arguments as
// values, the options in an rsl_ray_options or rsl_ptc_options (defaults,
// then the shader's values), and what goes by name (outputs, bake3d's data,
// gather's "surface:Ci") as rsl_named_value { name, kind, count, address }.
// gather is a loop over its samples (clamped to [0, 2^31 - 128], through
// the JIT's loop budget): the body where rsl_env_gather says the ray hit,
// the else branch where it missed.  The host traces the rays
// (runtime/host_raytrace.c); the RPU and PTX do not, so rsl2ll warns there
// once per feature naming the target, and on every target for the point
// clouds and the messages to lights (and the RPU and PTX for light
// categories, which their lights lack); each target
// compiles through opt -O2 -verify-each and its backend (ptxas, where
// installed, accepting the PTX without a warning).
// RUN: rsl2ll %s -o %t.ll 2> %t.host
// RUN: FileCheck %s < %t.ll
// RUN: FileCheck %s --check-prefix=HOST < %t.host
// RUN: opt -O2 -verify-each -S %t.ll | FileCheck %s --check-prefix=OPT
// RUN: rsl2ll --target=rpu %s 2> %t.rpu | opt -O2 -verify-each | llc-rpu -o /dev/null
// RUN: FileCheck %s --check-prefix=WARN -DTARGET=rpu < %t.rpu
// RUN: rsl2ll --target=ptx %s 2> %t.ptx | opt -O2 -verify-each | llc-rpu -march=ptx -mcpu=sm_80 -o %t.s
// RUN: FileCheck %s --check-prefix=WARN -DTARGET=ptx < %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_80 %t.s -o %t.cubin 2>&1 | count 0 %}

// HOST: ray-forms.sl:[[# @LINE + 50]]:16: warning: point clouds (bake3d) are not supported by the host target
// HOST: ray-forms.sl:[[# @LINE + 60]]:16: warning: point clouds (texture3d) are not supported by the host target
// HOST: ray-forms.sl:[[# @LINE + 88]]:5: warning: message passing to lights (illuminance's "send:light:") is not supported by the host target: the messages are not sent
// HOST-NOT: warning:
// WARN: ray-forms.sl:[[# @LINE + 18]]:15: warning: occlusion is not supported by the [[TARGET]] target
// WARN: ray-forms.sl:[[# @LINE + 28]]:16: warning: indirectdiffuse is not supported by the [[TARGET]] target
// WARN: ray-forms.sl:[[# @LINE + 33]]:16: warning: transmission is not supported by the [[TARGET]] target
// WARN: ray-forms.sl:[[# @LINE + 34]]:17: warning: visibility is not supported by the [[TARGET]] target
// WARN: ray-forms.sl:[[# @LINE + 35]]:17: warning: raylevel is not supported by the [[TARGET]] target
// WARN: ray-forms.sl:[[# @LINE + 38]]:16: warning: ray queries (rayinfo) are not supported by the [[TARGET]] target
// WARN: ray-forms.sl:[[# @LINE + 40]]:16: warning: point clouds (bake3d) are not supported by the [[TARGET]] target
// WARN: ray-forms.sl:[[# @LINE + 50]]:16: warning: point clouds (texture3d) are not supported by the [[TARGET]] target
// WARN: ray-forms.sl:[[# @LINE + 56]]:5: warning: gather is not supported by the [[TARGET]] target
// WARN: ray-forms.sl:[[# @LINE + 77]]:5: warning: message passing to lights (illuminance's "send:light:") is not supported by the [[TARGET]] target: the messages are not sent
// WARN: ray-forms.sl:[[# @LINE + 76]]:17: warning: light categories (illuminance's category) are not supported by the [[TARGET]] target: every light matches
// WARN-NOT: warning:
surface r(float samples = 16)
{
    normal n = normalize(N);
    color envc;
    vector envd;
    float occ;
    float o = occlusion(P, n, samples, "maxdist", 10, "environmentcolor", envc, "distribution", "cosine");
// (interned in order: "environmentcolor", "distribution", "cosine")
// CHECK-LABEL: define void @surface_r(
// CHECK: store { float, float, float, float, float, float, float, float, float, float, float, i32, i32, i32, i32, i32, i32, i32 } { float 0x46293E5940000000, float -1.000000e+00, float 0x3FF921FB40000000, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 1.000000e+00, float 0.000000e+00, float 0.000000e+00, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0 }, ptr %[[O:options[0-9]*]]
// CHECK: store float 1.000000e+01, ptr
// CHECK: store i32 [[#COSINE:]], ptr
// CHECK: store i32 [[#COSINE-2]], ptr
// CHECK: store i32 3, ptr
// CHECK: store i32 1, ptr
// CHECK: store ptr %envc, ptr
// CHECK: call float @rsl_env_occlusion(ptr %globals, <3 x float> %{{.*}}, <3 x float> %{{.*}}, float %{{.*}}, ptr %[[O]], ptr %named, i32 1)
    color id = indirectdiffuse(P, n, samples, "occlusion", occ, "environmentdir", envd, "bias", 0.01);
// CHECK: store float 0x3F847AE140000000, ptr
// CHECK: store ptr %occ, ptr
// CHECK: store i32 5, ptr
// CHECK: store ptr %envd, ptr
// CHECK: call <3 x float> @rsl_env_indirectdiffuse(ptr %globals, <3 x float> %{{.*}}, <3 x float> %{{.*}}, float %{{.*}}, ptr %{{options[0-9]+}}, ptr %{{named[0-9]+}}, i32 2)
    color tr = transmission(P, point(0, 10, 0), "samples", 4, "samplecone", 0.1);
// CHECK: call <3 x float> @rsl_env_transmission(ptr %globals, <3 x float> %{{.*}}, <3 x float> <float 0.000000e+00, float 1.000000e+01, float 0.000000e+00>, ptr %{{options[0-9]+}}, ptr null, i32 0)
    float vis = visibility(P, point(0, 10, 0));
// CHECK: call float @rsl_env_visibility(ptr %globals, <3 x float> %{{.*}}, <3 x float> <float 0.000000e+00, float 1.000000e+01, float 0.000000e+00>, ptr %{{options[0-9]+}}, ptr null, i32 0)
    float lvl = raylevel();
// CHECK: call float @rsl_env_raylevel(ptr %globals)
    float depth;
    string typ;
    float ok = rayinfo("depth", depth) + rayinfo("type", typ);
// CHECK: call float @rsl_env_rayinfo(ptr %globals, i32 [[#DEPTH:]], i32 1, i32 1, ptr %depth)
// CHECK: call float @rsl_env_rayinfo(ptr %globals, i32 [[#DEPTH+1]], i32 2, i32 1, ptr %typ)
    float bk = bake3d("out.ptc", "_radiosity", P, n, "_radiosity", Cs, "_area", 1.0, "radius", 0.5);
// CHECK: store float 5.000000e-01, ptr
// CHECK: store <3 x float> %{{.*}}, ptr %[[CS:named[0-9]+]]
// CHECK: store i32 3, ptr
// CHECK: store ptr %[[CS]], ptr
// CHECK: store float 1.000000e+00, ptr %[[AREA:named[0-9]+]]
// CHECK: store i32 1, ptr
// CHECK: store ptr %[[AREA]], ptr
// CHECK: call float @rsl_env_bake3d(ptr %globals, i32 [[PTC:[0-9]+]], i32 {{[0-9]+}}, <3 x float> %{{.*}}, <3 x float> %{{.*}}, ptr %{{options[0-9]+}}, ptr %{{named[0-9]+}}, i32 2)
    color rad = 0;
    float area[2];
    float t3 = texture3d("out.ptc", P, n, "_radiosity", rad, "_area", area, "filterradius", 1);
// CHECK: store i32 2, ptr
// CHECK: store ptr %area, ptr
// CHECK: call float @rsl_env_texture3d(ptr %globals, i32 [[PTC]], <3 x float> %{{.*}}, <3 x float> %{{.*}}, ptr %{{options[0-9]+}}, ptr %{{named[0-9]+}}, i32 2)
    color hitc = 0;
    float hits = 0, misses = 0;
    vector rd;
    gather("illuminance", P, n, PI / 2, samples, "surface:Ci", hitc, "ray:direction", rd, "maxdist", 5) {
        hits += 1;
        if (hits > 4)
            break;
    } else {
        misses += 1;
    }
// CHECK: %[[R0:[0-9]+]] = select i1 %{{[0-9]+}}, float %{{.*}}, float 0.000000e+00
// CHECK: %rays = select i1 %{{[0-9]+}}, float %[[R0]], float 0x41DFFFFFE0000000
// CHECK: gather.cond:
// CHECK: %[[I:i[0-9]*]] = load i32, ptr %sample
// CHECK: %[[IF:[0-9]+]] = sitofp i32 %[[I]] to float
// CHECK: fcmp olt float %[[IF]], %rays
// CHECK: br i1 %{{[0-9]+}}, label %gather.ray, label %gather.end
// CHECK: gather.ray:
// CHECK: %[[HIT:env_gather[0-9]*]] = call i32 @rsl_env_gather(ptr %globals, i32 %[[I]], i32 {{[0-9]+}}, <3 x float> %{{.*}}, <3 x float> %{{.*}}, float 0x3FF921FB60000000, float %{{.*}}, ptr %{{options[0-9]+}}, ptr %{{named[0-9]+}}, i32 2)
// CHECK: br i1 %{{[0-9]+}}, label %gather.hit, label %gather.miss
// CHECK: gather.next:
// CHECK: add i32 %[[I]], 1
// CHECK: %[[TICK:env_loop_tick[0-9]*]] = call i32 @rsl_env_loop_tick()
// CHECK: %[[OUT:[0-9]+]] = icmp ne i32 %[[TICK]], 0
// CHECK: br i1 %[[OUT]], label %gather.end, label %gather.cond
    illuminance("specular", P, n, PI / 2, "lightcache", "refresh", "send:light:__foo", 1) {
        Ci += Cl;
    }
// CHECK: call i32 @rsl_env_illuminance(ptr %globals, i32 %{{.*}}, i32 {{[0-9]+}}, <3 x float> %{{.*}}, <3 x float> %{{.*}}, float 0x3FF921FB60000000)
    illuminance(P, "lightcache", "reuse") {
        Ci += Cl;
    }
// CHECK: call i32 @rsl_env_illuminance(ptr %globals, i32 %{{.*}}, i32 0, <3 x float> %{{.*}}, <3 x float> zeroinitializer, float 0x400921FB60000000)
    Ci += o + id + tr + vis + lvl + ok + bk + t3 + hitc + hits + misses + rad + envc + occ + depth;
}
// Each inlines to the host glue's call of its rsl_host_* function (the
// point clouds to the report of bake3d and texture3d, ids 37 and 38).
// OPT-LABEL: define void @surface_r(
// OPT-NOT: call {{.*}}@rsl_env_
// OPT: call float @rsl_host_occlusion(ptr {{.*}}%globals, ptr {{.*}}@rsl.strings,
// OPT: call <3 x float> @rsl_host_indirectdiffuse(
// OPT: call <3 x float> @rsl_host_transmission(
// OPT: call float @rsl_host_visibility(
// OPT: call float @rsl_host_raylevel(
// OPT: call float @rsl_host_rayinfo(
// OPT: call void @rsl_host_unsupported(ptr {{.*}}%globals, i32 noundef 37)
// OPT: call void @rsl_host_unsupported(ptr {{.*}}%globals, i32 noundef 38)
// OPT: call i32 @rsl_host_gather(
// OPT-NOT: call {{.*}}@rsl_env_
