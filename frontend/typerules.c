/* RSL's type rules on type kinds; see typerules.h. */
#include "typerules.h"

bool rsl_kind_is_pointlike(int kind)
{
    return kind == RSL_T_POINT || kind == RSL_T_VECTOR || kind == RSL_T_NORMAL;
}

bool rsl_kind_is_triple(int kind)
{
    return rsl_kind_is_pointlike(kind) || kind == RSL_T_COLOR;
}

const char *rsl_kind_name(int kind)
{
    static const char *const names[] = {
#define RSL_X_(k, s) s,
        RSL_TYPE_KINDS(RSL_X_)
#undef RSL_X_
    };
    if (kind >= 0 && kind < RSL_T_COUNT)
        return names[kind];
    return kind == RSL_T_BOOL ? "bool" : kind == RSL_T_ERROR ? "<error>" : "<none>";
}

int rsl_conversion_cost(int from, int to)
{
    if (from == to)
        return to == RSL_T_VOID ? -1 : 0;
    if (rsl_kind_is_pointlike(from) && rsl_kind_is_pointlike(to))
        return 1;
    if (from == RSL_T_FLOAT && rsl_kind_is_triple(to))
        return 2;
    if (from == RSL_T_FLOAT && to == RSL_T_MATRIX)
        return 3;
    return -1;
}

bool rsl_cast_allowed(int from, int to)
{
    return rsl_conversion_cost(from, to) >= 0 || (rsl_kind_is_triple(from) && rsl_kind_is_triple(to));
}

/* The kind of `l +/- r` for two point-like kinds. */
static int pointlike_sum(enum rsl_op op, int l, int r)
{
    if (op == RSL_OP_SUB && l == RSL_T_POINT && r == RSL_T_POINT)
        return RSL_T_VECTOR;
    if (l == RSL_T_POINT || r == RSL_T_POINT)
        return RSL_T_POINT;
    if (l == r)
        return l;
    return RSL_T_VECTOR;
}

int rsl_arith_result(enum rsl_op op, int l, int r)
{
    if (op == RSL_OP_DOT || op == RSL_OP_CROSS) {
        if (!rsl_kind_is_pointlike(l) || !rsl_kind_is_pointlike(r))
            return -1;
        return op == RSL_OP_DOT ? RSL_T_FLOAT : RSL_T_VECTOR;
    }
    if (l == RSL_T_FLOAT && r == RSL_T_FLOAT)
        return RSL_T_FLOAT;
    if (l == RSL_T_MATRIX || r == RSL_T_MATRIX) {
        /* Matrices multiply and divide (by the inverse).  A float operand
         * becomes the diagonal matrix f*I, so f * m scales m, m / f scales
         * it by 1/f and f / m is f * inverse(m): 1/m is m's inverse, as
         * RI 3.2 defines it. */
        if (l != RSL_T_MATRIX && l != RSL_T_FLOAT)
            return -1;
        if (r != RSL_T_MATRIX && r != RSL_T_FLOAT)
            return -1;
        return (op == RSL_OP_MUL || op == RSL_OP_DIV) ? RSL_T_MATRIX : -1;
    }
    if (l == RSL_T_FLOAT && rsl_kind_is_triple(r))
        l = r;
    else if (r == RSL_T_FLOAT && rsl_kind_is_triple(l))
        r = l;
    if (!rsl_kind_is_triple(l) || !rsl_kind_is_triple(r))
        return -1;
    if (l == RSL_T_COLOR || r == RSL_T_COLOR)
        return l == r ? RSL_T_COLOR : -1;
    if (op == RSL_OP_ADD || op == RSL_OP_SUB)
        return pointlike_sum(op, l, r);
    return l == r ? l : (l == RSL_T_POINT || r == RSL_T_POINT) ? RSL_T_POINT : RSL_T_VECTOR;
}

int rsl_common_kind(int l, int r)
{
    if (l == r)
        return l == RSL_T_VOID ? -1 : l;
    if (rsl_kind_is_pointlike(l) && rsl_kind_is_pointlike(r))
        return RSL_T_VECTOR;
    if (rsl_conversion_cost(l, r) > 0)
        return r;
    if (rsl_conversion_cost(r, l) > 0)
        return l;
    return -1;
}

int rsl_overload_score(const int *param_kinds, int nparams, const int *arg_kinds, int nargs,
                       int ret_kind, int expected)
{
    if (nparams != nargs)
        return -1;
    int args = 0;
    for (int i = 0; i < nargs; i++) {
        int want = param_kinds[i] & 0xff;
        int cost = rsl_conversion_cost(arg_kinds[i], want);
        /* An output argument is written through a pointer: no conversion. */
        if (cost < 0 || ((param_kinds[i] & RSL_PARAM_OUT) && cost != 0))
            return -1;
        args += cost;
    }
    int ret;
    if (expected == RSL_T_NONE || expected == RSL_T_VOID)
        ret = ret_kind == RSL_T_FLOAT ? 0 : 1;
    else if (ret_kind == expected)
        ret = 0;
    else if (rsl_conversion_cost(ret_kind, expected) >= 0)
        ret = 1 + rsl_conversion_cost(ret_kind, expected);
    else
        ret = 8;
    return args * 16 + ret;
}
