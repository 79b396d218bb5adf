/* The optional name/value lists of the renderer queries (env_calls.h): one
 * checker for every call that takes them.  The names are string literals
 * (the name fixes the value's type at compile time); a list of odd length
 * is an error; a value of the wrong type is an error; a name the call does
 * not know is a warning and the pair is ignored, as PRMan's compiler does.
 * Some calls take more by name: bake3d's data channels (any value),
 * texture3d's outputs (any variable), gather's "surface:Ci"-style outputs,
 * illuminance's "send:light:" messages; those are passed by name. */
#include <string.h>

#include "env_calls.h"
#include "sema_internal.h"

#define FIELD_ROW(name, kind, def) {#name, RSL_T_##kind, def},
static const rsl_option_field texture_fields[] = {RSL_TEXTURE_OPTIONS(FIELD_ROW)};
static const rsl_option_field ray_fields[] = {RSL_RAY_OPTIONS(FIELD_ROW)};
static const rsl_option_field ptc_fields[] = {RSL_PTC_OPTIONS(FIELD_ROW)};
#undef FIELD_ROW
#define SET(fields) {fields, (int)(sizeof fields / sizeof fields[0])}
const rsl_option_set rsl_texture_option_set = SET(texture_fields);
const rsl_option_set rsl_ray_option_set = SET(ray_fields);
const rsl_option_set rsl_ptc_option_set = SET(ptc_fields);
#undef SET

/* Field indices of each set, by name. */
#define FIELD_INDEX(prefix, name, kind, def) prefix##name,
#define TX(name, kind, def) FIELD_INDEX(TX_, name, kind, def)
#define RY(name, kind, def) FIELD_INDEX(RY_, name, kind, def)
#define PC(name, kind, def) FIELD_INDEX(PC_, name, kind, def)
enum { RSL_TEXTURE_OPTIONS(TX) };
enum { RSL_RAY_OPTIONS(RY) };
enum { RSL_PTC_OPTIONS(PC) };
#undef TX
#undef RY
#undef PC
#undef FIELD_INDEX
#define NONE (-1)

#define BIT(k) (1u << RSL_ENV_##k)
#define MAPS (BIT(TEXTURE) | BIT(ENVIRONMENT) | BIT(SHADOW))
#define SAMPLERS (BIT(OCCLUSION) | BIT(INDIRECTDIFFUSE))
#define RAYS (SAMPLERS | BIT(TRANSMISSION) | BIT(VISIBILITY) | BIT(GATHER))

/* The names each call knows: the fields they set (in the call's options
 * struct), or a named output of a fixed type. */
