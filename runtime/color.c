/* RSL color builtins (RI 3.2 section 15.3): components and color spaces.
 * rgb is linear with Rec. 709 primaries and a D65 white (so XYZ's Y is the
 * luminance); hue (hsv, hsl) runs over [0,1); YIQ is NTSC's. */
#include "rsl_internal.h"

static int color_index(float i) { return (int)rsl_fclamp(i, 0.0f, 2.0f); }
float rsl_comp__f_cf(rsl_color c, float index) {
    int i = color_index(index);
    return i == 0 ? c.x : (i == 1 ? c.y : c.z);
}
void rsl_setcomp__v_cff(rsl_color *c, float index, float value) {
    int i = color_index(index);
    if (i == 0)
        c->x = value;
    else if (i == 1)
        c->y = value;
    else
        c->z = value;
}

float rsl_luminance(rsl_color c) { return 0.2126729f * c.x + 0.7151522f * c.y + 0.0721750f * c.z; }

static rsl_color mat3(const float m[9], rsl_color c) {
    return rsl_f3(m[0] * c.x + m[1] * c.y + m[2] * c.z, m[3] * c.x + m[4] * c.y + m[5] * c.z,
                  m[6] * c.x + m[7] * c.y + m[8] * c.z);
}
static const float rgb_to_xyz[9] = {0.4124564f, 0.3575761f, 0.1804375f, 0.2126729f, 0.7151522f,
                                    0.0721750f, 0.0193339f, 0.1191920f, 0.9503041f};
static const float xyz_to_rgb[9] = {3.240454836f,  -1.537138850f, -0.498531547f,
                                    -0.969266390f, 1.876010929f,  0.041556082f,
                                    0.055643420f,  -0.204025854f, 1.057225162f};
static const float rgb_to_yiq[9] = {0.299f, 0.587f,  0.114f,  0.596f, -0.274f,
                                    -0.322f, 0.211f, -0.523f, 0.312f};
static const float yiq_to_rgb[9] = {1.0f, 0.956170685f,  0.621432566f, 1.0f, -0.272688602f,
                                    -0.646813237f, 1.0f, -1.103744082f, 1.700623095f};

/* Hue in [0,1) of an rgb color with the given max and chroma d > 0. */
static float hue_of(rsl_color c, float mx, float d) {
    float h;
    if (c.x == mx)
        h = (c.y - c.z) / d;
    else if (c.y == mx)
        h = 2.0f + (c.z - c.x) / d;
    else
        h = 4.0f + (c.x - c.y) / d;
    h /= 6.0f;
    return h < 0.0f ? h + 1.0f : h;
}

static rsl_color rgb_to_hsv(rsl_color c) {
    float mx = rsl_fmax(c.x, rsl_fmax(c.y, c.z)), mn = rsl_fmin(c.x, rsl_fmin(c.y, c.z));
    float d = mx - mn;
    float s = mx > 0.0f ? d / mx : 0.0f;
    return rsl_f3(d > 0.0f ? hue_of(c, mx, d) : 0.0f, s, mx);
}
static rsl_color hsv_to_rgb(rsl_color c) {
    float h = c.x, s = c.y, v = c.z;
    float h6 = (h - __builtin_floorf(h)) * 6.0f;
    float i = __builtin_floorf(h6), f = h6 - i;
    float p = v * (1.0f - s), q = v * (1.0f - s * f), t = v * (1.0f - s * (1.0f - f));
    switch ((int)i) {
    case 0: return rsl_f3(v, t, p);
    case 1: return rsl_f3(q, v, p);
    case 2: return rsl_f3(p, v, t);
    case 3: return rsl_f3(p, q, v);
    case 4: return rsl_f3(t, p, v);
    default: return rsl_f3(v, p, q);
    }
}

static rsl_color rgb_to_hsl(rsl_color c) {
    float mx = rsl_fmax(c.x, rsl_fmax(c.y, c.z)), mn = rsl_fmin(c.x, rsl_fmin(c.y, c.z));
    float d = mx - mn, l = 0.5f * (mx + mn);
    if (d <= 0.0f)
        return rsl_f3(0.0f, 0.0f, l);
    float s = l <= 0.5f ? d / (mx + mn) : d / (2.0f - mx - mn);
    return rsl_f3(hue_of(c, mx, d), s, l);
}
static float hsl_channel(float p, float q, float h) {
    h -= __builtin_floorf(h);
    if (h < 1.0f / 6.0f)
        return p + (q - p) * 6.0f * h;
    if (h < 0.5f)
        return q;
    if (h < 2.0f / 3.0f)
        return p + (q - p) * (2.0f / 3.0f - h) * 6.0f;
    return p;
}
static rsl_color hsl_to_rgb(rsl_color c) {
    float h = c.x, s = c.y, l = c.z;
    if (s <= 0.0f)
        return rsl_f3s(l);
    float q = l < 0.5f ? l * (1.0f + s) : l + s - l * s, p = 2.0f * l - q;
    return rsl_f3(hsl_channel(p, q, h + 1.0f / 3.0f), hsl_channel(p, q, h),
                  hsl_channel(p, q, h - 1.0f / 3.0f));
}

/* xyY of black is (0, 0, 0). */
static rsl_color xyz_to_xyy(rsl_color c) {
    float sum = c.x + c.y + c.z;
    if (sum == 0.0f)
        return rsl_f3s(0.0f);
    return rsl_f3(c.x / sum, c.y / sum, c.y);
}
static rsl_color xyy_to_xyz(rsl_color c) {
    float x = c.x, y = c.y, Y = c.z;
    if (y == 0.0f)
        return rsl_f3s(0.0f);
    return rsl_f3(x * Y / y, Y, (1.0f - x - y) * Y / y);
}

rsl_color rsl_color_to_rgb(rsl_string space, rsl_color c) {
    switch (space) {
    case RSL_STR_HSV: return hsv_to_rgb(c);
    case RSL_STR_HSL: return hsl_to_rgb(c);
    case RSL_STR_XYZ:
    case RSL_STR_XYZ_LOWER: return mat3(xyz_to_rgb, c);
    case RSL_STR_XYY: return mat3(xyz_to_rgb, xyy_to_xyz(c));
    case RSL_STR_YIQ: return mat3(yiq_to_rgb, c);
    default: return c;
    }
}
rsl_color rsl_color_from_rgb(rsl_string space, rsl_color c) {
    switch (space) {
    case RSL_STR_HSV: return rgb_to_hsv(c);
    case RSL_STR_HSL: return rgb_to_hsl(c);
    case RSL_STR_XYZ:
    case RSL_STR_XYZ_LOWER: return mat3(rgb_to_xyz, c);
    case RSL_STR_XYY: return xyz_to_xyy(mat3(rgb_to_xyz, c));
    case RSL_STR_YIQ: return mat3(rgb_to_yiq, c);
    default: return c;
    }
}

rsl_color rsl_ctransform__c_sc(rsl_string tospace, rsl_color c) {
    return rsl_color_from_rgb(tospace, c);
}
rsl_color rsl_ctransform__c_ssc(rsl_string fromspace, rsl_string tospace, rsl_color c) {
    return rsl_color_from_rgb(tospace, rsl_color_to_rgb(fromspace, c));
}
