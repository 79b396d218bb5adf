/* The renderer core's camera: the view of a scene (RIB options or a
 * built-in camera) and the primary ray of a sample, with RI 3.2's crop
 * window, clipping planes and thin-lens depth of field. */
#include "render_core.h"

#include <math.h>
#include <stdlib.h>

#include "rsl_format.h"
#include "scene_internal.h"

render_view render_view_simple(const scene_camera *c, int width, int height)
{
    return (render_view){.width = width, .height = height, .camera = *c, .crop = {0, width, 0, height},
                         .hither = 0, .yon = INFINITY, .samples = {1, 1}, .jitter = false,
                         .filter = RENDER_FILTER_BOX, .filter_width = {1, 1}, .gain = 1, .gamma = 1};
}

/* The first pixel whose centre is at or right of fraction f of n pixels. */
static int crop_edge(float f, int n)
{
    int i = (int)ceilf(f * (float)n - 0.5f);
    return i < 0 ? 0 : i > n ? n : i;
}

bool render_view_rib(const scene_rib_options *o, const scene_camera *c, int width, int height, render_view *out,
                     char **err)
{
    render_view v = render_view_simple(c, width, height);
    const char *filter = o->filter ? o->filter : "gaussian";
    if (!render_filter_named(filter, &v.filter)) {
        *err = rsl_format("PixelFilter \"%s\" is not supported (box, triangle, gaussian, catmull-rom, sinc)", filter);
        return false;
    }
    /* A pixel is rendered when its centre lies in the crop window. */
    v.crop[0] = crop_edge(o->crop[0], width);
    v.crop[1] = crop_edge(o->crop[1], width);
    v.crop[2] = crop_edge(o->crop[2], height);
    v.crop[3] = crop_edge(o->crop[3], height);
    if (v.crop[0] >= v.crop[1] || v.crop[2] >= v.crop[3]) {
        *err = rsl_format("CropWindow %g %g %g %g holds no pixel centre of the %dx%d image", (double)o->crop[0],
                          (double)o->crop[1], (double)o->crop[2], (double)o->crop[3], width, height);
        return false;
    }
    v.hither = o->hither;
    v.yon = o->yon;
    if (o->perspective && isfinite(o->fstop) && o->fstop > 0 && o->focal_length > 0 && o->focal_distance > 0) {
        v.lens_radius = o->focal_length / (2 * o->fstop);
        v.focal_distance = o->focal_distance;
    }
    for (int k = 0; k < 2; k++) {
        /* Bounds that keep the work per pixel reasonable. */
        if (!(o->pixel_samples[k] <= RENDER_MAX_SAMPLES) || !(o->filter_width[k] > 0) ||
            !(o->filter_width[k] <= RENDER_MAX_FILTER_WIDTH)) {
            *err = rsl_format("PixelSamples %g %g / PixelFilter widths %g %g: at most %d samples a side and widths "
                              "above 0 up to %d pixels", (double)o->pixel_samples[0], (double)o->pixel_samples[1],
                              (double)o->filter_width[0], (double)o->filter_width[1], RENDER_MAX_SAMPLES,
                              RENDER_MAX_FILTER_WIDTH);
            return false;
        }
        v.samples[k] = (int)floorf(o->pixel_samples[k]);
        v.filter_width[k] = o->filter_width[k];
    }
    v.jitter = o->jitter;
    v.gain = o->gain;
    v.gamma = o->gamma;
    *out = v;
    return true;
}

int render_view_out_width(const render_view *v)
{
    return v->crop[1] - v->crop[0];
}

int render_view_out_height(const render_view *v)
{
    return v->crop[3] - v->crop[2];
}

void render_camera_ray_diff(const scene_camera_rays *c, int x, int y, int width, int height, scene_vec3 out[4])
{
    float aspect = (float)width / (float)height, px = ((float)x + 0.5f) / (float)width,
          py = ((float)y + 0.5f) / (float)height;
    /* The pixel's ray and those one pixel right and one down. */
    float bx[3] = {px, px + 1.0f / (float)width, px}, by[3] = {py, py, py + 1.0f / (float)height};
    scene_ray_block b;
    scene_camera_rays_block(c, 3, bx, by, aspect, &b);
    for (int k = 0; k < 2; k++) {
        out[k] = v3(b.ox[k + 1] - b.ox[0], b.oy[k + 1] - b.oy[0], b.oz[k + 1] - b.oz[0]);
        out[k + 2] = v3(b.dx[k + 1] - b.dx[0], b.dy[k + 1] - b.dy[0], b.dz[k + 1] - b.dz[0]);
    }
}