static const struct {
    const char *name;
    unsigned calls; /* bits of enum rsl_env_kind */
    int fields[2];
    int kind;       /* the value's type */
    bool output;    /* passed by name; the value must be a variable */
} option_names[] = {
    {"blur", MAPS, {TX_sblur, TX_tblur}, RSL_T_FLOAT, false},
    {"sblur", MAPS, {TX_sblur, NONE}, RSL_T_FLOAT, false},
    {"tblur", MAPS, {TX_tblur, NONE}, RSL_T_FLOAT, false},
    {"width", MAPS | BIT(FILTERSTEP), {TX_swidth, TX_twidth}, RSL_T_FLOAT, false},
    {"swidth", MAPS | BIT(FILTERSTEP), {TX_swidth, NONE}, RSL_T_FLOAT, false},
    {"twidth", MAPS, {TX_twidth, NONE}, RSL_T_FLOAT, false},
    {"samples", MAPS, {TX_samples, NONE}, RSL_T_FLOAT, false},
    {"bias", BIT(SHADOW), {TX_bias, NONE}, RSL_T_FLOAT, false},
    {"fill", MAPS, {TX_fill, NONE}, RSL_T_FLOAT, false},
    {"filter", MAPS | BIT(FILTERSTEP), {TX_filter, NONE}, RSL_T_STRING, false},
    {"maxdist", SAMPLERS | BIT(GATHER), {RY_maxdist, NONE}, RSL_T_FLOAT, false},
    {"bias", RAYS, {RY_bias, NONE}, RSL_T_FLOAT, false},
    {"coneangle", SAMPLERS, {RY_coneangle, NONE}, RSL_T_FLOAT, false},
    /* transmission's and visibility's cone of sample rays around the segment */
    {"samplecone", BIT(TRANSMISSION) | BIT(VISIBILITY), {RY_samplecone, NONE}, RSL_T_FLOAT, false},
    {"samples", BIT(TRANSMISSION) | BIT(VISIBILITY), {RY_samples, NONE}, RSL_T_FLOAT, false},
    {"samplebase", SAMPLERS | BIT(TRANSMISSION) | BIT(GATHER), {RY_samplebase, NONE}, RSL_T_FLOAT, false},
    {"minsamples", SAMPLERS | BIT(TRANSMISSION), {RY_minsamples, NONE}, RSL_T_FLOAT, false},
    {"maxvariation", SAMPLERS | BIT(TRANSMISSION), {RY_maxvariation, NONE}, RSL_T_FLOAT, false},
    {"adaptive", SAMPLERS, {RY_adaptive, NONE}, RSL_T_FLOAT, false},
    {"falloff", SAMPLERS, {RY_falloff, NONE}, RSL_T_FLOAT, false},
    {"falloffmode", SAMPLERS, {RY_falloffmode, NONE}, RSL_T_FLOAT, false},
    {"distribution", SAMPLERS | BIT(GATHER), {RY_distribution, NONE}, RSL_T_STRING, false},
    {"label", RAYS, {RY_label, NONE}, RSL_T_STRING, false},
    {"subset", RAYS, {RY_subset, NONE}, RSL_T_STRING, false},
    {"hitmode", RAYS, {RY_hitmode, NONE}, RSL_T_STRING, false},
    {"hitsides", RAYS, {RY_hitsides, NONE}, RSL_T_STRING, false},
    {"environmentmap", SAMPLERS, {RY_environmentmap, NONE}, RSL_T_STRING, false},
    {"environmentspace", SAMPLERS, {RY_environmentspace, NONE}, RSL_T_STRING, false},
    {"environmentcolor", SAMPLERS, {NONE, NONE}, RSL_T_COLOR, true},
    {"environmentdir", SAMPLERS, {NONE, NONE}, RSL_T_VECTOR, true},
    {"occlusion", BIT(INDIRECTDIFFUSE), {NONE, NONE}, RSL_T_FLOAT, true},
    {"ray:origin", BIT(GATHER), {NONE, NONE}, RSL_T_POINT, true},
    {"ray:direction", BIT(GATHER), {NONE, NONE}, RSL_T_VECTOR, true},
    {"ray:length", BIT(GATHER), {NONE, NONE}, RSL_T_FLOAT, true},
    {"radius", BIT(BAKE3D), {PC_radius, NONE}, RSL_T_FLOAT, false},
    {"radiusscale", BIT(BAKE3D), {PC_radiusscale, NONE}, RSL_T_FLOAT, false},
    {"interpolate", BIT(BAKE3D), {PC_interpolate, NONE}, RSL_T_FLOAT, false},
    {"filterradius", BIT(TEXTURE3D), {PC_filterradius, NONE}, RSL_T_FLOAT, false},
    {"filterscale", BIT(TEXTURE3D), {PC_filterscale, NONE}, RSL_T_FLOAT, false},
    {"maxdepth", BIT(TEXTURE3D), {PC_maxdepth, NONE}, RSL_T_FLOAT, false},
    {"coordsystem", BIT(BAKE3D) | BIT(TEXTURE3D), {PC_coordsystem, NONE}, RSL_T_STRING, false},
    /* a caching hint: no value to pass on */
    {"lightcache", BIT(ILLUMINANCE), {NONE, NONE}, RSL_T_STRING, false},
};

/* gather's outputs by prefix: a value of that name from what the ray hit. */
static const char *const gather_prefixes[] = {"surface:", "displacement:", "lightsource:", "attribute:",
                                              "primitive:", "ray:", "volume:"};

static bool has_prefix(const char *s, const char *prefix) { return strncmp(s, prefix, strlen(prefix)) == 0; }

