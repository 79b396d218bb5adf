/* rsl-render's part of the RIB's maps: Option "searchpath" "texture"
 * becomes the texture system's search path, and the Make* requests
 * (scene_rib.makes) are made through OpenImageIO's maketx (texture_oiio.h)
 * before the frame is rendered, in the RIB's order, so the frame's shaders
 * read them. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "render_rib.h"
#include "scene.h"
#include "texture_oiio.h"

/* The search path's folders joined by ':' ("@", RI's "the default", is
 * the working directory, which is searched first anyway). */
static void set_searchpath(char *const *dirs)
{
    size_t len = 1;
    for (size_t i = 0; dirs && dirs[i]; i++)
        len += strlen(dirs[i]) + 1;
    char *joined = calloc(len, 1);
    if (!joined)
        abort();
    for (size_t i = 0; dirs && dirs[i]; i++)
        if (strcmp(dirs[i], "@") != 0)
            strcat(strcat(joined, *joined ? ":" : ""), dirs[i]);
    rsl_oiio_searchpath(joined);
    free(joined);
}

bool rib_prepare_textures(const char *rib, const scene_rib *r)
{
    if (r->texture_path)
        set_searchpath(r->texture_path);
    static const char *const names[] = {
        [SCENE_MAKE_TEXTURE] = "MakeTexture",
        [SCENE_MAKE_LATLONG] = "MakeLatLongEnvironment",
        [SCENE_MAKE_CUBEFACE] = "MakeCubeFaceEnvironment",
        [SCENE_MAKE_SHADOW] = "MakeShadow",
    };
    static const enum rsl_oiio_make_kind kinds[] = {
        [SCENE_MAKE_TEXTURE] = RSL_OIIO_MAKE_TEXTURE,
        [SCENE_MAKE_LATLONG] = RSL_OIIO_MAKE_LATLONG,
        [SCENE_MAKE_SHADOW] = RSL_OIIO_MAKE_SHADOW,
    };
    for (size_t i = 0; i < r->nmakes; i++) {
        const scene_rib_make *m = &r->makes[i];
        char err[512];
        const char *filter = m->filter ? m->filter : "";
        int made = m->kind == SCENE_MAKE_CUBEFACE
                       ? rsl_oiio_make_cubeface((const char *const *)m->inputs, m->output, m->fov, filter, err,
                                                sizeof err)
                       : rsl_oiio_make(kinds[m->kind], m->inputs[0], m->output, m->swrap ? m->swrap : "",
                                       m->twrap ? m->twrap : "", filter, m->swidth, m->twidth, err, sizeof err);
        if (made != 0) {
            fprintf(stderr, "%s:%d:%d: error: %s \"%s\" \"%s\": %s\n", rib, m->line, m->col, names[m->kind],
                    m->inputs[0], m->output, err);
            return false;
        }
    }
    return true;
}
