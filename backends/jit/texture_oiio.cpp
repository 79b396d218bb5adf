// Map files through OpenImageIO (texture_oiio.h).  The TextureSystem is
// private to this file (created on first use); lookups find their map through a one-entry cache per thread, so a
// shader reading one map pays OIIO's name lookup once.
#include "texture_oiio.h"

#include <OpenImageIO/Imath.h>
#include <OpenImageIO/imageio.h>
#include <OpenImageIO/texture.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <mutex>
#include <set>
#include <string>

using namespace OIIO;

namespace {

// The process's texture system.  It is never destroyed: OIIO 2.4's
// TextureSystem::destroy deletes through a base of another size (ASan's
// new-delete-type-mismatch), and a system reachable from this static is
// no leak.
TextureSystem *create_system()
{
    TextureSystem *ts = TextureSystem::create(false);
    // Untiled, un-MIP-mapped files (PNG, JPEG, plain TIFF) are MIP-mapped
    // in memory, so every format filters by its footprint.
    ts->attribute("automip", 1);
    return ts;
}

TextureSystem *texture_system()
{
    static TextureSystem *const ts = create_system();
    return ts;
}

// One warning per map name, for the process.
void warn_once(const char *map, const std::string &why)
{
    static std::mutex lock;
    static std::set<std::string> warned;
    std::lock_guard<std::mutex> hold(lock);
    if (!warned.insert(map).second)
        return;
    std::string first = why.substr(0, why.find('\n'));
    std::fprintf(stderr, "warning: cannot read texture '%s'%s%s\n", map, first.empty() ? "" : ": ",
                 first.c_str());
}

struct Map {
    TextureSystem *ts;
    TextureSystem::Perthread *thread;
    TextureSystem::TextureHandle *handle;
    int nchannels;
};

// The map named `name`, or false after warning (once) that it cannot be read.
bool open_map(const char *name, Map &m)
{
    thread_local ustring cached_name;
    thread_local TextureSystem::TextureHandle *cached_handle;
    thread_local int cached_channels;
    m.ts = texture_system();
    m.thread = m.ts->get_perthread_info();
    if (cached_name.empty() || std::strcmp(cached_name.c_str(), name) != 0) {
        cached_name = ustring(name);
        cached_handle = m.ts->get_texture_handle(cached_name, m.thread);
        cached_channels = 0;
        if (!cached_handle
            || !m.ts->get_texture_info(cached_handle, m.thread, 0, ustring("channels"), TypeInt, &cached_channels))
            cached_channels = 0;
        if (cached_channels <= 0)
            warn_once(name, m.ts->geterror());
    }
    m.handle = cached_handle;
    m.nchannels = cached_channels;
    return m.nchannels > 0;
}

struct Vec3 {
    float x, y, z;
};
Vec3 vec(const rsl_float3 &p) { return {p[0], p[1], p[2]}; } // [i]: clang's and gcc's vectors alike
Vec3 operator+(Vec3 a, Vec3 b) { return {a.x + b.x, a.y + b.y, a.z + b.z}; }
Vec3 operator-(Vec3 a, Vec3 b) { return {a.x - b.x, a.y - b.y, a.z - b.z}; }
Vec3 operator*(Vec3 a, float k) { return {a.x * k, a.y * k, a.z * k}; }

// The area a lookup filters: its centre and its two edges (RI 3.2's four
// corners: the point, one step along u, one along v, one along both).  A
// single point has no area: only the blur filters it.
struct Footprint {
    Vec3 centre, dx, dy;
};
Footprint footprint(const rsl_float3 *at, int nat)
{
    if (nat < 4)
        return {vec(at[0]), {0, 0, 0}, {0, 0, 0}};
    Vec3 a = vec(at[0]), b = vec(at[1]), c = vec(at[2]), d = vec(at[3]);
    return {(a + b + c + d) * 0.25f, ((b - a) + (d - c)) * 0.5f, ((c - a) + (d - b)) * 0.5f};
}

TextureOpt lookup_options(const rsl_texture_options *o, const char *filter, int channel)
{
    TextureOpt opt;
    opt.firstchannel = channel;
    opt.sblur = o->sblur;
    opt.tblur = o->tblur;
    opt.swidth = o->swidth;
    opt.twidth = o->twidth;
    opt.fill = o->fill;
    if (std::strcmp(filter, "box") == 0)
        opt.interpmode = TextureOpt::InterpClosest;
    else if (std::strcmp(filter, "triangle") == 0)
        opt.interpmode = TextureOpt::InterpBilinear;
    return opt;
}

void fill(float out[3], float value) { out[0] = out[1] = out[2] = value; }

// A lookup OIIO refused: warned once, its error taken (OIIO keeps a
// thread's errors until they are read), the fill.
int failed(const char *map, const Map &m, const rsl_texture_options *o, float out[3])
{
    warn_once(map, m.ts->geterror());
    fill(out, o->fill);
    return 0;
}

// A one-channel map answers a color lookup in all three channels.
void widen_gray(const Map &m, int channel, float out[3])
{
    if (m.nchannels == 1 && channel == 0)
        out[1] = out[2] = out[0];
}

// An rsl_matrix (row-major, points as row vectors) as Imath's (the same).
Imath::M44f matrix(const rsl_matrix *m)
{
    const float *w = m->m;
    return Imath::M44f(w[0], w[1], w[2], w[3], w[4], w[5], w[6], w[7], w[8], w[9], w[10], w[11], w[12], w[13], w[14],
                       w[15]);
}

// The map's matrix `name` (a shadow or a camera's map carries them).
bool map_matrix(const Map &m, const char *name, Imath::M44f &out)
{
    return m.ts->get_texture_info(m.handle, m.thread, 0, ustring(name), TypeMatrix, &out);
}

} // namespace

