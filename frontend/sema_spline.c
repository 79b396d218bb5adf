/* spline([basis,] x, k0, k1, ... kn) and spline([basis,] x, k[]) (RI 3.2
 * section 15.1).  Not a row of the builtin table: shader libraries pass 15
 * to 30 knots, more than a table row holds, so sema checks the call here and
 * irgen passes the knots to the runtime as an array (RSL_BUILTIN_KNOTS).
 * Knots are floats or one triple kind (floats among triples are promoted);
 * the result has the knots' kind. */
#include <string.h>

#include "sema_internal.h"

/* RiBasis's names (bspline also as RIB's b-spline), "linear", and the
 * "constant" of OSL and PRMan: runtime/spline.c has one basis for each. */
static const char *const basis_names[] = {"catmull-rom", "bezier", "bspline", "b-spline",
                                          "hermite",     "linear", "power",   "constant"};

static const rsl_builtin_sig spline_sigs[] = {
    {"spline", "rsl_spline_f", RSL_T_FLOAT, 0, {0}, RSL_BUILTIN_KNOTS},
    {"spline", "rsl_spline_3", RSL_T_COLOR, 0, {0}, RSL_BUILTIN_KNOTS},
    {"spline", "rsl_spline_3", RSL_T_POINT, 0, {0}, RSL_BUILTIN_KNOTS},
    {"spline", "rsl_spline_3", RSL_T_VECTOR, 0, {0}, RSL_BUILTIN_KNOTS},
    {"spline", "rsl_spline_3", RSL_T_NORMAL, 0, {0}, RSL_BUILTIN_KNOTS},
};

static bool knot_kind_ok(int kind) { return kind == RSL_T_FLOAT || rsl_kind_is_triple(kind); }

/* A constant basis must be one spline knows; a computed one is looked up
 * at run time (unknown: catmull-rom). */
static bool check_basis(sema *S, const rsl_expr *b)
{
    if (b->kind != RSL_E_STR)
        return true;
    for (size_t i = 0; i < sizeof basis_names / sizeof basis_names[0]; i++)
        if (strcmp(b->str, basis_names[i]) == 0)
            return true;
    rsl_diag_error(S->diag, b->loc,
                   "unknown spline basis \"%s\" (catmull-rom, bezier, bspline, hermite, linear, power or constant)",
                   b->str);
    return false;
}

/* The knots' common kind, checking each; RSL_T_ERROR after reporting. */
static int knots_kind(sema *S, rsl_expr **k, int n)
{
    int kind = RSL_T_FLOAT;
    char b[64];
    for (int i = 0; i < n; i++) {
        if (k[i]->type.array_len != RSL_NOT_ARRAY || !knot_kind_ok((int)k[i]->type.kind)) {
            rsl_diag_error(S->diag, k[i]->loc, "a spline knot must be a float, color, point, vector or normal, not '%s'",
                           sema_type_str(k[i]->type, b, sizeof b));
            return RSL_T_ERROR;
        }
        if (kind == RSL_T_FLOAT)
            kind = (int)k[i]->type.kind;
    }
    bool ok = true;
    for (int i = 0; i < n; i++)
        ok &= sema_coerce(S, &k[i], sema_scalar(kind), "as a spline knot");
    return ok ? kind : RSL_T_ERROR;
}

rsl_type sema_check_spline(sema *S, rsl_expr *e)
{
    char b[64];
    bool has_basis = e->nargs > 0 && (int)e->args[0]->type.kind == RSL_T_STRING &&
                     e->args[0]->type.array_len == RSL_NOT_ARRAY;
    int xi = has_basis ? 1 : 0, nk = e->nargs - xi - 1;
    if (nk < 1) {
        rsl_diag_error(S->diag, e->loc, "spline needs a value and at least 4 knots (or an array of knots)");
        return e->type = sema_scalar(RSL_T_ERROR);
    }
    bool ok = !has_basis || check_basis(S, e->args[0]);
    ok &= sema_coerce(S, &e->args[xi], sema_scalar(RSL_T_FLOAT), "as spline's value");
    rsl_expr *first = e->args[xi + 1];
    int kind, nknots;
    if (nk == 1 && first->type.array_len != RSL_NOT_ARRAY) {
        kind = (int)first->type.kind;
        nknots = first->type.array_len;
        if (!knot_kind_ok(kind)) {
            rsl_diag_error(S->diag, first->loc, "spline's knots must be floats, colors, points, vectors or normals, not '%s'",
                           sema_type_str(first->type, b, sizeof b));
            return e->type = sema_scalar(RSL_T_ERROR);
        }
        /* irgen passes the count: an unsized parameter's is passed beside it */
        if (nknots == RSL_UNSIZED_ARRAY && !sema_is_unsized_param(first)) {
            rsl_diag_error(S->diag, first->loc, "spline needs a knot array of known length, not '%s'",
                           sema_type_str(first->type, b, sizeof b));
            return e->type = sema_scalar(RSL_T_ERROR);
        }
        if (nknots == RSL_UNSIZED_ARRAY)
            nknots = 4; /* known at run time; the runtime takes fewer than 4 as repeating the last */
    } else {
        kind = knots_kind(S, &e->args[xi + 1], nk);
        nknots = nk;
    }
    if (!ok || kind == RSL_T_ERROR)
        return e->type = sema_scalar(RSL_T_ERROR);
    if (nknots < 4) {
        rsl_diag_error(S->diag, e->loc, "spline needs at least 4 knots, not %d", nknots);
        return e->type = sema_scalar(RSL_T_ERROR);
    }
    if (!has_basis) {
        /* The default made explicit: the runtime always takes a basis. */
        rsl_expr *basis = rsl_ast_new_expr(S->prog->arena, RSL_E_STR, e->loc);
        basis->str = "catmull-rom";
        basis->str_len = strlen(basis->str);
        sema_check_expr(S, &basis, RSL_T_NONE);
        rsl_expr **args = rsl_arena_alloc(S->prog->arena, sizeof *args * (size_t)(e->nargs + 1));
        args[0] = basis;
        memcpy(args + 1, e->args, sizeof *args * (size_t)e->nargs);
        e->args = args;
        e->nargs++;
    }
    for (size_t i = 0; i < sizeof spline_sigs / sizeof spline_sigs[0]; i++)
        if (spline_sigs[i].ret == kind)
            e->builtin = &spline_sigs[i];
    e->type = sema_scalar(kind);
    e->type.detail = sema_args_detail(e->args, e->nargs);
    return e->type;
}