void render_view_rays_init(render_view_rays *r, const render_view *v)
{
    r->v = v;
    scene_camera_rays_init(&r->cam, &v->camera);
    r->aspect = (float)v->width / (float)v->height;
}

/* Thin lens: ray i of b becomes the ray from a point (lu, lv) of the lens
 * disc (uniform by area) through where the pinhole ray meets the focal
 * plane. */
static void thin_lens(const render_view *v, float lu, float lv, scene_ray_block *b, size_t i)
{
    scene_vec3 org = v3(b->ox[i], b->oy[i], b->oz[i]), dir = v3(b->dx[i], b->dy[i], b->dz[i]);
    float rad = v->lens_radius * sqrtf(lu), a = 2 * (float)SCENE_PI * lv;
    float k = (v->focal_distance - org.z) / dir.z;
    scene_vec3 f = {org.x + dir.x * k, org.y + dir.y * k, v->focal_distance};
    org = (scene_vec3){org.x + rad * cosf(a), org.y + rad * sinf(a), org.z};
    scene_vec3 d = {f.x - org.x, f.y - org.y, f.z - org.z};
    float l = sqrtf(d.x * d.x + d.y * d.y + d.z * d.z);
    b->ox[i] = org.x, b->oy[i] = org.y, b->oz[i] = org.z;
    b->dx[i] = d.x / l, b->dy[i] = d.y / l, b->dz[i] = d.z / l;
}

void render_view_ray(const render_view *v, float fx, float fy, float lu, float lv, render_sample *s)
{
    render_view_rays r;
    render_view_rays_init(&r, v);
    float frame[2] = {fx, fy}, lens[2] = {lu, lv};
    render_view_rays_row(&r, 1, frame, lens, s);
}

/* A block of m samples' rays: the camera's rays through their image
 * positions, bent by the lens, then clipped. */
static void view_rays_block(const render_view_rays *r, size_t m, const float *frame, const float *lens,
                            render_sample *s)
{
    const render_view *v = r->v;
    float px[SCENE_RAY_BLOCK], py[SCENE_RAY_BLOCK], tmin[SCENE_RAY_BLOCK], tmax[SCENE_RAY_BLOCK];
    for (size_t i = 0; i < m; i++) {
        px[i] = frame[2 * i] / (float)v->width;
        py[i] = frame[2 * i + 1] / (float)v->height;
    }
    scene_ray_block b;
    scene_camera_rays_block(&r->cam, m, px, py, r->aspect, &b);
    for (size_t i = 0; v->lens_radius > 0 && i < m; i++)
        if (b.dz[i] > 0)
            thin_lens(v, lens ? lens[2 * i] : 0, lens ? lens[2 * i + 1] : 0, &b, i);
    /* Clipping bounds camera-space z: hither <= org.z + t dir.z <= yon;
     * 1e-4 keeps the eye's own surface out, as the renderers always did.
     * A hither under 0.5e-4 dir.z ahead gives a near t under 1e-4, an
     * infinite yon an infinite far t.  (Selects, not branches: the
     * divisions by a dir.z <= 0 are computed and not used.) */
    bool yon_infinite = v->yon == INFINITY;
    for (size_t i = 0; i < m; i++) {
        float oz = b.oz[i], dz = b.dz[i], ahead = v->hither - oz;
        float near = ahead < 0.5e-4f * dz ? 0 : ahead / dz;
        float far = yon_infinite && isfinite(oz) ? INFINITY : (v->yon - oz) / dz;
        tmin[i] = dz > 0 && near > 1e-4f ? near : 1e-4f;
        tmax[i] = dz > 0 ? far : INFINITY;
    }
    for (size_t i = 0; i < m; i++) {
        s[i].px = px[i];
        s[i].py = py[i];
        s[i].ray = (scene_ray){v3(b.ox[i], b.oy[i], b.oz[i]), v3(b.dx[i], b.dy[i], b.dz[i]), tmin[i], tmax[i]};
    }
}

void render_view_rays_row(const render_view_rays *r, size_t n, const float *frame, const float *lens,
                          render_sample *s)
{
    for (size_t i = 0; i < n; i += SCENE_RAY_BLOCK)
        view_rays_block(r, n - i < SCENE_RAY_BLOCK ? n - i : SCENE_RAY_BLOCK, &frame[2 * i], lens ? &lens[2 * i] : NULL,
                        &s[i]);
}
