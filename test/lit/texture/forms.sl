// Every form of texture, environment, shadow, textureinfo and filterstep
// lowers to its environment call with the points in an array (texture's
// (s, t) as (s, t, 0); texture(map) at the globals' s and t), the channel as
// an i32, and the options in an rsl_texture_options { sblur, tblur, swidth,
// twidth, samples, bias, fill, filter }: the defaults, then the values the
// shader gives ("blur" and "width" set both fields).  The host reads maps
// (its glue hands each call to rsl_host_map_lookup/map_info with the
// module's @rsl.strings, to name the map): no warning there; the RPU and
// PTX read none, so rsl2ll warns once per feature naming the target, and
// each target compiles through opt -O2 -verify-each and its backend
// (ptxas, where installed, accepting the PTX without a warning).  The
// forms are checked on the PTX's module, whose lookups stay calls; on the
// host a single point becomes the four corners of its footprint
// (rsl_lookup_footprint, inlined with the lookups by the differentiation
// pass: test/lit/texture/footprint-ir.sl), the traced lookups excepted.
// RUN: rsl2ll %s -o %t.ll 2> %t.host
// RUN: rsl2ll --target=ptx %s 2>/dev/null | FileCheck %s
// RUN: count 0 < %t.host
// Each lookup's map reader and its number of points, in source order:
// RUN: sed -nE 's/.*call <3 x float> @rsl_host_([a-z_]+)\(.*, ptr noundef %%at[0-9]*, i32 noundef ([0-9]+), .*/\1 \2/p' %t.ll \
// RUN:   | FileCheck %s --check-prefix=HOST
// HOST: map_lookup 4
// HOST-NEXT: map_lookup 4
// HOST-NEXT: map_lookup 4
// HOST-NEXT: map_lookup 4
// HOST-NEXT: environment 4
// HOST-NEXT: environment 4
// HOST-NEXT: environment 4
// HOST-NEXT: shadow 4
// HOST-NEXT: shadow 4
// HOST-NOT: {{.}}
// RUN: opt -O2 -verify-each -S %t.ll | FileCheck %s --check-prefix=OPT
// RUN: rsl2ll --target=rpu %s 2> %t.rpu | opt -O2 -verify-each | llc-rpu -o /dev/null
// RUN: FileCheck %s --check-prefix=WARN -DTARGET=rpu < %t.rpu
// RUN: rsl2ll --target=ptx %s 2> %t.ptx | opt -O2 -verify-each | llc-rpu -march=ptx -mcpu=sm_80 -o %t.s
// RUN: FileCheck %s --check-prefix=WARN -DTARGET=ptx < %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_80 %t.s -o %t.cubin 2>&1 | count 0 %}

