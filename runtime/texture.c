/* Texture, environment and shadow maps: no target reads image files yet.
 * Each call reports the feature once through rsl_env_unsupported and the
 * shader goes on with zeros (a shadow lookup gives 0: fully lit).  The
 * other arguments are accepted so that the shaders type-check as in RI 3.2. */
#include "rsl_internal.h"

static float unsupported(rsl_globals *g, rsl_string what) {
    rsl_env_unsupported(g, what);
    return 0.0f;
}

float rsl_texture__f_s(rsl_globals *g, rsl_string name) {
    (void)name;
    return unsupported(g, RSL_STR_TEXTURE);
}
rsl_color rsl_texture__c_s(rsl_globals *g, rsl_string name) {
    return rsl_f3s(rsl_texture__f_s(g, name));
}
float rsl_texture__f_sff(rsl_globals *g, rsl_string name, float s, float t) {
    (void)s;
    (void)t;
    return rsl_texture__f_s(g, name);
}
rsl_color rsl_texture__c_sff(rsl_globals *g, rsl_string name, float s, float t) {
    return rsl_f3s(rsl_texture__f_sff(g, name, s, t));
}
float rsl_environment__f_sv(rsl_globals *g, rsl_string name, rsl_vector D) {
    (void)name;
    (void)D;
    return unsupported(g, RSL_STR_ENVIRONMENT);
}
rsl_color rsl_environment__c_sv(rsl_globals *g, rsl_string name, rsl_vector D) {
    return rsl_f3s(rsl_environment__f_sv(g, name, D));
}
/* A bump map is a texture file: no change of the normal. */
rsl_vector rsl_bump(rsl_globals *g, rsl_string name, rsl_normal N, rsl_vector dPdu, rsl_vector dPdv) {
    (void)name, (void)N, (void)dPdu, (void)dPdv;
    return rsl_f3s(unsupported(g, RSL_STR_TEXTURE));
}
float rsl_shadow__f_sp(rsl_globals *g, rsl_string name, rsl_point P) {
    (void)name;
    (void)P;
    return unsupported(g, RSL_STR_SHADOW);
}
