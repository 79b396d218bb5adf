/* The interned string table (ids fixed by rsl_abi.h). */
#include <stdlib.h>
#include <string.h>

#include "semantics.h"

char *rsl_strdup(const char *s)
{
    size_t n = strlen(s) + 1;
    char *d = malloc(n);
    if (!d)
        abort();
    return memcpy(d, s, n);
}

static void grow(rsl_string_table *t, int count)
{
    if (count <= t->cap)
        return;
    int cap = t->cap ? t->cap : 128;
    while (cap < count)
        cap *= 2;
    t->names = realloc(t->names, (size_t)cap * sizeof *t->names);
    if (!t->names)
        abort();
    memset(t->names + t->cap, 0, (size_t)(cap - t->cap) * sizeof *t->names);
    t->cap = cap;
}

void rsl_string_table_init(rsl_string_table *t)
{
    static const char *const predefined[] = {
        "",
#define RSL_X_(k, s) s,
        RSL_PREDEFINED_STRINGS(RSL_X_)
#undef RSL_X_
    };
    *t = (rsl_string_table){0};
    grow(t, RSL_STRING_FIRST_FREE);
    for (size_t i = 0; i < sizeof predefined / sizeof predefined[0]; i++)
        rsl_string_table_set(t, (int)i, predefined[i]);
    t->count = RSL_STRING_FIRST_FREE;
}

int rsl_string_intern(rsl_string_table *t, const char *s)
{
    int id = rsl_namemap_get(&t->ids, s);
    if (id < 0) {
        id = t->count;
        rsl_string_table_set(t, id, s);
    }
    return id;
}

void rsl_string_table_set(rsl_string_table *t, int id, const char *s)
{
    if (id < 0)
        return;
    grow(t, id + 1);
    if (!t->names[id]) {
        t->names[id] = rsl_strdup(s);
        int *lowest = rsl_namemap_slot(&t->ids, t->names[id]);
        if (*lowest < 0 || id < *lowest)
            *lowest = id;
    }
    if (id >= t->count)
        t->count = id + 1;
}

void rsl_string_table_free(rsl_string_table *t)
{
    for (int i = 0; i < t->count; i++)
        free(t->names[i]);
    free(t->names);
    rsl_namemap_free(&t->ids);
    *t = (rsl_string_table){0};
}
