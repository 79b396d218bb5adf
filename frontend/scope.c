#include "scope.h"

#include <stdlib.h>

scope *rsl_scope_push(scope *parent)
{
    scope *sc = calloc(1, sizeof *sc);
    if (!sc)
        abort();
    sc->parent = parent;
    return sc;
}

scope *rsl_scope_pop(scope *sc)
{
    scope *parent = sc->parent;
    rsl_namemap_free(&sc->newest);
    free(sc->syms);
    free(sc);
    return parent;
}

sym *rsl_scope_add(scope *sc, const char *name)
{
    if (sc->n == sc->cap) {
        sc->cap = sc->cap ? 2 * sc->cap : 8;
        sc->syms = realloc(sc->syms, (size_t)sc->cap * sizeof *sc->syms);
        if (!sc->syms)
            abort();
    }
    int *newest = rsl_namemap_slot(&sc->newest, name);
    sym *y = &sc->syms[sc->n];
    *y = (sym){.name = name, .global = -1, .older = *newest};
    *newest = sc->n++;
    return y;
}

sym *rsl_scope_find_var(scope *sc, const char *name, bool outward)
{
    for (; sc; sc = outward ? sc->parent : NULL)
        for (int i = rsl_namemap_get(&sc->newest, name); i >= 0; i = sc->syms[i].older)
            if (!sc->syms[i].func)
                return &sc->syms[i];
    return NULL;
}

int rsl_scope_find_funcs(scope *sc, const char *name, rsl_func **out, int max)
{
    for (; sc; sc = sc->parent) {
        int k = 0; /* the chain runs newest first: count, then fill from the back */
        for (int i = rsl_namemap_get(&sc->newest, name); i >= 0; i = sc->syms[i].older)
            k += sc->syms[i].func != NULL;
        if (k == 0)
            continue;
        int j = k;
        for (int i = rsl_namemap_get(&sc->newest, name); i >= 0; i = sc->syms[i].older)
            if (sc->syms[i].func && --j < max)
                out[j] = sc->syms[i].func;
        return k < max ? k : max;
    }
    return 0;
}
