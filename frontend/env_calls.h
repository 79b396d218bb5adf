/* Renderer queries with RI 3.2's optional name/value lists: texture,
 * environment, shadow, textureinfo and filterstep.  Sema (sema_env_calls.c)
 * splits a call's arguments into the map's channel, the points and the
 * options and records the split here; irgen (irgen_env_calls.c) lowers it
 * to the environment calls and rsl_filterstep_f of rsl_abi.h, the
 * recognised options in an rsl_texture_options. */
#ifndef RSL_ENV_CALLS_H
#define RSL_ENV_CALLS_H

#include "ast.h"

enum rsl_env_kind {
    RSL_ENV_TEXTURE,
    RSL_ENV_ENVIRONMENT,
    RSL_ENV_SHADOW,
    RSL_ENV_TEXTUREINFO,
    RSL_ENV_FILTERSTEP,
    RSL_ENV_KIND_COUNT
};

/* A field of an options struct of rsl_abi.h, in its order. */
typedef struct rsl_option_field {
    const char *name;
    int kind; /* RSL_T_FLOAT or RSL_T_STRING: 4 bytes each */
    float def;
} rsl_option_field;
extern const rsl_option_field rsl_texture_option_fields[];
extern const int rsl_texture_option_count;

typedef struct rsl_env_call {
    enum rsl_env_kind kind;
    rsl_expr *channel; /* map[channel]: args[0] is that INDEX, this its float subscript; NULL for channel 0 */
    int npoints;       /* arguments after the map (texture: floats, 2 per point) or filterstep's edge, s1[, s2] */
    int first_option;  /* args[first_option...] are name/value pairs */
    int (*sets)[2];    /* per pair, the fields of rsl_texture_option_fields it sets (-1: none) */
} rsl_env_call;

/* The kind of an env call named `name`, or -1. */
int rsl_env_call_kind(const char *name);

#endif /* RSL_ENV_CALLS_H */
