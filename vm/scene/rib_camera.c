/* RIB camera and image options (RI 3.2 section 4.1): Format, aspect ratios,
 * screen and crop windows, the projection, clipping, sampling, filtering,
 * exposure, depth of field, shutter and Display; at WorldBegin they become
 * the scene's camera. */
#include "rib_internal.h"

#include <math.h>
#include <string.h>

/* The largest image side, in Format and when -W/-H derive one. */
#define RIB_MAX_RESOLUTION 65536

void rib_camera_defaults(scene_rib_options *o)
{
    *o = (scene_rib_options){
        .xres = 640, .yres = 480, .pixel_aspect = 1, .frame_aspect = -1, .screen = {0, 0, 0, 0},
        .crop = {0, 1, 0, 1}, .perspective = false, .fov = 90, .hither = 1e-10f, .yon = INFINITY,
        .pixel_samples = {2, 2}, .jitter = true, .filter_width = {2, 2}, .gain = 1, .gamma = 1, .fstop = INFINITY,
        .imager = -1,
    };
}

static bool format(rib_state *st, const rib_request *rq)
{
    float v[3];
    if (!rib_floats(st, rq, 3, v))
        return false;
    if (!(v[0] >= 1 && v[0] <= RIB_MAX_RESOLUTION && v[1] >= 1 && v[1] <= RIB_MAX_RESOLUTION &&
          v[0] == floorf(v[0]) && v[1] == floorf(v[1])))
        return rib_error(st, rq->line, rq->col, "Format: the resolution must be whole numbers from 1 to %d",
                         RIB_MAX_RESOLUTION);
    scene_rib_options *o = &st->r->opt;
    o->xres = (int)v[0];
    o->yres = (int)v[1];
    o->pixel_aspect = v[2] > 0 ? v[2] : 1; /* RI 3.2: a negative or zero aspect means the default */
    return true;
}

static bool positive1(rib_state *st, const rib_request *rq, float *out, float lo)
{
    float v;
    if (!rib_floats(st, rq, 1, &v))
        return false;
    if (!(v > lo) || isinf(v))
        return rib_error(st, rq->line, rq->col, "%s must be a finite number above %g", rq->name, lo);
    *out = v;
    return true;
}

static bool options(rib_state *st, const rib_request *rq)
{
    scene_rib_options *o = &st->r->opt;
    const char *n = rq->name;
    float v[4];
    if (strcmp(n, "FrameAspectRatio") == 0)
        return positive1(st, rq, &o->frame_aspect, 0);
    if (strcmp(n, "ScreenWindow") == 0 || strcmp(n, "CropWindow") == 0) {
        if (!rib_floats(st, rq, 4, v))
            return false;
        if (n[0] == 'S') {
            if (v[0] == v[1] || v[2] == v[3])
                return rib_error(st, rq->line, rq->col, "ScreenWindow: an empty window");
            memcpy(o->screen, v, sizeof v);
        } else {
            if (!(v[0] >= 0 && v[0] < v[1] && v[1] <= 1 && v[2] >= 0 && v[2] < v[3] && v[3] <= 1))
                return rib_error(st, rq->line, rq->col,
                                 "CropWindow: needs 0 <= xmin < xmax <= 1 and 0 <= ymin < ymax <= 1");
            memcpy(o->crop, v, sizeof v);
        }
        return true;
    }
    if (strcmp(n, "Clipping") == 0) {
        if (!rib_floats(st, rq, 2, v))
            return false;
        if (!(v[0] > 0 && v[1] > v[0]))
            return rib_error(st, rq->line, rq->col, "Clipping needs 0 < hither < yon");
        o->hither = v[0];
        o->yon = v[1];
        return true;
    }
    if (strcmp(n, "PixelSamples") == 0) {
        if (!rib_floats(st, rq, 2, v))
            return false;
        if (!(v[0] >= 1 && v[1] >= 1))
            return rib_error(st, rq->line, rq->col, "PixelSamples must be at least 1");
        o->pixel_samples[0] = v[0];
        o->pixel_samples[1] = v[1];
        return true;
    }
    if (strcmp(n, "PixelFilter") == 0) {
        const char *f = rib_string(st, rq, 0);
        if (!f)
            return false;
        if (rq->nargs != 3 || rq->args[1].kind != RIB_ARG_NUMBER || rq->args[2].kind != RIB_ARG_NUMBER)
            return rib_error(st, rq->line, rq->col, "PixelFilter needs a filter name, an x width and a y width");
        o->filter = rib_arena_strdup(st->r, f);
        o->filter_width[0] = rq->nums[rq->args[1].first];
        o->filter_width[1] = rq->nums[rq->args[2].first];
        return true;
    }
    if (strcmp(n, "Exposure") == 0) {
        if (!rib_floats(st, rq, 2, v))
            return false;
        if (!(v[1] > 0))
            return rib_error(st, rq->line, rq->col, "Exposure: gamma must be positive");
        o->gain = v[0];
        o->gamma = v[1];
        return true;
    }
    if (strcmp(n, "DepthOfField") == 0) {
        if (rq->nargs == 0) {
            o->fstop = INFINITY;
            return true;
        }
        if (!rib_floats(st, rq, 3, v))
            return false;
        o->fstop = v[0];
        o->focal_length = v[1];
        o->focal_distance = v[2];
        return true;
    }
    if (strcmp(n, "Shutter") == 0) {
        if (!rib_floats(st, rq, 2, v))
            return false;
        o->shutter[0] = v[0];
        o->shutter[1] = v[1];
        return true;
    }
    return false;
}

