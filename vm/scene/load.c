/* Scenes from the renderers' command line: `--scene` and `--light-at`, in
 * one place so that rsl-render and rpu-vm --render build the same scene
 * from the same arguments (their images are compared). */
#include "scene_internal.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* A model file in the thesis's frame: fitted to the unit box, turned 180
 * degrees about y (the scanned models face -z) and centred 1.5 down +z, so
 * the 90-degree camera at the origin sees all of it with a margin. */
static scene *model_scene(const char *path, char **err)
{
    scene_mesh m;
    if (!scene_mesh_load(path, &m, err))
        return NULL;
    scene_mesh_fit_unit_box(&m);
    scene *s = scene_new();
    scene_mat4 xf = scene_mat4_mul(scene_mat4_translate(0, 0, SCENE_MODEL_DISTANCE),
                                   scene_mat4_rotate(180, v3(0, 1, 0)));
    scene_add_mesh(s, &m, &xf, v3(1, 1, 1), v3(1, 1, 1), 0);
    scene_mesh_free(&m);
    s->camera = (scene_camera){.eye = v3(0, 0, 0), .look = v3(0, 0, 1), .up = v3(0, 1, 0), .fov = 90};
    scene_add_light(s, (scene_light){.kind = SCENE_LIGHT_POINT, .from = v3(0, 0, 0), .color = v3(1, 1, 1),
                                     .intensity = SCENE_MODEL_LIGHT_INTENSITY});
    return s;
}

scene *scene_load(const char *spec, const scene_light *lights, size_t nlights, char **err)
{
    scene *s;
    if (!strncmp(spec, "builtin:", 8)) {
        char *why = NULL;
        if (!(s = scene_builtin(spec + 8, &why))) {
            scene_fail(err, "%s: %s", spec, why);
            free(why);
            return NULL;
        }
    } else if (!(s = model_scene(spec, err))) {
        return NULL;
    }
    scene_to_camera_space(s);
    if (nlights) {
        free(s->lights);
        s->lights = NULL;
        s->nlights = 0;
        for (size_t i = 0; i < nlights; i++)
            scene_add_light(s, lights[i]);
    }
    scene_build(s);
    return s;
}

/* One number of a --light-at list, finite, followed by `sep`. */
static bool number(const char **p, char sep, float *out)
{
    char *end;
    float v = strtof(*p, &end);
    if (end == *p || *end != sep || !isfinite(v))
        return false;
    *out = v;
    *p = sep ? end + 1 : end;
    return true;
}

bool scene_parse_light_at(const char *arg, scene_light *out, char **err)
{
    float x, y, z, intensity = SCENE_MODEL_LIGHT_INTENSITY;
    const char *p = arg;
    bool ok = number(&p, ',', &x) && number(&p, ',', &y);
    if (ok && strchr(p, ','))
        ok = number(&p, ',', &z) && number(&p, '\0', &intensity) && intensity >= 0;
    else if (ok)
        ok = number(&p, '\0', &z);
    if (!ok)
        return scene_fail(err, "bad --light-at '%s' (expected X,Y,Z[,INTENSITY], INTENSITY >= 0)", arg);
    *out = (scene_light){.kind = SCENE_LIGHT_POINT, .from = v3(x, y, z), .color = v3(1, 1, 1), .intensity = intensity};
    return true;
}
