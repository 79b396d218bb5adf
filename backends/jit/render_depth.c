/* Depth renders for shadow maps (PRMan's Display "name" "zfile" "z" or
 * "shadow" "z"): every object's surface becomes a depth shader (its
 * displacement stays), and the image written is each pixel's camera-space
 * z, the mean over the samples that hit (infinity where none did), as a
 * one-channel float TIFF carrying the camera's worldtocamera and
 * worldtoscreen matrices (texture_oiio.h), which MakeShadow keeps. */
#define _POSIX_C_SOURCE 200809L
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "render_rib.h"
#include "scene.h"
#include "texture_oiio.h"

/* Red: depth; green: coverage.  Both are filtered alike, so their ratio is
 * the mean depth of the hits. */
static const char depth_source[] = "surface rsl_depth() { Ci = color(zcomp(P), 1, 0); Oi = 1; }\n";

bool rib_depth_wanted(const scene_rib *r)
{
    return r->opt.display_mode && strcmp(r->opt.display_mode, "z") == 0;
}

bool rib_depth_shaders(rib_depth *d, const char *tool, rsl_jit_object_shaders *sets, int nsets)
{
    rsl_diag *diag = rsl_diag_new(stderr);
    rsl_jit_options opts = {.optimize = true, .errors = stderr, .tool = tool};
    d->unit = rsl_jit_compile_string("rsl_depth.sl", depth_source, sizeof depth_source - 1, &opts, diag);
    rsl_diag_free(diag);
    const rsl_jit_entry *e = d->unit ? rsl_jit_find(d->unit, "rsl_depth", 0) : NULL;
    char *warnings = NULL, *err = NULL;
    d->shader = e ? rsl_jit_instance_new(d->unit, e, NULL, 0, &warnings, &err) : NULL;
    free(warnings);
    if (!d->shader) {
        fprintf(stderr, "%s: error: the depth shader: %s\n", tool, err ? err : "does not compile");
        free(err);
        return false;
    }
    for (int i = 0; i < nsets; i++) {
        sets[i].surface = d->shader;
        sets[i].atmosphere = NULL;
    }
    return true;
}

/* The RIB's "name" space to camera space, as a row-vector rsl_matrix. */
static bool space_to_camera(const scene_rib *r, const char *name, rsl_matrix *out)
{
    for (size_t i = 0; i < r->ncoordsys; i++)
        if (strcmp(r->coordsys[i].name, name) == 0) {
            rib_rsl_matrix(&r->coordsys[i].to_camera, out->m);
            return true;
        }
    return false;
}

bool rib_depth_write(const char *path, const scene_rib *r, float *rgb, int width, int height, char **err)
{
    rsl_matrix world, screen;
    if (!space_to_camera(r, "world", &world) || !space_to_camera(r, "screen", &screen)) {
        *err = strdup("the scene has no world or screen space");
        return false;
    }
    /* In place: depth into the first width * height floats (of RGBA). */
    for (size_t i = 0; i < (size_t)width * (size_t)height; i++)
        rgb[i] = rgb[4 * i + 1] > 0 ? rgb[4 * i] / rgb[4 * i + 1] : INFINITY;
    char msg[512];
    if (rsl_oiio_write_depth(path, width, height, rgb, &world, &screen, r->opt.screen, msg, sizeof msg) == 0)
        return true;
    *err = strdup(msg);
    return false;
}

void rib_depth_free(rib_depth *d)
{
    rsl_jit_instance_free(d->shader);
    rsl_jit_unit_free(d->unit);
}