int rsl_oiio_texture(const char *map, int channel, const rsl_float3 *at, int nat, const rsl_texture_options *o,
                     const char *filter, float out[3])
{
    Map m;
    fill(out, o->fill);
    if (channel < 0 || !open_map(map, m)) // channels before the first, as past the last: the fill
        return 0;
    TextureOpt opt = lookup_options(o, filter, channel);
    Footprint f = footprint(at, nat);
    if (!m.ts->texture(m.handle, m.thread, opt, f.centre.x, f.centre.y, f.dx.x, f.dx.y, f.dy.x, f.dy.y, 3, out))
        return failed(map, m, o, out);
    widen_gray(m, channel, out);
    return 1;
}

int rsl_oiio_environment(const char *map, int channel, const rsl_float3 *at, int nat,
                         const rsl_texture_options *o, const char *filter, float out[3])
{
    Map m;
    fill(out, o->fill);
    if (channel < 0 || !open_map(map, m))
        return 0;
    TextureOpt opt = lookup_options(o, filter, channel);
    Footprint f = footprint(at, nat);
    // RI 3.2's lat-long maps put (x, y, z) = (cos lon cos lat, sin lon cos
    // lat, sin lat) at longitude 0..360 degrees left to right, latitude 90
    // at the top; OIIO's have +y up and +z in the middle: (y, z, -x) in
    // OIIO's frame is RI's (x, y, z).
    auto oiio = [](Vec3 v) { return Imath::V3f(v.y, v.z, -v.x); };
    Imath::V3f R = oiio(f.centre), dRdx = oiio(f.dx), dRdy = oiio(f.dy);
    if (!m.ts->environment(m.handle, m.thread, opt, R, dRdx, dRdy, 3, out))
        return failed(map, m, o, out);
    widen_gray(m, channel, out);
    return 1;
}

int rsl_oiio_shadow(const char *map, const rsl_matrix *world_to_current, const rsl_float3 *at, int nat,
                    const rsl_texture_options *o, float *out)
{
    Map m;
    *out = o->fill;
    if (!open_map(map, m))
        return 0;
    Imath::M44f to_camera, to_screen;
    if (!map_matrix(m, "worldtocamera", to_camera) || !map_matrix(m, "worldtoscreen", to_screen)) {
        warn_once(map, "it has no worldtocamera and worldtoscreen matrices (not a shadow map)");
        return 0;
    }
    // Each point in the map: (s, t) from the screen's [-1, 1] square, depth
    // along the map camera's z.  Matrices are row-major, points row vectors
    // (RenderMan's convention and Imath's).
    Imath::M44f current_to_world = matrix(world_to_current).inverse();
    float smin = INFINITY, smax = -INFINITY, tmin = INFINITY, tmax = -INFINITY, depth = 0;
    for (int i = 0; i < nat; i++) {
        Imath::V3f p, cam, scr;
        current_to_world.multVecMatrix(Imath::V3f(at[i][0], at[i][1], at[i][2]), p);
        to_camera.multVecMatrix(p, cam);
        to_screen.multVecMatrix(p, scr);
        float s = (scr.x + 1) * 0.5f, t = (1 - scr.y) * 0.5f;
        smin = std::min(smin, s), smax = std::max(smax, s);
        tmin = std::min(tmin, t), tmax = std::max(tmax, t);
        depth += cam.z / (float)nat;
    }
    // The area: the points' box widened by "width" (RI 3.2: it multiplies
    // the filter's width), then by "blur" (a fraction of the map).
    float sgrow = (smax - smin) * (o->swidth - 1) * 0.5f + o->sblur * 0.5f;
    float tgrow = (tmax - tmin) * (o->twidth - 1) * 0.5f + o->tblur * 0.5f;
    smin -= sgrow, smax += sgrow;
    tmin -= tgrow, tmax += tgrow;
    bool area = smax > smin || tmax > tmin;
    // A k x k grid of cell centres over the area (k at most 32: bounded work).
    float asked = o->samples >= 1 ? std::min(o->samples, 1024.0f) : area ? 16.0f : 1.0f; // NaN: the default
    int k = (int)std::ceil(std::sqrt(asked));
    TextureOpt opt;
    opt.interpmode = TextureOpt::InterpClosest;
    opt.mipmode = TextureOpt::MipModeNoMIP;
    opt.swrap = opt.twrap = TextureOpt::WrapClamp;
    int hidden = 0;
    for (int i = 0; i < k; i++) {
        for (int j = 0; j < k; j++) {
            float s = smin + (smax - smin) * ((float)i + 0.5f) / (float)k;
            float t = tmin + (tmax - tmin) * ((float)j + 0.5f) / (float)k;
            float nearest = INFINITY;
            if (!(s >= 0 && s <= 1 && t >= 0 && t <= 1)) // outside, or NaN
                continue;
            if (!m.ts->texture(m.handle, m.thread, opt, s, t, 0, 0, 0, 0, 1, &nearest)) {
                warn_once(map, m.ts->geterror());
                return 0;
            }
            hidden += depth - o->bias > nearest;
        }
    }
    *out = (float)hidden / (float)(k * k);
    return 1;
}