/* What a name the table does not list means to this call. */
enum { UNKNOWN, NAMED_DATA, NAMED_OUTPUT };
static int unlisted_name(enum rsl_env_kind kind, const char *name)
{
    switch (kind) {
    case RSL_ENV_BAKE3D: return NAMED_DATA;
    case RSL_ENV_TEXTURE3D: return NAMED_OUTPUT;
    case RSL_ENV_ILLUMINANCE: return has_prefix(name, "send:light:") ? NAMED_DATA : UNKNOWN;
    case RSL_ENV_GATHER:
        for (size_t i = 0; i < sizeof gather_prefixes / sizeof gather_prefixes[0]; i++)
            if (has_prefix(name, gather_prefixes[i]) && name[strlen(gather_prefixes[i])])
                return NAMED_OUTPUT;
        return UNKNOWN;
    default: return UNKNOWN;
    }
}

bool sema_convert_query_arg(sema *S, rsl_expr **ep, int want)
{
    rsl_type t = (*ep)->type;
    if (t.array_len != RSL_NOT_ARRAY || rsl_conversion_cost((int)t.kind, want) < 0 ||
        (want != RSL_T_FLOAT && t.kind == RSL_T_FLOAT))
        return false;
    return sema_coerce(S, ep, sema_scalar(want), "in an argument");
}

static bool check_value(sema *S, const char *call, const char *name, rsl_expr **vp, int kind)
{
    char b[64];
    if (sema_convert_query_arg(S, vp, kind))
        return true;
    rsl_diag_error(S->diag, (*vp)->loc, "%s option \"%s\" takes a %s, not '%s'", call, name, rsl_kind_name(kind),
                   sema_type_str((*vp)->type, b, sizeof b));
    return false;
}

static bool check_output(sema *S, const char *call, const char *name, rsl_expr *v, int kind)
{
    char b[64];
    if (!sema_check_lvalue(S, v, "an output option"))
        return false;
    if (kind != RSL_T_NONE && ((int)v->type.kind != kind || v->type.array_len != RSL_NOT_ARRAY)) {
        rsl_diag_error(S->diag, v->loc, "%s output \"%s\" is a %s, not '%s'", call, name, rsl_kind_name(kind),
                       sema_type_str(v->type, b, sizeof b));
        return false;
    }
    return true;
}

bool sema_check_options(sema *S, const char *call, rsl_expr **args, int nargs, rsl_env_call *ec)
{
    char b[64];
    bool ok = true;
    int first = ec->first_option, npairs = (nargs - first + 1) / 2;
    ec->uses = rsl_arena_alloc(S->prog->arena, sizeof *ec->uses * (size_t)(npairs > 0 ? npairs : 1));
    for (int i = first, p = 0; i < nargs; i += 2, p++) {
        rsl_expr *name = args[i];
        rsl_option_use *use = &ec->uses[p];
        use->fields[0] = use->fields[1] = NONE;
        if (name->type.kind != RSL_T_STRING || name->type.array_len != RSL_NOT_ARRAY) {
            rsl_diag_error(S->diag, name->loc, "%s option names must be strings, not '%s'", call,
                           sema_type_str(name->type, b, sizeof b));
            ok = false;
            continue;
        }
        if (name->kind != RSL_E_STR) {
            rsl_diag_error(S->diag, name->loc, "%s option names must be string literals", call);
            ok = false;
            continue;
        }
        if (i + 1 >= nargs) {
            rsl_diag_error(S->diag, name->loc, "%s option \"%s\" has no value (options are name/value pairs)", call,
                           name->str);
            return false;
        }
        size_t o = 0, n = sizeof option_names / sizeof option_names[0];
        while (o < n && !(strcmp(option_names[o].name, name->str) == 0 && (option_names[o].calls & (1u << ec->kind))))
            o++;
        rsl_expr **vp = &args[i + 1];
        if (o < n && option_names[o].output) {
            ok &= use->named = use->output = check_output(S, call, name->str, *vp, option_names[o].kind);
        } else if (o < n) {
            if (!check_value(S, call, name->str, vp, option_names[o].kind)) {
                ok = false;
                continue;
            }
            use->fields[0] = option_names[o].fields[0];
            use->fields[1] = option_names[o].fields[1];
        } else {
            switch (unlisted_name(ec->kind, name->str)) {
            case NAMED_DATA: use->named = true; break;
            case NAMED_OUTPUT: ok &= use->named = use->output = check_output(S, call, name->str, *vp, RSL_T_NONE); break;
            default: rsl_diag_warning(S->diag, name->loc, "unknown %s option \"%s\" (ignored)", call, name->str);
            }
        }
        ec->nnamed += use->named;
    }
    return ok;
}
