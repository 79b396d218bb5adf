/* Reading RIB files: whole files and gzip input, ReadArchive with its
 * cycle guard, and the scene_rib entry points. */
#define _XOPEN_SOURCE 700 /* realpath */
#include "rib_internal.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* ---- Files ----------------------------------------------------------------- */

/* Scene files larger than this are refused rather than read. */
#define RIB_MAX_FILE ((size_t)1 << 30)

static bool read_file(const char *path, char **data, size_t *size, char **err)
{
    FILE *f = strcmp(path, "-") == 0 ? stdin : fopen(path, "rb");
    struct stat sb;
    if (!f || (f != stdin && (fstat(fileno(f), &sb) || !S_ISREG(sb.st_mode)))) {
        int e = f ? EISDIR : errno;
        if (f && f != stdin)
            fclose(f);
        return scene_fail(err, "%s: error: cannot read: %s", path, f ? "not a regular file" : strerror(e));
    }
    size_t cap = 1 << 16, n = 0;
    char *buf = scene_alloc(cap, 1);
    for (;;) {
        if (n == cap) {
            if (cap >= RIB_MAX_FILE) {
                free(buf);
                if (f != stdin)
                    fclose(f);
                return scene_fail(err, "%s: error: larger than %zu bytes", path, RIB_MAX_FILE);
            }
            cap *= 2;
            buf = scene_grow(buf, cap, 1);
        }
        size_t got = fread(buf + n, 1, cap - n, f);
        n += got;
        if (!got)
            break;
    }
    bool bad = ferror(f);
    if (f != stdin)
        fclose(f);
    if (bad) {
        free(buf);
        return scene_fail(err, "%s: error: read error", path);
    }
    *data = buf;
    *size = n;
    return true;
}

/* Lexes and reads one file's requests (gzip inflated first). */
static bool read_stream(rib_state *st, const char *name, const char *data, size_t size)
{
    char *inflated = NULL;
    if (size >= 2 && (unsigned char)data[0] == 0x1f && (unsigned char)data[1] == 0x8b) {
        if (!rib_gunzip(name, data, size, &inflated, &size, &st->error))
            return false;
        data = inflated;
    }
    rib_lexer lx, *outer = st->lx;
    rib_lex_init(&lx, name, data, size);
    st->lx = &lx;
    bool ok = rib_parse_stream(st, &lx, &st->error);
    st->lx = outer;
    rib_lex_free(&lx);
    free(inflated);
    return ok;
}

bool rib_read_archive(rib_state *st, const rib_request *rq)
{
    const char *file = rib_string(st, rq, 0);
    if (!file)
        return false;
    if (st->flags & SCENE_RIB_NO_FILES)
        return rib_error(st, rq->line, rq->col, "ReadArchive: reading files is disabled here");
    /* Relative to the folder of the file that names it. */
    const char *including = st->lx->name, *slash = strrchr(including, '/');
    size_t dirlen = file[0] != '/' && slash ? (size_t)(slash - including) + 1 : 0;
    char *path = scene_alloc(dirlen + strlen(file) + 1, 1);
    memcpy(path, including, dirlen);
    strcpy(path + dirlen, file);
    char *real = realpath(path, NULL);
    bool ok = false;
    char *data = NULL, *err = NULL;
    size_t size;
    if (!real) {
        rib_error(st, rq->args[0].line, rq->args[0].col, "ReadArchive: cannot open \"%s\": %s", path, strerror(errno));
    } else {
        bool cycle = false;
        for (int i = 0; i < st->nfiles; i++)
            cycle |= strcmp(st->files[i], real) == 0;
        if (cycle)
            rib_error(st, rq->args[0].line, rq->args[0].col, "ReadArchive: \"%s\" includes itself", path);
        else if (st->nfiles == (int)(sizeof st->files / sizeof st->files[0]))
            rib_error(st, rq->args[0].line, rq->args[0].col, "ReadArchive: archives nested too deeply");
        else if (!read_file(path, &data, &size, &err))
            rib_error(st, rq->args[0].line, rq->args[0].col, "ReadArchive: %s", err);
        else {
            st->files[st->nfiles++] = real;
            char *name = rib_arena_strdup(st->r, path);
            ok = read_stream(st, name, data, size);
            st->nfiles--;
        }
    }
    free(err);
    free(data);
    free(real);
    free(path);
    return ok;
}

