/* A hash map from names to ints (indices into the caller's arrays), so that
 * symbol and string lookups cost the same in a file of 40k functions as in
 * one of ten.  Keys are not copied: they must outlive the map. */
#ifndef RSL_NAMEMAP_H
#define RSL_NAMEMAP_H

typedef struct rsl_namemap {
    const char **keys;
    int *values;
    int nslots, used;
} rsl_namemap;

/* The value of `key`, or -1. */
int rsl_namemap_get(const rsl_namemap *, const char *key);
/* Where the value of `key` lives, a new entry holding -1 if there was none;
 * valid until the next call that adds. */
int *rsl_namemap_slot(rsl_namemap *, const char *key);
void rsl_namemap_free(rsl_namemap *);

#endif