static bool projection(rib_state *st, const rib_request *rq)
{
    const char *kind = rib_string(st, rq, 0);
    scene_param *ps;
    size_t np;
    if (!kind || !rib_params(st, rq, 1, &ps, &np))
        return false;
    scene_rib_options *o = &st->r->opt;
    if (strcmp(kind, "perspective") == 0) {
        o->perspective = true;
        const scene_param *fov = scene_param_find(ps, np, "fov");
        if (fov && fov->f && fov->nvalues == 1) {
            if (!(fov->f[0] > 0 && fov->f[0] < 180))
                return rib_error(st, rq->line, rq->col, "Projection: \"fov\" must be in (0, 180) degrees");
            o->fov = fov->f[0];
        }
    } else if (strcmp(kind, "orthographic") == 0) {
        o->perspective = false;
    } else {
        return rib_error(st, rq->args[0].line, rq->args[0].col,
                         "Projection \"%s\" is not supported (\"perspective\" or \"orthographic\")", kind);
    }
    return true;
}

/* Hider TYPE: any hider is the ray tracer's; its "jitter" (PRMan's) turns
 * the pixel samples' jitter off (0) or on. */
static bool hider(rib_state *st, const rib_request *rq)
{
    scene_param *ps;
    size_t np;
    if (!rib_string(st, rq, 0) || !rib_params(st, rq, 1, &ps, &np))
        return false;
    const scene_param *jitter = scene_param_find(ps, np, "jitter");
    if (jitter && jitter->f && jitter->nvalues == 1)
        st->r->opt.jitter = jitter->f[0] != 0;
    return true;
}

static bool display(rib_state *st, const rib_request *rq)
{
    const char *name, *type, *mode;
    if (rq->nargs < 3 || !(name = rib_string(st, rq, 0)) || !(type = rib_string(st, rq, 1)) ||
        !(mode = rib_string(st, rq, 2)))
        return st->error ? false : rib_error(st, rq->line, rq->col, "Display needs a name, a type and a mode");
    scene_param *ps;
    size_t np;
    if (!rib_params(st, rq, 3, &ps, &np))
        return false;
    if (name[0] == '+') {
        rib_warn(st, rq->line, rq->col, "Display \"%s\": only one image is written; extra displays are ignored",
                 name);
        return true;
    }
    if (strcmp(mode, "rgb") && strcmp(mode, "rgba") && strcmp(mode, "z")) /* z: a depth map */
        return rib_error(st, rq->args[2].line, rq->args[2].col, "Display mode \"%s\" is not supported (\"rgb\", "
                         "\"rgba\" or \"z\")", mode);
    scene_rib_options *o = &st->r->opt;
    o->display_name = rib_arena_strdup(st->r, name);
    o->display_type = rib_arena_strdup(st->r, type);
    o->display_mode = rib_arena_strdup(st->r, mode);
    return true;
}

rib_handler rib_camera_handler(const char *name)
{
    if (strcmp(name, "Format") == 0)
        return format;
    if (strcmp(name, "Projection") == 0)
        return projection;
    if (strcmp(name, "Display") == 0)
        return display;
    if (strcmp(name, "Hider") == 0)
        return hider;
    static const char *const opts[] = {"FrameAspectRatio", "ScreenWindow", "CropWindow", "Clipping", "PixelSamples",
                                       "PixelFilter", "Exposure", "DepthOfField", "Shutter"};
    for (size_t i = 0; i < sizeof opts / sizeof opts[0]; i++)
        if (strcmp(name, opts[i]) == 0)
            return options;
    return NULL;
}

/* The inverse of a 4x4 matrix (Gauss-Jordan with partial pivoting, in
 * double); false when singular. */