/* ---- Whole scenes ----------------------------------------------------------- */

bool scene_rib_light_on(const scene_rib_object *o, int light)
{
    for (const scene_rib_switch *s = o->lights; s; s = s->next)
        if (s->light == light)
            return s->on;
    return false;
}

/* scene_rib_parse with the image size override of scene_rib_load_sized. */
static bool parse(const char *name, const void *data, size_t size, unsigned flags, int width, int height,
                  scene_rib *out, char **err)
{
    *out = (scene_rib){0};
    out->scene = scene_new();
    const char *slash = strrchr(name, '/');
    out->dir = slash ? strndup(name, (size_t)(slash - name) + (slash == name)) : strdup(".");
    if (!out->dir)
        abort();
    rib_state st = {.r = out, .flags = flags, .defining = -1, .motion_left = -1, .width = width, .height = height};
    st.stack = scene_alloc(st.cap = 8, sizeof *st.stack);
    rib_attrs *a = (&st.stack[st.depth]);
    a->ctm = scene_mat4_identity();
    a->Cs = a->Os = v3(1, 1, 1);
    float st_default[8] = {0, 0, 1, 0, 0, 1, 1, 1};
    memcpy(a->st, st_default, sizeof st_default);
    for (int k = 0; k < SCENE_SHADER_KINDS; k++)
        a->shader[k] = -1;
    a->sides = 2;
    a->shading_rate = 1;
    a->visible_camera = true;
    scene_basis_named("bezier", &a->ubasis);
    a->vbasis = a->ubasis;
    rib_camera_defaults(&out->opt);
    char *real = flags & SCENE_RIB_NO_FILES ? NULL : realpath(name, NULL);
    if (real)
        st.files[st.nfiles++] = real;
    bool ok = read_stream(&st, rib_arena_strdup(out, name), data, size);
    if (ok && st.worlds == 0)
        rib_camera_finish(&st); /* a RIB of options only still has a camera */
    if (ok && st.depth > 0) {
        const rib_attrs *open = &st.stack[st.depth];
        scene_fail(&st.error, "%s: error: end of file inside the %s of %s:%d", name, rib_block_name(open->block),
                   open->open_file, open->open_line);
        ok = false;
    }
    free(real);
    for (size_t i = 0; i < st.nobjects; i++) {
        for (size_t k = 0; k < st.objects[i].nparts; k++)
            scene_mesh_free(&st.objects[i].parts[k].mesh);
        free(st.objects[i].parts);
    }
    free(st.objects);
    free(st.stack);
    free(st.decls);
    free(st.overrides);
    rib_map_free(&st.decl_index);
    rib_map_free(&st.warned);
    rib_map_free(&st.light_handles);
    rib_map_free(&st.object_handles);
    if (!ok) {
        /* The warnings before the error come first in the message. */
        size_t len = strlen(st.error) + 1;
        for (size_t i = 0; i < out->nwarnings; i++)
            len += strlen(out->warnings[i]) + 1;
        *err = scene_alloc(len, 1);
        for (size_t i = 0; i < out->nwarnings; i++)
            strcat(strcat(*err, out->warnings[i]), "\n");
        strcat(*err, st.error);
        free(st.error);
        scene_rib_free(out);
        return false;
    }
    scene_build(out->scene);
    return true;
}

bool scene_rib_parse(const char *name, const void *data, size_t size, unsigned flags, scene_rib *out, char **err)
{
    return parse(name, data, size, flags, 0, 0, out, err);
}

bool scene_rib_load_sized(const char *path, int width, int height, scene_rib *out, char **err)
{
    char *data;
    size_t size;
    *out = (scene_rib){0};
    if (!read_file(path, &data, &size, err))
        return false;
    bool ok = parse(path, data, size, 0, width, height, out, err);
    free(data);
    return ok;
}

bool scene_rib_load(const char *path, scene_rib *out, char **err)
{
    return scene_rib_load_sized(path, 0, 0, out, err);
}

void scene_rib_free(scene_rib *r)
{
    scene_free(r->scene);
    for (size_t i = 0; i < r->nwarnings; i++)
        free(r->warnings[i]);
    free(r->warnings);
    free(r->shaders);
    free(r->objects);
    free(r->lights);
    free(r->coordsys);
    free(r->dir);
    rib_arena_free(r->arena);
    *r = (scene_rib){0};
}
