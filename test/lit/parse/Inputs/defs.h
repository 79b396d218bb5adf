/* Included by preprocess.sl. */
#define SCALE(x) ((x) * KS)

float scaled(float v) { return SCALE(v); }
