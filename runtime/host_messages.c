/* Message passing on the host (rsl_dynamic.h): what the renderer knows.
 * rendererinfo answers "renderer", "versionstring" (strings) and "version"
 * (float[4]); a renderer's hook (rsl_host_set_message_hook) answers the
 * rest; option answers "Format" (float[3]: width, height, pixel aspect)
 * once a renderer has set it, if its hook did not.  Everything else, and a
 * variable of another type, is unknown: 0, the variable untouched. */
#include <string.h>

#include "rsl_dynamic.h"
#include "rsltools/version.h"

static struct {
    int width, height;
    float pixel_aspect;
} format;
static rsl_host_message_fn hook;

void rsl_host_set_message_hook(rsl_host_message_fn fn)
{
    hook = fn;
}

static rsl_host_category_fn category_hook;

void rsl_host_set_category_hook(rsl_host_category_fn fn)
{
    category_hook = fn;
}

float rsl_host_light_category(struct rsl_globals *g, const char *const *literals, rsl_string category)
{
    return category_hook ? category_hook(g, rsl_host_string_text(literals, category)) : 1.0f;
}

void rsl_host_set_format(int width, int height, float pixel_aspect)
{
    format.width = width;
    format.height = height;
    format.pixel_aspect = pixel_aspect;
}

/* Writes n floats into var when it is a float (array) of exactly n. */
static float answer_floats(int32_t kind, int32_t count, void *var, const float *values, int32_t n)
{
    if (kind != RSL_T_FLOAT || count != n)
        return 0.0f;
    memcpy(var, values, (size_t)n * sizeof *values);
    return 1.0f;
}

static float answer_string(const char *const *literals, int32_t kind, int32_t count, void *var, const char *text)
{
    if (kind != RSL_T_STRING || count != 1)
        return 0.0f;
    *(rsl_string *)var = rsl_host_string_make(literals, text, strlen(text));
    return 1.0f;
}

float rsl_host_message(rsl_globals *g, const char *const *literals, int32_t function, rsl_string name,
                       int32_t kind, int32_t count, void *var)
{
    const char *key = rsl_host_string_text(literals, name);
    if (function == RSL_MSG_RENDERERINFO) {
        static const float version[4] = RSL_RENDERER_VERSION;
        if (strcmp(key, "renderer") == 0)
            return answer_string(literals, kind, count, var, RSL_RENDERER_NAME);
        if (strcmp(key, "versionstring") == 0)
            return answer_string(literals, kind, count, var, RSL_RENDERER_VERSION_STRING);
        if (strcmp(key, "version") == 0)
            return answer_floats(kind, count, var, version, 4);
    }
    if (function != RSL_MSG_RENDERERINFO && hook && hook(g, literals, function, key, kind, count, var) != 0.0f)
        return 1.0f;
    if (function == RSL_MSG_OPTION && strcmp(key, "Format") == 0 && format.width > 0) {
        float f[3] = {(float)format.width, (float)format.height, format.pixel_aspect};
        return answer_floats(kind, count, var, f, 3);
    }
    return 0.0f;
}