static bool invert(const double a[4][4], scene_mat4 *out)
{
    double m[4][8];
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 8; j++)
            m[i][j] = j < 4 ? a[i][j] : (j - 4 == i);
    for (int c = 0; c < 4; c++) {
        int p = c;
        for (int r = c + 1; r < 4; r++)
            if (fabs(m[r][c]) > fabs(m[p][c]))
                p = r;
        if (m[p][c] == 0)
            return false;
        for (int j = 0; j < 8; j++) {
            double t = m[c][j];
            m[c][j] = m[p][j];
            m[p][j] = t;
        }
        for (int r = 0; r < 4; r++) {
            double f = m[r][c] / m[c][c];
            for (int j = 0; r != c && j < 8; j++)
                m[r][j] -= f * m[c][j];
        }
    }
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 4; j++)
            out->m[i][j] = (float)(m[i][j + 4] / m[i][i]);
    return true;
}

/* "screen", "NDC" and "raster" (RI 3.2 section 4.1.1): camera space to
 * screen is the projection (a perspective one divides by z and maps
 * hither..yon to 0..1 in z), screen to NDC maps the screen window to
 * [0,1]^2 with y down, NDC to raster scales by the resolution.  Recorded
 * as their inverses (to camera space), projective under a perspective
 * camera: divide by the fourth row. */
static void screen_spaces(rib_state *st)
{
    const scene_rib_options *o = &st->r->opt;
    double c = o->perspective ? 1 / tan(o->fov * SCENE_PI / 360) : 1;
    double n = o->hither, f = o->yon;
    double zz = !o->perspective ? 1 : isfinite(f) ? f / (f - n) : 1;
    double zw = !o->perspective ? 0 : isfinite(f) ? -f * n / (f - n) : -n;
    double w = o->perspective ? 1 : 0;
    double screen[4][4] = {{c, 0, 0, 0}, {0, c, 0, 0}, {0, 0, zz, zw}, {0, 0, w, 1 - w}};
    double l = o->screen[0], r = o->screen[1], b = o->screen[2], t = o->screen[3];
    double ndc[4][4] = {
        {1 / (r - l), 0, 0, -l / (r - l)}, {0, -1 / (t - b), 0, t / (t - b)}, {0, 0, 1, 0}, {0, 0, 0, 1}};
    double raster[4][4] = {{o->xres, 0, 0, 0}, {0, o->yres, 0, 0}, {0, 0, 1, 0}, {0, 0, 0, 1}};
    const char *names[3] = {"screen", "NDC", "raster"};
    const double(*steps[3])[4] = {screen, ndc, raster};
    double acc[4][4] = {{1, 0, 0, 0}, {0, 1, 0, 0}, {0, 0, 1, 0}, {0, 0, 0, 1}};
    for (int k = 0; k < 3; k++) {
        double next[4][4] = {{0}};
        for (int i = 0; i < 4; i++)
            for (int j = 0; j < 4; j++)
                for (int m = 0; m < 4; m++)
                    next[i][j] += steps[k][i][m] * acc[m][j];
        memcpy(acc, next, sizeof acc);
        scene_mat4 to_camera;
        if (invert(acc, &to_camera))
            rib_add_coordsys(st, names[k], to_camera);
    }
}

void rib_camera_finish(rib_state *st)
{
    scene_rib_options *o = &st->r->opt;
    if (o->frame_aspect <= 0)
        o->frame_aspect = (float)o->xres * o->pixel_aspect / (float)o->yres;
    if (o->screen[0] == o->screen[1]) {
        /* RI 3.2's default window: -1..1 across the smaller side. */
        float a = o->frame_aspect;
        float w[4] = {-a, a, -1, 1}, t[4] = {-1, 1, -1 / a, 1 / a};
        memcpy(o->screen, a >= 1 ? w : t, sizeof w);
    }
    /* A renderer's -W/-H: the same screen window over other pixels (the
     * side it derives kept within Format's limits). */
    if (st->width > 0 && st->height > 0) {
        o->xres = st->width, o->yres = st->height;
    } else if (st->width > 0) {
        o->yres = (int)fmin(fmax(round((double)st->width * o->yres / o->xres), 1), RIB_MAX_RESOLUTION);
        o->xres = st->width;
    } else if (st->height > 0) {
        o->xres = (int)fmin(fmax(round((double)st->height * o->xres / o->yres), 1), RIB_MAX_RESOLUTION);
        o->yres = st->height;
    }
    scene_camera *c = &st->r->scene->camera;
    *c = (scene_camera){.eye = {0, 0, 0}, .look = {0, 0, 1}, .up = {0, 1, 0}, .fov = o->fov, .has_screen = true,
                        .orthographic = !o->perspective};
    memcpy(c->screen, o->screen, sizeof c->screen);
    screen_spaces(st);
}