int rsl_oiio_textureinfo(const char *map, const char *query, float *floats, int max, const char **text)
{
    Map m;
    if (!open_map(map, m))
        return 0;
    if (std::strcmp(query, "resolution") == 0) {
        int res[2];
        if (max < 2 || !m.ts->get_texture_info(m.handle, m.thread, 0, ustring("resolution"), TypeDesc(TypeDesc::INT, 2), res))
            return 0;
        floats[0] = (float)res[0], floats[1] = (float)res[1];
        return 2;
    }
    if (std::strcmp(query, "channels") == 0) {
        if (max < 1)
            return 0;
        floats[0] = (float)m.nchannels;
        return 1;
    }
    if (std::strcmp(query, "type") == 0) {
        ustring format;
        if (!m.ts->get_texture_info(m.handle, m.thread, 0, ustring("textureformat"), TypeString, &format))
            return 0;
        *text = format == "Shadow" ? "shadow" : std::strstr(format.c_str(), "Environment") ? "environment" : "texture";
        return 1;
    }
    const char *matrix = std::strcmp(query, "viewingmatrix") == 0      ? "worldtocamera"
                         : std::strcmp(query, "projectionmatrix") == 0 ? "worldtoscreen"
                                                                       : nullptr;
    Imath::M44f mat;
    if (!matrix || max < 16 || !map_matrix(m, matrix, mat))
        return 0;
    std::memcpy(floats, mat.getValue(), 16 * sizeof(float));
    return 16;
}

void rsl_oiio_searchpath(const char *dirs) { texture_system()->attribute("searchpath", dirs); }

int rsl_oiio_write_depth(const char *path, int width, int height, const float *depth,
                         const rsl_matrix *world_to_camera, const rsl_matrix *screen_to_camera,
                         const float screen_window[4], char *err, size_t errlen)
{
    Imath::M44f to_camera = matrix(world_to_camera), camera_to_screen = matrix(screen_to_camera).inverse();
    // The screen window to [-1, 1]^2: x' = (2x - (l + r)) / (r - l), alike in y.
    const float *w = screen_window;
    Imath::M44f window(2 / (w[1] - w[0]), 0, 0, 0, 0, 2 / (w[3] - w[2]), 0, 0, 0, 0, 1, 0,
                       -(w[0] + w[1]) / (w[1] - w[0]), -(w[2] + w[3]) / (w[3] - w[2]), 0, 1);
    Imath::M44f to_screen = to_camera * camera_to_screen * window;
    ImageSpec spec(width, height, 1, TypeDesc::FLOAT);
    spec.channelnames = {"z"};
    spec.attribute("worldtocamera", TypeMatrix, &to_camera);
    spec.attribute("worldtoscreen", TypeMatrix, &to_screen);
    auto out = ImageOutput::create("tiff");
    if (!out || !out->open(path, spec) || !out->write_image(TypeDesc::FLOAT, depth) || !out->close()) {
        std::string why = out ? out->geterror() : OIIO::geterror();
        std::snprintf(err, errlen, "cannot write the depth map '%s': %s", path, why.substr(0, why.find('\n')).c_str());
        return -1;
    }
    return 0;
}
