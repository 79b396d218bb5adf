/* Open addressing with linear probing, kept at most half full. */
#include "namemap.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

static uint32_t hash(const char *s)
{
    uint32_t h = 2166136261u; /* FNV-1a */
    for (; *s; s++)
        h = (h ^ (unsigned char)*s) * 16777619u;
    return h;
}

/* The slot of `key`, or the empty one where it would go. */
static int find(const rsl_namemap *m, const char *key)
{
    int mask = m->nslots - 1, i = (int)(hash(key) & (uint32_t)mask);
    while (m->keys[i] && strcmp(m->keys[i], key) != 0)
        i = (i + 1) & mask;
    return i;
}

int rsl_namemap_get(const rsl_namemap *m, const char *key)
{
    if (!m->nslots)
        return -1;
    int i = find(m, key);
    return m->keys[i] ? m->values[i] : -1;
}

static void rehash(rsl_namemap *m)
{
    rsl_namemap old = *m;
    m->nslots = old.nslots ? 2 * old.nslots : 16;
    m->keys = calloc((size_t)m->nslots, sizeof *m->keys);
    m->values = malloc((size_t)m->nslots * sizeof *m->values);
    if (!m->keys || !m->values)
        abort(); /* out of memory is no input error */
    for (int i = 0; i < old.nslots; i++)
        if (old.keys[i]) {
            int j = find(m, old.keys[i]);
            m->keys[j] = old.keys[i];
            m->values[j] = old.values[i];
        }
    free(old.keys);
    free(old.values);
}

int *rsl_namemap_slot(rsl_namemap *m, const char *key)
{
    if (2 * (m->used + 1) > m->nslots)
        rehash(m);
    int i = find(m, key);
    if (!m->keys[i]) {
        m->keys[i] = key;
        m->values[i] = -1;
        m->used++;
    }
    return &m->values[i];
}

void rsl_namemap_free(rsl_namemap *m)
{
    free(m->keys);
    free(m->values);
    *m = (rsl_namemap){0};
}
