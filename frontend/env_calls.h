/* Renderer queries with RI 3.2's and PRMan's optional name/value lists:
 * texture, environment, shadow, textureinfo, filterstep; occlusion,
 * indirectdiffuse, transmission, visibility, raylevel, rayinfo, bake3d,
 * texture3d; the gather statement and illuminance's trailing options.
 * Sema (sema_env_calls.c, the option lists in sema_options.c) splits a
 * call's arguments into the map's channel, the positional arguments and
 * the options and records the split here; irgen (irgen_env_calls.c) lowers
 * it to the environment calls of rsl_abi.h: recognised options in the
 * call's options struct, values passed by name in an rsl_named_value array. */
#ifndef RSL_ENV_CALLS_H
#define RSL_ENV_CALLS_H

#include "ast.h"

enum rsl_env_kind {
    RSL_ENV_TEXTURE,
    RSL_ENV_ENVIRONMENT,
    RSL_ENV_SHADOW,
    RSL_ENV_TEXTUREINFO,
    RSL_ENV_FILTERSTEP,
    RSL_ENV_OCCLUSION,
    RSL_ENV_INDIRECTDIFFUSE,
    RSL_ENV_TRANSMISSION,
    RSL_ENV_VISIBILITY,
    RSL_ENV_RAYLEVEL,
    RSL_ENV_RAYINFO,
    RSL_ENV_BAKE3D,
    RSL_ENV_TEXTURE3D,
    RSL_ENV_GATHER,      /* the statement */
    RSL_ENV_ILLUMINANCE, /* the statement's options */
    RSL_ENV_KIND_COUNT
};

/* An options struct of rsl_abi.h: its fields in order (each 4 bytes). */
typedef struct rsl_option_field {
    const char *name;
    int kind; /* RSL_T_FLOAT or RSL_T_STRING */
    float def;
} rsl_option_field;
typedef struct rsl_option_set {
    const rsl_option_field *fields;
    int nfields;
} rsl_option_set;
extern const rsl_option_set rsl_texture_option_set, rsl_ray_option_set, rsl_ptc_option_set;

/* What one name/value pair of a call does. */
typedef struct rsl_option_use {
    int fields[2]; /* the fields of the call's options struct it sets, -1 for none */
    bool named;    /* passed by name (an rsl_named_value) */
    bool output;   /* named: the value is a variable the call writes */
} rsl_option_use;

typedef struct rsl_env_call {
    enum rsl_env_kind kind;
    rsl_expr *channel;          /* map[channel]: args[0] is that INDEX, this its float subscript; else NULL */
    int npositional;            /* arguments before the options (after the map for the lookups) */
    int first_option;           /* args[first_option...] are name/value pairs */
    const rsl_option_set *set;  /* the options struct, or NULL when the call has none */
    rsl_option_use *uses;       /* one per pair */
    int nnamed;                 /* pairs passed by name */
} rsl_env_call;

/* The kind of a call named `name` that sema_check_env_call checks, or -1. */
int rsl_env_call_kind(const char *name);

#endif /* RSL_ENV_CALLS_H */