// WARN: forms.sl:[[# @LINE + 7]]:15: warning: texture lookups are not supported by the [[TARGET]] target
// WARN: forms.sl:[[# @LINE + 30]]:17: warning: environment lookups are not supported by the [[TARGET]] target
// WARN: forms.sl:[[# @LINE + 35]]:16: warning: shadow lookups are not supported by the [[TARGET]] target
// WARN: forms.sl:[[# @LINE + 43]]:10: warning: texture queries (textureinfo) are not supported by the [[TARGET]] target
// WARN-NOT: warning:
surface s(string map = "grid.tx"; float i = 1; float b = 0.5)
{
    float a = texture(map);
// CHECK-LABEL: define void @surface_s(
// CHECK: %[[S:[a-z0-9]+]] = load float, ptr %{{[0-9]+}}
// CHECK: %[[V0:[0-9]+]] = insertelement <3 x float> zeroinitializer, float %[[S]], i32 0
// CHECK: %[[T:[a-z0-9]+]] = load float, ptr %{{[0-9]+}}
// CHECK: insertelement <3 x float> %[[V0]], float %[[T]], i32 1
// CHECK: store { float, float, float, float, float, float, float, i32 } { float 0.000000e+00, float 0.000000e+00, float 1.000000e+00, float 1.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, i32 0 }, ptr %[[O:options[0-9]*]]
// CHECK: %[[R:[a-z_0-9]+]] = call <3 x float> @rsl_env_texture(ptr %globals, i32 %{{.*}}, i32 0, ptr %at, i32 1, ptr %[[O]])
// CHECK: extractelement <3 x float> %[[R]], i32 0
    color c = texture(map[1], s, t, "blur", b, "filter", "gaussian", "fill", 0.25);
// CHECK: store float %[[B:b[0-9]*]], ptr %{{[0-9]+}}
// CHECK: store float %[[B]], ptr %{{[0-9]+}}
// CHECK: store i32 28, ptr %{{[0-9]+}}
// CHECK: store float 2.500000e-01, ptr %{{[0-9]+}}
// CHECK: call <3 x float> @rsl_env_texture(ptr %globals, i32 %{{.*}}, i32 1, ptr %{{at[0-9]+}}, i32 1, ptr %{{options[0-9]+}})
    c += texture("x.tx", 0, 0, 1, 0, 0, 1, 1, 1, "swidth", 2, "tblur", u, "sblur", v, "samples", 4);
// CHECK: store <4 x float> <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float undef>
// CHECK: store <4 x float> <float 1.000000e+00, float 0.000000e+00, float 0.000000e+00, float undef>
// CHECK: store <4 x float> <float 0.000000e+00, float 1.000000e+00, float 0.000000e+00, float undef>
// CHECK: store <4 x float> <float 1.000000e+00, float 1.000000e+00, float 0.000000e+00, float undef>
// CHECK: call <3 x float> @rsl_env_texture(ptr %globals, i32 {{[0-9]+}}, i32 0, ptr %{{at[0-9]+}}, i32 4, ptr
    float e = float texture(map[i], s, t, "width", 3, "twidth", 4);
// CHECK: %[[CH:channel[0-9]*]] = fptosi float %{{.*}} to i32
// CHECK: call <3 x float> @rsl_env_texture(ptr %globals, i32 %{{.*}}, i32 %[[CH]], ptr
    color env = environment("env.tx", normalize(I), "blur", 0.2);
// CHECK: call <3 x float> @rsl_env_environment(ptr %globals, i32 [[ENV:[0-9]+]], i32 0, ptr %{{at[0-9]+}}, i32 1, ptr
    env += environment("env.tx"[3], I, I, N, N, "sblur", 0.1);
// CHECK: call <3 x float> @rsl_env_environment(ptr %globals, i32 [[ENV]], i32 3, ptr %{{at[0-9]+}}, i32 4, ptr
    float f = float environment("env.tx"[5], vector(0, 0, 1));
// CHECK: call <3 x float> @rsl_env_environment(ptr %globals, i32 [[ENV]], i32 5, ptr
    float sh = shadow("sh.tx", P, "bias", 0.01, "samples", 16, "blur", 0.1);
// CHECK: store float 0x3F847AE140000000, ptr %{{[0-9]+}}
// CHECK: store float 1.600000e+01, ptr %{{[0-9]+}}
// CHECK: call <3 x float> @rsl_env_shadow(ptr %globals, i32 [[SHD:[0-9]+]], i32 0, ptr %{{at[0-9]+}}, i32 1, ptr
    color csh = shadow("sh.tx"[1], P, P + dPdu, P + dPdv, P + dPdu + dPdv);
// CHECK: call <3 x float> @rsl_env_shadow(ptr %globals, i32 [[SHD]], i32 1, ptr %{{at[0-9]+}}, i32 4, ptr
    float res[2], channels;
    string kind;
    matrix view, proj;
    f += textureinfo(map, "resolution", res) + textureinfo(map, "type", kind)
// CHECK: call float @rsl_env_textureinfo(ptr %globals, i32 %{{.*}}, i32 [[#RES:]], i32 1, i32 2, ptr %res)
// CHECK: call float @rsl_env_textureinfo(ptr %globals, i32 %{{.*}}, i32 [[#RES+1]], i32 2, i32 1, ptr %kind)
       + textureinfo(map, "channels", channels) + textureinfo(map, "viewingmatrix", view)
// CHECK: call float @rsl_env_textureinfo(ptr %globals, i32 %{{.*}}, i32 [[#RES+2]], i32 1, i32 1, ptr %channels)
// CHECK: call float @rsl_env_textureinfo(ptr %globals, i32 %{{.*}}, i32 [[#RES+3]], i32 7, i32 1, ptr %view)
       + textureinfo(map, "projectionmatrix", proj);
// CHECK: call float @rsl_env_textureinfo(ptr %globals, i32 %{{.*}}, i32 [[#RES+4]], i32 7, i32 1, ptr %proj)
    f += filterstep(0.5, s, t, "filter", "box", "width", 2);
// CHECK: store i32 26, ptr
// CHECK: call float @rsl_filterstep_f(float 5.000000e-01, float %{{.*}}, float %{{.*}}, ptr
    Ci = a + c + e + env + f + sh + csh;
}
// Strings: "gaussian" 28 and "box" 26 are predefined (rsl_abi.h).
// OPT-LABEL: define void @surface_s(
// Texture lookups read maps; environment and shadow go through the host's
// "raytrace" dispatch (runtime/host_raytrace.c), which reads the other maps.
// OPT-DAG: call <3 x float> @rsl_host_map_lookup(ptr {{.*}}%globals, ptr {{.*}}@rsl.strings,
// OPT-DAG: call <3 x float> @rsl_host_environment(ptr {{.*}}%globals, ptr {{.*}}@rsl.strings,
// OPT-DAG: call <3 x float> @rsl_host_shadow(ptr {{.*}}%globals, ptr {{.*}}@rsl.strings,
// The nine lookups of the shader, all of them on the host:
// RUN: opt -O2 -S %t.ll | grep -cE 'call <3 x float> @rsl_host_(map_lookup|environment|shadow)\(' | FileCheck %s --check-prefix=LOOKUPS
// LOOKUPS: 9
// OPT-COUNT-5: call float @rsl_host_map_info(ptr {{.*}}%globals, ptr {{.*}}@rsl.strings,
// OPT-NOT: rsl_host_unsupported
// OPT-NOT: rsl_env_
