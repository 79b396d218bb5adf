/* PNG output from float RGB and input to 8-bit RGB, with libpng. */
#include "scene_internal.h"

#include <errno.h>
#include <math.h>
#include <png.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static uint8_t encode(float v, scene_png_encoding enc)
{
    v = v > 0 ? (v < 1 ? v : 1) : 0; /* also maps NaN to 0 */
    if (enc == SCENE_PNG_SRGB)
        v = v <= 0.0031308f ? 12.92f * v : 1.055f * powf(v, 1 / 2.4f) - 0.055f;
    return (uint8_t)lrintf(v * 255);
}

/* libpng reports through longjmp; the message is kept for the caller. */
typedef struct png_failure {
    char message[256];
} png_failure;

static void on_error(png_structp png, png_const_charp msg)
{
    png_failure *f = png_get_error_ptr(png);
    snprintf(f->message, sizeof f->message, "%s", msg);
    png_longjmp(png, 1);
}

static void on_warning(png_structp png, png_const_charp msg)
{
    (void)png;
    (void)msg;
}

/* Writes `channels` (3: RGB, 4: RGBA) floats per pixel. */
static bool write_png(const char *path, int width, int height, int channels, const float *px, scene_png_encoding enc,
                      char **err)
{
    if (width <= 0 || height <= 0 || width > 1 << 16 || height > 1 << 16)
        return scene_fail(err, "%s: error: bad image size %dx%d", path, width, height);
    FILE *f = strcmp(path, "-") == 0 ? stdout : fopen(path, "wb"); /* "-": stdout, as the tools' -o - */
    if (!f)
        return scene_fail(err, "%s: error: cannot create: %s", path, strerror(errno));
    uint8_t *row = scene_alloc((size_t)width * (size_t)channels, 1);
    png_failure failure = {{0}};
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &failure, on_error, on_warning);
    png_infop info = png ? png_create_info_struct(png) : NULL;
    bool ok = png && info;
    if (ok && setjmp(png_jmpbuf(png)))
        ok = false;
    else if (ok) {
        png_init_io(png, f);
        png_set_IHDR(png, info, (png_uint_32)width, (png_uint_32)height, 8,
                     channels == 4 ? PNG_COLOR_TYPE_RGB_ALPHA : PNG_COLOR_TYPE_RGB, PNG_INTERLACE_NONE,
                     PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
        /* Linear values carry no colour chunk (viewers show the bytes as
         * they are, the renderers' customary look); sRGB says so. */
        if (enc == SCENE_PNG_SRGB)
            png_set_sRGB(png, info, PNG_sRGB_INTENT_PERCEPTUAL);
        png_write_info(png, info);
        for (int y = 0; y < height; y++) {
            for (size_t x = 0; x < (size_t)channels * (size_t)width; x++) /* alpha is linear */
                row[x] = encode(px[(size_t)y * (size_t)channels * (size_t)width + x],
                                channels == 4 && x % 4 == 3 ? SCENE_PNG_LINEAR : enc);
            png_write_row(png, row);
        }
        png_write_end(png, NULL);
    }
    png_destroy_write_struct(&png, &info);
    free(row);
    if ((f == stdout ? fflush(f) : fclose(f)) && ok)
        ok = scene_fail(err, "%s: error: write failed: %s", path, strerror(errno));
    else if (!ok)
        scene_fail(err, "%s: error: %s", path, failure.message[0] ? failure.message : "libpng failed");
    return ok;
}

bool scene_png_write(const char *path, int width, int height, const float *rgb, scene_png_encoding enc, char **err)
{
    return write_png(path, width, height, 3, rgb, enc, err);
}

bool scene_png_write_rgba(const char *path, int width, int height, const float *rgba, scene_png_encoding enc,
                          char **err)
{
    return write_png(path, width, height, 4, rgba, enc, err);
}

bool scene_png_read(const char *path, int *width, int *height, uint8_t **rgb, char **err)
{
    *rgb = NULL;
    FILE *f = strcmp(path, "-") == 0 ? stdin : fopen(path, "rb");
    if (!f)
        return scene_fail(err, "%s: error: cannot open: %s", path, strerror(errno));
    uint8_t sig[8];
    if (fread(sig, 1, 8, f) != 8 || png_sig_cmp(sig, 0, 8)) {
        if (f != stdin)
            fclose(f);
        return scene_fail(err, "%s: error: not a PNG file", path);
    }
    png_failure failure = {{0}};
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &failure, on_error, on_warning);
    png_infop info = png ? png_create_info_struct(png) : NULL;
    /* Written before setjmp returns a second time, so volatile. */
    uint8_t *volatile pixels = NULL;
    png_bytep *volatile rows = NULL;
    bool ok = png && info;
    if (ok && setjmp(png_jmpbuf(png)))
        ok = false;
    else if (ok) {
        png_init_io(png, f);
        png_set_sig_bytes(png, 8);
        png_set_user_limits(png, 1 << 16, 1 << 16);
        png_read_info(png, info);
        int type = png_get_color_type(png, info);
        if (type == PNG_COLOR_TYPE_PALETTE)
            png_set_palette_to_rgb(png);
        if (type == PNG_COLOR_TYPE_GRAY || type == PNG_COLOR_TYPE_GRAY_ALPHA) {
            png_set_expand_gray_1_2_4_to_8(png);
            png_set_gray_to_rgb(png);
        }
        png_set_strip_16(png);
        png_set_strip_alpha(png);
        png_read_update_info(png, info);
        size_t w = png_get_image_width(png, info), h = png_get_image_height(png, info);
        if (png_get_rowbytes(png, info) != 3 * w)
            png_error(png, "unsupported pixel format");
        pixels = scene_alloc(3 * w * h, 1);
        rows = scene_alloc(h, sizeof *rows);
        for (size_t y = 0; y < h; y++)
            rows[y] = pixels + 3 * w * y;
        png_read_image(png, rows);
        png_read_end(png, NULL);
        *width = (int)w;
        *height = (int)h;
    }
    png_destroy_read_struct(&png, &info, NULL);
    if (f != stdin)
        fclose(f);
    free(rows);
    if (!ok) {
        free(pixels);
        return scene_fail(err, "%s: error: %s", path, failure.message[0] ? failure.message : "libpng failed");
    }
    *rgb = pixels;
    return true;
}
