// Texture lookups per second, in one run: through our glue (an RSL loop of
// texture() calls, MCJIT-compiled: rsl_env_texture -> rsl_host_map_lookup
// -> texture_oiio.cpp) beside OIIO's TextureSystem called directly with the
// same points and footprints (one texel wide, bilinear, MIP-mapped).
// Usage: texture-bench MAP.tx [LOOKUPS]  (bench/texture.sh makes the map)
#include <OpenImageIO/texture.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

extern "C" {
#include "rsljit.h"
}

using namespace OIIO;

namespace {

double seconds_since(std::chrono::steady_clock::time_point t0)
{
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

// The lookup points: a low-discrepancy walk over the map (the RSL loop
// below computes the same).
float coord(float i, float step) { return i * step - std::floor(i * step); }

// Every lookup straight through OIIO: returns the sum of the red channel.
double direct(const char *map, long n, float texel, double *secs)
{
    TextureSystem *ts = TextureSystem::create(false);
    ts->attribute("automip", 1);
    TextureSystem::Perthread *thread = ts->get_perthread_info();
    TextureSystem::TextureHandle *h = ts->get_texture_handle(ustring(map), thread);
    TextureOpt opt;
    opt.interpmode = TextureOpt::InterpBilinear;
    double sum = 0;
    auto t0 = std::chrono::steady_clock::now();
    for (long i = 0; i < n; i++) {
        float s = coord((float)i, 0.618034f), t = coord((float)i, 0.414214f), c[3];
        ts->texture(h, thread, opt, s, t, texel, 0, 0, texel, 3, c);
        sum += c[0];
    }
    *secs = seconds_since(t0);
    return sum; // ts is not destroyed: see texture_oiio.cpp
}

const char glue_source[] =
    "float lookups(string map; float n, texel) {\n"
    "    float i, sum = 0, h = texel / 2;\n"
    "    for (i = 0; i < n; i += 1) {\n"
    "        float ss = i * 0.618034 - floor(i * 0.618034), tt = i * 0.414214 - floor(i * 0.414214);\n"
    "        color c = texture(map, ss - h, tt - h, ss + h, tt - h, ss - h, tt + h, ss + h, tt + h,\n"
    "                          \"filter\", \"triangle\");\n"
    "        sum += comp(c, 0);\n"
    "    }\n"
    "    return sum;\n"
    "}\n";

// The same lookups through an RSL function and the host glue.
double glue(const char *map, long n, float texel, double *secs)
{
    rsl_diag *diag = rsl_diag_new(stderr);
    rsl_jit_options opts = {};
    opts.optimize = true;
    opts.errors = stderr;
    opts.tool = "texture-bench";
    opts.no_loop_budget = true;
    rsl_jit_unit *u = rsl_jit_compile_string("lookups.sl", glue_source, sizeof glue_source - 1, &opts, diag);
    rsl_diag_free(diag);
    if (!u)
        std::exit(1);
    const rsl_jit_entry *e = rsl_jit_find(u, "lookups", 0);
    rsl_jit_value args[3] = {}, result = {};
    args[0].s = rsl_jit_string_id(u, map);
    args[1].f[0] = (float)n;
    args[2].f[0] = texel;
    rsl_globals g;
    rsl_jit_default_globals(&g);
    auto t0 = std::chrono::steady_clock::now();
    rsl_jit_call(u, e, args, &result, &g);
    *secs = seconds_since(t0);
    rsl_jit_unit_free(u);
    return result.f[0];
}

} // namespace

int main(int argc, char **argv)
{
    if (argc < 2) {
        std::fprintf(stderr, "usage: texture-bench MAP.tx [LOOKUPS]\n");
        return 2;
    }
    const char *map = argv[1];
    long n = argc > 2 ? std::atol(argv[2]) : 2000000;
    if (n <= 0 || n > 16000000) { // float loop counters are exact to 2^24
        std::fprintf(stderr, "texture-bench: LOOKUPS must be in 1..16000000\n");
        return 2;
    }
    int res[2] = {0, 0};
    TextureSystem *probe = TextureSystem::create(false); // not destroyed: see texture_oiio.cpp
    probe->get_texture_info(ustring(map), 0, ustring("resolution"), TypeDesc(TypeDesc::INT, 2), res);
    if (res[0] <= 0) {
        std::fprintf(stderr, "texture-bench: cannot read %s\n", map);
        return 1;
    }
    float texel = 1.0f / (float)res[0];
    double t_direct, t_glue;
    double s_direct = direct(map, n, texel, &t_direct);
    double s_glue = glue(map, n, texel, &t_glue);
    std::printf("map: %s (%dx%d), %ld lookups, one texel wide, bilinear\n", map, res[0], res[1], n);
    std::printf("oiio TextureSystem direct: %8.2f M lookups/s (mean red %.4f)\n", n / t_direct / 1e6, s_direct / n);
    std::printf("rsl texture() via glue:    %8.2f M lookups/s (mean red %.4f)\n", n / t_glue / 1e6, s_glue / n);
    std::printf("glue / direct: %.2f\n", t_direct / t_glue);
    return 0;
}
