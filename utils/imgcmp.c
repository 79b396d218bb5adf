/* imgcmp: compares two PNG images; prints their PSNR and largest per-channel
 * error; exits 1 when past a threshold given on the command line, 2 on
 * errors.  Image tests use it to hold renders to references with a stated
 * tolerance. */
#include "scene.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tool_common.h"

static const char usage[] =
    "usage: imgcmp [options] A.png B.png\n"
    "Prints 'psnr: P dB max-error: M differing: D' for two images of one size\n"
    "(8-bit RGB; P is 'inf' for identical images, D counts differing pixels).\n"
    "'-' reads one of the images from stdin.\n"
    "  --min-psnr DB     exit 1 when the PSNR is below DB\n"
    "  --max-error N     exit 1 when some channel differs by more than N (0-255)\n"
    "  --diff FILE       write |A-B| times 8 as a PNG for inspection ('-': stdout)\n"
    "  -h, --help        this text\n"
    "  --version         the versions of rsltools and LLVM\n"
    "Exit status: 0 within the thresholds, 1 past one, 2 on errors (as cmp and diff).\n";

/* Errors exit 2: 1 means the images differ past a threshold, as cmp's. */
static int fail(const char *msg, const char *arg)
{
    tool_error("%s%s", msg, arg ? arg : "");
    return 2;
}

static bool number(const char *s, double lo, double hi, double *out)
{
    char *end;
    double v = strtod(s, &end);
    if (!*s || *end || !(v >= lo && v <= hi))
        return false;
    *out = v;
    return true;
}

int main(int argc, char **argv)
{
    tool_init("imgcmp", usage);
    const char *files[2] = {NULL, NULL}, *diff = NULL;
    double min_psnr = -1, max_error = 256;
    int nfiles = 0;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (tool_info_option(a))
            return 0;
        if (!strcmp(a, "--min-psnr") || !strcmp(a, "--max-error") || !strcmp(a, "--diff")) {
            if (i + 1 == argc)
                return fail("missing value after ", a);
            const char *v = argv[++i];
            if (!strcmp(a, "--diff"))
                diff = v;
            else if (!number(v, 0, a[6] == 'p' ? 1000 : 255, a[6] == 'p' ? &min_psnr : &max_error))
                return fail("bad number for the option: ", v);
            continue;
        }
        if (a[0] == '-' && a[1])
            return fail("unknown option ", a);
        if (nfiles == 2)
            return fail("more than two images given: ", a);
        files[nfiles++] = a;
    }
    if (nfiles != 2)
        return fail("two images are needed (see imgcmp --help)", NULL);
    for (int k = 0; k < 2; k++) { /* a missing file, as the tools report it */
        FILE *f = tool_open_input(files[k], true);
        if (!f)
            return 2;
        tool_close(f, files[k]);
    }
    int w[2], h[2];
    uint8_t *px[2] = {NULL, NULL};
    char *err = NULL;
    for (int k = 0; k < 2; k++)
        if (!scene_png_read(files[k], &w[k], &h[k], &px[k], &err)) {
            fprintf(stderr, "imgcmp: %s\n", err);
            free(err);
            free(px[0]);
            return 2;
        }
    int status = 0;
    if (w[0] != w[1] || h[0] != h[1]) {
        fprintf(stderr, "imgcmp: error: the sizes differ: %dx%d (%s) and %dx%d (%s)\n", w[0], h[0], files[0], w[1], h[1],
                files[1]);
        status = 2;
        goto done;
    }
    size_t n = (size_t)w[0] * (size_t)h[0], differing = 0;
    double sq = 0;
    int worst = 0;
    float *d = diff ? malloc(3 * n * sizeof *d) : NULL;
    for (size_t i = 0; i < n; i++) {
        bool differs = false;
        for (int c = 0; c < 3; c++) {
            int e = abs((int)px[0][3 * i + c] - (int)px[1][3 * i + c]);
            sq += (double)e * e;
            worst = e > worst ? e : worst;
            differs |= e != 0;
            if (d)
                d[3 * i + c] = 8.0f * (float)e / 255;
        }
        differing += differs;
    }
    double mse = sq / (3.0 * (double)n), psnr = mse > 0 ? 10 * log10(255.0 * 255.0 / mse) : INFINITY;
    if (isinf(psnr))
        printf("psnr: inf dB max-error: %d differing: %zu\n", worst, differing);
    else
        printf("psnr: %.2f dB max-error: %d differing: %zu\n", psnr, worst, differing);
    if (d && !scene_png_write(diff, w[0], h[0], d, SCENE_PNG_LINEAR, &err)) {
        fprintf(stderr, "imgcmp: %s\n", err);
        free(err);
        status = 2;
    }
    free(d);
    if (!status && psnr < min_psnr) {
        fprintf(stderr, "imgcmp: %s and %s: PSNR %.2f dB is below %g dB\n", files[0], files[1], psnr, min_psnr);
        status = 1;
    }
    if (!status && worst > max_error) {
        fprintf(stderr, "imgcmp: %s and %s: a channel differs by %d, more than %g\n", files[0], files[1], worst, max_error);
        status = 1;
    }
done:
    free(px[0]);
    free(px[1]);
    return status;
}
