/* libFuzzer target: the RIB reader over arbitrary bytes (gzip included, no
 * ReadArchive from disk), then a few camera rays through what it built.
 * Bad input must end in an error message, never a crash, hang or leak. */
#include "scene.h"

#include <stdlib.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    scene_rib r;
    char *err = NULL;
    if (!scene_rib_parse("fuzz.rib", data, size, SCENE_RIB_NO_FILES, &r, &err)) {
        if (!err)
            abort(); /* every failure must say why */
        free(err);
        return 0;
    }
    if (r.scene->nobjs != 0 && !r.objects)
        abort(); /* every object has its attributes */
    for (int i = 0; i < 16; i++) {
        scene_vec3 o, d;
        scene_hit h;
        scene_camera_ray(&r.scene->camera, (i % 4 + 0.5f) / 4, (i / 4 + 0.5f) / 4, 1, &o, &d);
        scene_intersect(r.scene, o, d, 0, 1e30f, &h);
    }
    scene_rib_free(&r);
    return 0;
}
