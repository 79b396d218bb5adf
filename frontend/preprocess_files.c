/* The preprocessor's file access: whole files into the arena, the folder
 * #include "..." searches first, real paths (include cycles, #pragma once). */
#define _XOPEN_SOURCE 700 /* realpath */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "lexer.h"

enum { MAX_FILE_SIZE = 64 * 1024 * 1024 };

char *rsl_pp_dir_of(rsl_arena *arena, const char *path) {
    const char *slash = strrchr(path, '/');
    if (!slash) return rsl_arena_strndup(arena, ".", 1);
    return rsl_arena_strndup(arena, path, (size_t)(slash - path == 0 ? 1 : slash - path));
}

char *rsl_pp_read_file(rsl_arena *arena, const char *path, size_t *len) {
    FILE *f = strcmp(path, "-") == 0 ? stdin : fopen(path, "rb");
    if (!f) return NULL;
    if (f != stdin) {
        struct stat st;
        if (fstat(fileno(f), &st) != 0 || !S_ISREG(st.st_mode) || st.st_size > MAX_FILE_SIZE) {
            fclose(f);
            errno = S_ISDIR(st.st_mode) ? EISDIR : EINVAL;
            return NULL;
        }
    }
    size_t cap = 4096, n = 0;
    char *buf = malloc(cap);
    if (!buf) abort();
    for (;;) {
        if (n == cap) {
            if (cap >= MAX_FILE_SIZE) {
                errno = EFBIG;
                free(buf);
                buf = NULL;
                break;
            }
            cap *= 2;
            buf = realloc(buf, cap);
            if (!buf) abort();
        }
        size_t got = fread(buf + n, 1, cap - n, f);
        if (got == 0) break;
        n += got;
    }
    bool err = buf && ferror(f);
    if (f != stdin) fclose(f);
    if (!buf || err) {
        free(buf);
        return NULL;
    }
    char *text = rsl_arena_strndup(arena, buf, n);
    free(buf);
    *len = n;
    return text;
}

char *rsl_pp_real_path(rsl_arena *arena, const char *path) {
    char buf[PATH_MAX];
    if (!realpath(path, buf)) return NULL;
    return rsl_arena_strndup(arena, buf, strlen(buf));
}
