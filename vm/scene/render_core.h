/* The renderer core every backend shares (rsl-render --backend=jit|rpu|ptx,
 * rpu-vm --render): the camera of the scene (perspective or orthographic
 * over the screen window, crop window, clipping planes, thin-lens depth of
 * field), jittered stratified pixel samples, the pixel filter, the imager
 * step, exposure and the image file.  A backend plugs in only its shading
 * step: given a batch of camera samples (the primary ray and, when it asks,
 * what the ray hit), it returns a color and alpha per sample.
 *
 * The order per sample and pixel: the backend shades each hit
 * (displacement, surface, atmosphere, RI 3.2's order), the core filters
 * the samples into pixels, the backend's imager (if any) runs on each
 * pixel, then the core applies exposure (gain, then gamma) and writes the
 * image.  Renders are deterministic: each pixel's sample positions come
 * from a hash of the pixel and sample index, whatever the thread count. */
#ifndef RSL_RENDER_CORE_H
#define RSL_RENDER_CORE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "scene.h"

typedef enum render_filter_kind {
    RENDER_FILTER_BOX, RENDER_FILTER_TRIANGLE, RENDER_FILTER_GAUSSIAN, RENDER_FILTER_CATMULL_ROM, RENDER_FILTER_SINC
} render_filter_kind;

/* The filter `name` (RI 3.2's "box", "triangle", "gaussian", "catmull-rom",
 * "sinc"); false for another. */
bool render_filter_named(const char *name, render_filter_kind *out);
/* Its weight at offset (x, y) pixels from the pixel centre, widths in
 * pixels (RI 3.2's filter functions; 0 outside the widths). */
float render_filter_weight(render_filter_kind k, float x, float y, float xwidth, float ywidth);

/* What a render does besides shading.  The image is width x height pixels
 * of the full frame; only the crop window's pixels are rendered and
 * output. */
typedef struct render_view {
    int width, height;
    scene_camera camera;    /* camera-space rays: scene_camera_ray */
    int crop[4];            /* pixels x0 x1 y0 y1 (half-open) of the frame */
    float hither, yon;      /* Clipping: camera-space z of the primary rays */
    float lens_radius;      /* DepthOfField: focallength / (2 fstop); 0: pinhole */
    float focal_distance;
    int samples[2];         /* PixelSamples per pixel in x and y */
    bool jitter;            /* false: samples at the strata's centres */
    render_filter_kind filter;
    float filter_width[2];  /* pixels */
    float gain, gamma;      /* Exposure */
} render_view;

/* The largest PixelSamples per axis and filter width (pixels) a view takes,
 * and the most samples one render holds (a sample costs 24 bytes). */
#define RENDER_MAX_SAMPLES 64
#define RENDER_MAX_FILTER_WIDTH 16
#define RENDER_MAX_TOTAL_SAMPLES ((size_t)1 << 27)

/* One sample at a pixel point at the centres, a box filter of one pixel,
 * no clipping, no lens, exposure 1 1: the built-in and mesh scenes'. */
render_view render_view_simple(const scene_camera *c, int width, int height);
/* A RIB scene's options (Format at width x height, which -W/-H may have
 * changed); false with *err for what the core cannot render (an unknown
 * filter, a crop window without pixels, more samples or a wider filter
 * than the bounds above). */
bool render_view_rib(const scene_rib_options *o, const scene_camera *c, int width, int height, render_view *out,
                     char **err);
/* The output image's size: the crop window's. */
int render_view_out_width(const render_view *v);
int render_view_out_height(const render_view *v);

/* A camera sample: pixel (x, y) of the frame, its image position (px, py)
 * in [0,1]^2 (what a main shader gets), the primary ray in camera space
 * (dir unit length) with its clipping range, and, when the backend asks
 * for hits, the closest one (hit.obj < 0: a miss).  The core traces the
 * rays where they lie, the hits going straight into the samples. */
typedef struct render_sample {
    int x, y;
    float px, py;
    scene_ray ray;
    scene_hit hit;
} render_sample;

/* Fills s's image position, primary ray and clipping range for the frame
 * position (fx, fy) in pixels (x right, y down, pixel i's centre at
 * i + 0.5) and lens position (lu, lv) in [0,1)^2. */
void render_view_ray(const render_view *v, float fx, float fy, float lu, float lv, render_sample *s);
/* A view's primary rays set up once (its camera's frame, the aspect
 * ratio), for a renderer's loop: render_view_rays_row gives bit for bit
 * render_view_ray's image positions and rays. */
typedef struct render_view_rays {
    const render_view *v;
    scene_camera_rays cam;
    float aspect;
} render_view_rays;
void render_view_rays_init(render_view_rays *r, const render_view *v);
/* The image positions and rays of n samples (s[i].px, py, ray) at frame
 * positions frame[2i], frame[2i+1] and lens positions lens[2i], lens[2i+1]
 * (lens NULL: the lens centre's). */
void render_view_rays_row(const render_view_rays *r, size_t n, const float *frame, const float *lens,
                          render_sample *s);

/* The ray differentials (Igehy 1999) of camera c's ray through the centre
 * of pixel (x, y) of a width x height frame: how its origin and direction
 * change one pixel over, out[0..3] = dO/dx, dO/dy, dD/dx, dD/dy (the rays
 * of scene_camera_ray one pixel right and down, less this one).  Every
 * renderer hands them to the footprint (runtime/ray_footprint.h). */
void render_camera_ray_diff(const scene_camera_rays *c, int x, int y, int width, int height, scene_vec3 out[4]);

/* A backend's shading step.  The core calls thread_begin once on every
 * thread that will shade (NULL: nothing to do; its result is passed back
 * as `thread`) and thread_end when it is done.  shade fills rgba[4*i..] for
 * samples[0..n); false with *err (malloc'd) stops the render.  imager
 * (NULL: none) changes a filtered pixel's rgba before exposure. */
typedef struct render_backend {
    void *ctx;
    bool primary_hits;      /* the core traces the primary rays into hit */
    bool one_batch;         /* every sample in one shade call (a GPU's) */
    void *(*thread_begin)(void *ctx);
    void (*thread_end)(void *ctx, void *thread);
    bool (*shade)(void *ctx, void *thread, const render_sample *samples, size_t n, float *rgba, char **err);
    void (*imager)(void *ctx, void *thread, int x, int y, float rgba[4]);
} render_backend;

typedef struct render_stats {
    double seconds;       /* wall time of the render */
    double shade_seconds; /* in the backend's shading step, summed over the threads */
    size_t samples, hits;
} render_stats;

/* Renders the view of `sc` (camera space, BVH built; may be NULL when the
 * backend does not ask for hits) into rgba: 4 floats per pixel of the
 * crop window, rows top to bottom, exposure applied.  threads <= 0: one
 * per core.  progress (NULL: none) gets a percentage.  False with *err
 * (also for more than RENDER_MAX_TOTAL_SAMPLES samples). */
bool render_image(const render_view *v, const scene *sc, const render_backend *b, int threads, FILE *progress,
                  float *rgba, render_stats *stats, char **err);

/* Writes rgba (4 floats per pixel) as PNG, RGB or, with_alpha, RGBA. */
bool render_write_png(const char *path, int width, int height, const float *rgba, bool with_alpha, char **err);

#endif
