/* The RPU assembler: one pass over the lines building instructions, label
 * references fixed up at the end.  Every error is reported at its line and
 * column and the rest of that line is skipped, so one run reports them all.
 * The syntax is docs/rpu.md's "Assembly syntax"; vm/README.md lists it. */
#include "isa.h"

#include <ctype.h>
#include <limits.h>
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

typedef enum { TK_END, TK_IDENT, TK_NUM, TK_PUNCT } tk_kind;

typedef struct token {
    tk_kind kind;
    const char *s;
    int len, col;
} token;

typedef struct fixup {
    uint32_t addr;
    char *label;
    int line, col;
} fixup;

typedef struct label {
    char *name;
    uint32_t addr;
} label;

typedef struct assembler {
    const char *file;
    FILE *diag;
    int errors, line;
    token tk[128];
    int ntk, pos;
    rpu_instr *code;
    uint32_t *lines;
    uint32_t ncode;
    size_t capcode, caplines;
    label *labels;
    size_t nlabels, caplabels;
    fixup *fixups;
    size_t nfixups, capfixups;
    uint32_t line_instrs; /* instructions parsed so far on this line */
    rpu_data_cell *data;  /* `.cell`s, in source order */
    size_t ndata, capdata;
    uint32_t data_at;     /* the next `.cell`'s offset (`.data` sets it) */
} assembler;

/* Reports an error at token `t` (or the line's end); the caller then gives up on the line. */
static bool error_at(assembler *as, const token *t, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    fprintf(as->diag, "%s:%d:%d: error: ", as->file, as->line, t->col);
    vfprintf(as->diag, fmt, ap);
    fputc('\n', as->diag);
    va_end(ap);
    as->errors++;
    return false;
}

static void *grow(void *p, size_t *cap, size_t need, size_t elem) {
    if (need <= *cap) return p;
    size_t n = *cap ? *cap * 2 : 64;
    while (n < need) n *= 2;
    void *q = realloc(p, n * elem);
    if (!q) abort(); /* out of memory is not an input error */
    *cap = n;
    return q;
}

static char *dup_n(const char *s, int n) {
    char *d = malloc((size_t)n + 1);
    if (!d) abort();
    memcpy(d, s, (size_t)n);
    d[n] = 0;
    return d;
}

/* ---- Lexing ------------------------------------------------------------------ */

static bool ident_start(int c) { return rpu_ident_char(c) && !(c >= '0' && c <= '9'); }

static bool lex_line(assembler *as, const char *p, const char *end) {
    const char *start = p;
    as->ntk = as->pos = 0;
    for (;;) {
        while (p < end && (*p == ' ' || *p == '\t' || *p == '\r')) p++;
        token t = {TK_END, p, 0, (int)(p - start) + 1};
        if (p >= end || *p == ';') {
            as->tk[as->ntk++] = t;
            return true;
        }
        if (as->ntk == (int)(sizeof as->tk / sizeof as->tk[0]) - 1) return error_at(as, &t, "line too long");
        unsigned char c = (unsigned char)*p;
        if (isdigit(c) || (c == '.' && p + 1 < end && isdigit((unsigned char)p[1]))) {
            t.kind = TK_NUM;
            bool hex = p + 1 < end && p[0] == '0' && (p[1] == 'x' || p[1] == 'X'); /* 0x1.8p+0, 0xff */
            if (hex) p += 2;
            while (p < end && (isdigit((unsigned char)*p) || *p == '.' || (hex && isxdigit((unsigned char)*p)))) p++;
            if (p < end && (hex ? (*p == 'p' || *p == 'P') : (*p == 'e' || *p == 'E'))) {
                const char *q = p + 1;
                if (q < end && (*q == '+' || *q == '-')) q++;
                if (q < end && isdigit((unsigned char)*q)) {
                    p = q;
                    while (p < end && isdigit((unsigned char)*p)) p++;
                }
            }
            if (p < end && rpu_ident_char((unsigned char)*p)) {
                t.len = (int)(p - t.s) + 1;
                return error_at(as, &t, "malformed number");
            }
        } else if (ident_start(c)) {
            t.kind = TK_IDENT;
            while (p < end && rpu_ident_char((unsigned char)*p)) p++;
        } else {
            static const char *const puncts[] = {"||", ">=", "!=", "<", ">", "=", ",", "*", "-", "+", "(", ")", ":", "#"};
            t.kind = TK_PUNCT;
            for (size_t i = 0; i < sizeof puncts / sizeof puncts[0]; i++) {
                size_t n = strlen(puncts[i]);
                if ((size_t)(end - p) >= n && !memcmp(p, puncts[i], n)) {
                    p += n;
                    break;
                }
            }
            if (p == t.s) return error_at(as, &t, "unexpected character '%c'", isprint(c) ? c : '?');
        }
        t.len = (int)(p - t.s);
        as->tk[as->ntk++] = t;
    }
}

static token *peek(assembler *as) { return &as->tk[as->pos]; }
static token *next(assembler *as) {
    token *t = &as->tk[as->pos];
    if (t->kind != TK_END) as->pos++;
    return t;
}
static bool is(const token *t, const char *s) { return (int)strlen(s) == t->len && !memcmp(t->s, s, (size_t)t->len); }
static bool is_punct(const token *t, const char *s) { return t->kind == TK_PUNCT && is(t, s); }
static bool accept(assembler *as, const char *s) {
    if (peek(as)->kind == TK_END || !is(peek(as), s)) return false;
    as->pos++;
    return true;
}
static const char *describe(const token *t, char *buf, size_t n) {
    if (t->kind == TK_END) return "end of line";
    snprintf(buf, n, "'%.*s'", t->len > 40 ? 40 : t->len, t->s);
    return buf;
}
static bool expect(assembler *as, const char *s) {
    if (accept(as, s)) return true;
    char b[64];
    return error_at(as, peek(as), "expected '%s', found %s", s, describe(peek(as), b, sizeof b));
}

/* ---- Operands -------------------------------------------------------------------- */

/* Splits "R3.xyz" at the first dot: the register name and the lane letters. */
typedef struct regref {
    rpu_regname reg;
    const char *lanes;
    int nlanes;
    int lane_of_name; /* A0-A3: the lane the name itself selects, else -1 */
} regref;

static bool parse_regref(const token *t, regref *r) {
    char name[16];
    const char *dot = memchr(t->s, '.', (size_t)t->len);
    int n = dot ? (int)(dot - t->s) : t->len;
    if (n <= 0 || n >= (int)sizeof name) return false;
    memcpy(name, t->s, (size_t)n);
    name[n] = 0;
    r->lane_of_name = -1;
    if (name[0] == 'A' && name[1] >= '0' && name[1] <= '3' && !name[2]) {
        r->reg = (rpu_regname){RPU_F_A, 0};
        r->lane_of_name = name[1] - '0';
    } else if (!rpu_parse_regname(name, &r->reg)) {
        return false;
    }
    r->lanes = dot ? dot + 1 : NULL;
    r->nlanes = dot ? t->len - n - 1 : 0;
    return true;
}

static int lane_index(char c) {
    switch (c) {
    case 'x': return 0;
    case 'y': return 1;
    case 'z': return 2;
    case 'w': return 3;
    default: return -1;
    }
}

/* Parses a write mask (lanes in order, each once).  0 on error. */
static uint8_t parse_mask(const char *s, int n) {
    if (n < 1 || n > 4) return 0;
    uint8_t m = 0;
    int last = -1;
    for (int i = 0; i < n; i++) {
        int l = lane_index(s[i]);
        if (l <= last) return 0;
        m |= (uint8_t)(1 << l);
        last = l;
    }
    return m;
}

/* Parses a swizzle, the last letter repeated to four.  -1 on error. */
static int parse_swizzle(const char *s, int n) {
    if (n < 1 || n > 4) return -1;
    int sw = 0, l = 0;
    for (int i = 0; i < 4; i++) {
        if (i < n && (l = lane_index(s[i])) < 0) return -1;
        sw |= l << (2 * i);
    }
    return sw;
}

static bool number_value(const token *t, bool negative, double *out) {
    char buf[64];
    if (t->len >= (int)sizeof buf) return false;
    memcpy(buf, t->s, (size_t)t->len);
    buf[t->len] = 0;
    char *end;
    double v = strtod(buf, &end);
    if (*end) return false;
    *out = negative ? -v : v;
    return true;
}

static bool is_float_word(const token *t) { return t->kind == TK_IDENT && (is(t, "inf") || is(t, "nan")); }

static uint32_t float_bits(double v) {
    float f = (float)v;
    if (isnan(f)) return 0x7fc00000u; /* one canonical NaN */
    uint32_t u;
    memcpy(&u, &f, 4);
    return u;
}

/* A literal (number, inf, nan), the sign already consumed into `negative`. */
static bool parse_literal(assembler *as, bool negative, bool as_int, rpu_operand *o) {
    token *t = next(as);
    double v;
    if (is_float_word(t)) {
        if (as_int) return error_at(as, t, "integer operand expected");
        v = is(t, "inf") ? INFINITY : NAN;
        if (negative) v = -v;
    } else if (!number_value(t, negative, &v)) {
        return error_at(as, t, "malformed number");
    }
    o->file = RPU_F_LITERAL;
    o->swizzle = RPU_SWIZZLE_IDENTITY;
    if (as_int) {
        if (v != floor(v) || v < INT32_MIN || v > INT32_MAX) return error_at(as, t, "integer operand expected");
        o->value = (uint32_t)(int32_t)v;
    } else {
        o->value = float_bits(v);
    }
    return true;
}

static bool parse_int(assembler *as, long lo, long hi, const char *what, long *out) {
    bool neg = accept(as, "-");
    token *t = next(as);
    double v;
    if (t->kind != TK_NUM || !number_value(t, neg, &v) || v != floor(v) || v < lo || v > hi)
        return error_at(as, t, "%s must be an integer in [%ld, %ld]", what, lo, hi);
    *out = (long)v;
    return true;
}

/* Source operand: [-] [scale *] (register[.swizzle] | literal). */
static bool parse_source(assembler *as, bool as_int, rpu_operand *o) {
    token *first = peek(as);
    bool neg = accept(as, "-");
    token *t = peek(as);
    bool has_scale = false;
    if ((t->kind == TK_NUM) && is_punct(&as->tk[as->pos + 1], "*")) {
        double s;
        if (!number_value(t, false, &s)) return error_at(as, t, "malformed number");
        static const double scales[] = {1, 2, 4, 0.5};
        int code = -1;
        for (int i = 0; i < 4; i++)
            if (s == scales[i]) code = i;
        if (code < 0) return error_at(as, neg ? first : t, "source scale must be +-0.5, 1, 2 or 4");
        o->mods = (uint8_t)code | (neg ? 4 : 0);
        neg = false;
        has_scale = true;
        as->pos += 2;
        if (accept(as, "-")) { /* 2*-1.5 */
            if (peek(as)->kind != TK_NUM && !is_float_word(peek(as)))
                return error_at(as, peek(as), "a literal expected after '-'");
            neg = true;
        }
        t = peek(as);
    }
    if (as_int && (has_scale || (neg && t->kind != TK_NUM)))
        return error_at(as, first, "integer operands take no scale or negation");
    if (t->kind == TK_NUM || is_float_word(t)) {
        if (!parse_literal(as, neg, as_int, o)) return false;
        if (o->mods == 4) { /* -1*literal: the sign goes into the literal, one encoding per value */
            o->value ^= 0x80000000u;
            if ((o->value & 0x7fffffffu) > 0x7f800000u) o->value = 0x7fc00000u;
            o->mods = 0;
        }
        return true;
    }
    if (t->kind != TK_IDENT) {
        char b[64];
        return error_at(as, t, "operand expected, found %s", describe(t, b, sizeof b));
    }
    next(as);
    if (neg) o->mods |= 4;
    regref r;
    if (!parse_regref(t, &r)) return error_at(as, t, "unknown register '%.*s'", t->len, t->s);
    o->file = r.reg.file;
    o->index = r.reg.index;
    if (r.lane_of_name >= 0) {
        if (r.lanes) return error_at(as, t, "A%d names one lane and takes no swizzle", r.lane_of_name);
        o->swizzle = (uint8_t)(r.lane_of_name * 0x55);
        return true;
    }
    o->swizzle = RPU_SWIZZLE_IDENTITY;
    if (r.lanes) {
        if (o->file == RPU_F_HIT_TRI || o->file == RPU_F_HIT_OBJ)
            return error_at(as, t, "scalar register takes no swizzle");
        int sw = parse_swizzle(r.lanes, r.nlanes);
        if (sw < 0) return error_at(as, t, "bad swizzle '%.*s'", r.nlanes, r.lanes);
        o->swizzle = (uint8_t)sw;
    }
    return true;
}

static bool parse_dest(assembler *as, rpu_instr *in) {
    token *t = next(as);
    regref r;
    if (t->kind != TK_IDENT) {
        char b[64];
        return error_at(as, t, "destination register expected, found %s", describe(t, b, sizeof b));
    }
    if (!parse_regref(t, &r)) return error_at(as, t, "unknown register '%.*s'", t->len, t->s);
    if (!rpu_file_writable(r.reg.file))
        return error_at(as, t, "register '%.*s' is read-only", r.nlanes ? (int)(r.lanes - t->s - 1) : t->len, t->s);
    in->dest_file = r.reg.file;
    in->dest_index = r.reg.index;
    if (r.lane_of_name >= 0) {
        if (r.lanes) return error_at(as, t, "A%d names one lane and takes no write mask", r.lane_of_name);
        in->mask = (uint8_t)(1 << r.lane_of_name);
        return true;
    }
    in->mask = 15;
    if (r.lanes && !(in->mask = parse_mask(r.lanes, r.nlanes)))
        return error_at(as, t, "bad write mask '%.*s'", r.nlanes, r.lanes);
    return true;
}

/* Memory address: A.c, A0-A3 or HIT_TRI. */
static bool parse_address(assembler *as, rpu_instr *in) {
    token *t = next(as);
    regref r;
    if (t->kind == TK_IDENT && parse_regref(t, &r)) {
        if (r.reg.file == RPU_F_HIT_TRI && !r.lanes) {
            in->addr_file = RPU_F_HIT_TRI;
            return true;
        }
        if (r.reg.file == RPU_F_A) {
            int lane = r.lane_of_name;
            if (lane < 0 && r.nlanes == 1) lane = lane_index(r.lanes[0]);
            if (lane >= 0 && !(r.lane_of_name >= 0 && r.lanes)) {
                in->addr_file = RPU_F_A;
                in->addr_lane = (uint8_t)lane;
                return true;
            }
        }
    }
    return error_at(as, t, "address register expected (A.x-A.w, A0-A3 or HIT_TRI)");
}

static void add_fixup(assembler *as, const token *t) {
    as->fixups = grow(as->fixups, &as->capfixups, as->nfixups + 1, sizeof *as->fixups);
    as->fixups[as->nfixups++] = (fixup){as->ncode + as->line_instrs, dup_n(t->s, t->len), as->line, t->col};
}

/* Control: jmp LABEL | call (LABEL | REG.c) [push n] | return */
static bool parse_control(assembler *as, rpu_instr *in) {
    token *t = next(as);
    if (is(t, "return")) {
        in->ctrl = RPU_CTRL_RETURN;
        return true;
    }
    bool call = is(t, "call");
    if (!call && !is(t, "jmp")) return error_at(as, t, "jmp, call or return expected");
    in->ctrl = call ? RPU_CTRL_CALL : RPU_CTRL_JMP;
    token *target = next(as);
    if (target->kind != TK_IDENT) return error_at(as, target, "label expected");
    regref r;
    if (parse_regref(target, &r)) {
        if (!call) return error_at(as, target, "jmp takes a label, not a register");
        int lane = r.lane_of_name >= 0 && !r.lanes ? r.lane_of_name : (r.nlanes == 1 ? lane_index(r.lanes[0]) : -1);
        if (lane < 0 || r.reg.file == RPU_F_HIT_TRI || r.reg.file == RPU_F_HIT_OBJ)
            return error_at(as, target, "call through a register needs one lane, as in R3.x");
        in->target_file = r.reg.file;
        in->target_index = r.reg.index;
        in->target_lane = (uint8_t)lane;
    } else {
        add_fixup(as, target);
    }
    if (call && accept(as, "push")) {
        long n;
        if (!parse_int(as, 0, 8, "push count", &n)) return false;
        in->push = (uint8_t)n;
    }
    return true;
}

static int parse_test(assembler *as) {
    token *op = next(as), *num = next(as);
    for (int i = RPU_T_LT0; i <= RPU_T_NE0; i++) {
        const char *name = rpu_test_names[i];
        size_t n = strlen(name) - 1;
        if (op->kind == TK_PUNCT && (size_t)op->len == n && !memcmp(op->s, name, n) && num->kind == TK_NUM &&
            num->len == 1 && num->s[0] == name[n])
            return i;
    }
    error_at(as, op, "condition test expected (<0 >=0 <1 >=1 =0 !=0)");
    return 0;
}

/* [and|or] MASK (TEST [and|or TEST]) */
static bool parse_condition(assembler *as, rpu_instr *in) {
    in->cond_flags = RPU_COND_PRESENT;
    if (accept(as, "or"))
        in->cond_flags |= RPU_COND_ANY;
    else
        accept(as, "and");
    token *m = next(as);
    if (m->kind != TK_IDENT || !(in->cond_mask = parse_mask(m->s, m->len)))
        return error_at(as, m, "condition lane mask expected, as in xyzw");
    if (!expect(as, "(")) return false;
    if (!(in->test1 = (uint8_t)parse_test(as))) return false;
    bool tor = accept(as, "or");
    if (tor || accept(as, "and")) {
        if (tor) in->cond_flags |= RPU_COND_TESTS_OR;
        if (!(in->test2 = (uint8_t)parse_test(as))) return false;
    }
    return expect(as, ")");
}

static bool comma(assembler *as) { return expect(as, ","); }

/* One instruction, with its paired control if any. */
static bool parse_instruction(assembler *as, rpu_instr *in) {
    memset(in, 0, sizeof *in);
    token *t = peek(as);
    if (t->kind != TK_IDENT) {
        char b[64];
        return error_at(as, t, "instruction expected, found %s", describe(t, b, sizeof b));
    }
    if (is(t, "jmp") || is(t, "call") || is(t, "return")) {
        if (!parse_control(as, in)) return false;
        in->opcode = (uint8_t)(RPU_JMP + in->ctrl - RPU_CTRL_JMP);
        return true;
    }
    next(as);
    const char *us = memchr(t->s, '_', (size_t)t->len);
    int base = us ? (int)(us - t->s) : t->len;
    int op = -1;
    for (int i = 0; i < RPU_OPCODE_COUNT; i++)
        if ((int)strlen(rpu_ops[i].name) == base && !memcmp(rpu_ops[i].name, t->s, (size_t)base)) op = i;
    if (op < 0 || op == RPU_JMP || op == RPU_CALL || op == RPU_RETURN)
        return error_at(as, t, "unknown opcode '%.*s'", t->len, t->s);
    in->opcode = (uint8_t)op;
    const rpu_opinfo *info = &rpu_ops[op];
    for (const char *m = us; m && m < t->s + t->len;) {
        const char *e = memchr(m + 1, '_', (size_t)(t->s + t->len - m - 1));
        if (!e) e = t->s + t->len;
        int n = (int)(e - m);
        uint8_t bit = n == 4 && !memcmp(m, "_sat", 4) ? RPU_MOD_SAT
                      : n == 4 && !memcmp(m, "_rcp", 4) ? RPU_MOD_RCP
                      : n == 4 && !memcmp(m, "_rsq", 4) ? RPU_MOD_RSQ
                                                         : 0;
        if (!bit) return error_at(as, t, "unknown modifier '%.*s'", n, m);
        if (info->kind != RPU_K_FLOAT) return error_at(as, t, "'%s' takes no modifiers", info->name);
        if ((in->flags & bit) || ((in->flags | bit) & (RPU_MOD_RCP | RPU_MOD_RSQ)) == (RPU_MOD_RCP | RPU_MOD_RSQ))
            return error_at(as, t, "conflicting modifiers in '%.*s'", t->len, t->s);
        in->flags |= bit;
        m = e;
    }
    long n;
    switch (info->kind) {
    case RPU_K_MEM:
        if (op == RPU_LOAD) {
            token *d = next(as);
            regref r;
            if (d->kind != TK_IDENT || !parse_regref(d, &r) || r.reg.file != RPU_F_I || r.lanes)
                return error_at(as, d, "load destination must be I0-I3");
            in->dest_file = RPU_F_I;
            in->dest_index = r.reg.index;
            in->mask = 15;
            if (!comma(as)) return false;
        }
        if (!parse_address(as, in) || !comma(as) || !parse_int(as, INT32_MIN, INT32_MAX, "memory offset", &n))
            return false;
        in->offset = (int32_t)n;
        if (op == RPU_STORE && !(comma(as) && parse_source(as, false, &in->src[0]))) return false;
        goto paired;
    case RPU_K_TRACE: break;
    default:
        if (!parse_dest(as, in) || !comma(as)) return false;
    }
    int stack_reads = 0;
    for (int k = 0; k < info->nsrc; k++) {
        if (k && !comma(as)) return false;
        token *at = peek(as);
        if (!parse_source(as, info->int_sources, &in->src[k])) return false;
        if (in->src[k].file == RPU_F_STACK && ++stack_reads > 1)
            return error_at(as, at, "two stack registers (S0-S7) read by one instruction; the stack has one read port");
    }
paired:
    if (accept(as, "+")) {
        token *c = peek(as);
        if (info->kind != RPU_K_FLOAT && info->kind != RPU_K_INT)
            return error_at(as, c, "control can only be paired with an arithmetic instruction");
        if (!parse_control(as, in)) return false;
        accept(as, ",");
        if (peek(as)->kind != TK_END && !is_punct(peek(as), "||")) return parse_condition(as, in);
    }
    return true;
}

static void emit(assembler *as, const rpu_instr *in) {
    as->code = grow(as->code, &as->capcode, as->ncode + 1, sizeof *as->code);
    as->lines = grow(as->lines, &as->caplines, as->ncode + 1, sizeof *as->lines);
    as->code[as->ncode] = *in;
    as->lines[as->ncode] = (uint32_t)as->line;
    as->ncode++;
}

/* `.data OFFSET` (where the next cells go in the data area), `.cell
 * x[,y[,z[,w]]]` (one cell of initial data; a lane a float literal or #N,
 * the integer N) or `.line N` (the next line is line N: rpu-objdump keeps
 * an object's line table with it where blank lines would not do). */
static bool parse_directive(assembler *as) {
    token *d = next(as);
    long n, next_line = 0;
    if (is(d, ".line")) {
        if (!parse_int(as, 1, RPU_MAX_LINE, "line number", &next_line)) return false;
    } else if (is(d, ".data")) {
        if (!parse_int(as, 0, RPU_MAX_DATA_CELLS - 1, "data offset", &n)) return false;
        as->data_at = (uint32_t)n;
    } else if (is(d, ".cell")) {
        rpu_data_cell c = {as->data_at, {0}};
        if (as->data_at >= RPU_MAX_DATA_CELLS) return error_at(as, d, "data offset past %d", RPU_MAX_DATA_CELLS - 1);
        for (size_t i = 0; i < as->ndata; i++)
            if (as->data[i].offset == c.offset) {
                as->data_at++; /* the next cells are not the same one */
                return error_at(as, d, "data cell %u defined twice", c.offset);
            }
        for (int k = 0; k < 4; k++) {
            if (k && !comma(as)) return false;
            if (accept(as, "#")) {
                if (!parse_int(as, INT32_MIN, UINT32_MAX, "integer lane", &n)) return false;
                c.word[k] = (uint32_t)n;
            } else {
                rpu_operand o;
                if (!parse_literal(as, accept(as, "-"), false, &o)) return false;
                c.word[k] = o.value;
            }
            if (peek(as)->kind == TK_END) break;
        }
        as->data = grow(as->data, &as->capdata, as->ndata + 1, sizeof *as->data);
        as->data[as->ndata++] = c;
        as->data_at++;
    } else {
        return error_at(as, d, "unknown directive '%.*s' (expected .data, .cell or .line)", d->len, d->s);
    }
    if (peek(as)->kind != TK_END) {
        char buf[64];
        return error_at(as, peek(as), "unexpected %s", describe(peek(as), buf, sizeof buf));
    }
    if (next_line) as->line = (int)next_line - 1;
    return true;
}

static int by_offset(const void *a, const void *b) {
    uint32_t x = ((const rpu_data_cell *)a)->offset, y = ((const rpu_data_cell *)b)->offset;
    return x < y ? -1 : x > y;
}

/* Parses one line; false if it had an error (nothing was emitted). */
static bool parse_line(assembler *as) {
    while (peek(as)->kind == TK_IDENT && is_punct(&as->tk[as->pos + 1], ":")) {
        token *t = next(as);
        next(as);
        for (size_t i = 0; i < as->nlabels; i++)
            if ((int)strlen(as->labels[i].name) == t->len && !memcmp(as->labels[i].name, t->s, (size_t)t->len)) {
                return error_at(as, t, "duplicate label '%.*s'", t->len, t->s);
            }
        as->labels = grow(as->labels, &as->caplabels, as->nlabels + 1, sizeof *as->labels);
        as->labels[as->nlabels++] = (label){dup_n(t->s, t->len), as->ncode};
    }
    if (peek(as)->kind == TK_END) return true;
    if (peek(as)->kind == TK_IDENT && peek(as)->s[0] == '.') return parse_directive(as);
    if ((unsigned)as->line > RPU_MAX_LINE) return error_at(as, peek(as), "instruction past line %u", RPU_MAX_LINE);
    rpu_instr a, b;
    as->line_instrs = 0;
    if (!parse_instruction(as, &a)) return false;
    if (is_punct(peek(as), "||")) {
        token *bar = next(as);
        as->line_instrs = 1;
        if (!parse_instruction(as, &b)) return false;
        const char *why = rpu_pair_check(&a, &b);
        if (why) return error_at(as, bar, "%s", why);
        a.flags |= RPU_PAIR_NEXT;
    }
    if (peek(as)->kind != TK_END) {
        char buf[64];
        return error_at(as, peek(as), "unexpected %s", describe(peek(as), buf, sizeof buf));
    }
    emit(as, &a);
    if (a.flags & RPU_PAIR_NEXT) emit(as, &b);
    return true;
}

static void free_assembler(assembler *as) {
    for (size_t i = 0; i < as->nlabels; i++) free(as->labels[i].name);
    for (size_t i = 0; i < as->nfixups; i++) free(as->fixups[i].label);
    free(as->labels);
    free(as->fixups);
    free(as->code);
    free(as->lines);
    free(as->data);
}

rpu_object *rpu_assemble(const char *name, const char *text, size_t len, FILE *diag, int *nerrors) {
    assembler as = {.file = name, .diag = diag};
    const char *p = text, *end = text + len;
    while (p < end || (p == end && as.line == 0)) {
        const char *eol = memchr(p, '\n', (size_t)(end - p));
        if (!eol) eol = end;
        if (as.line == INT_MAX) {
            token t = {TK_END, p, 0, 1};
            error_at(&as, &t, "too many lines");
            break;
        }
        as.line++;
        if (memchr(p, 0, (size_t)(eol - p))) {
            token t = {TK_END, p, 0, (int)((const char *)memchr(p, 0, (size_t)(eol - p)) - p) + 1};
            error_at(&as, &t, "NUL character in source");
        } else if (lex_line(&as, p, eol)) {
            size_t mark = as.nfixups;
            if (!parse_line(&as)) /* the line's label uses go with it */
                while (as.nfixups > mark) free(as.fixups[--as.nfixups].label);
        }
        p = eol + 1;
        if (eol == end) break;
    }
    for (size_t i = 0; i < as.nfixups; i++) {
        fixup *f = &as.fixups[i];
        size_t j = 0;
        while (j < as.nlabels && strcmp(as.labels[j].name, f->label)) j++;
        if (j == as.nlabels) {
            as.line = f->line;
            token t = {TK_IDENT, f->label, 0, f->col};
            error_at(&as, &t, "undefined label '%s'", f->label);
        } else {
            as.code[f->addr].target = as.labels[j].addr;
        }
    }
    *nerrors = as.errors;
    if (as.errors) {
        free_assembler(&as);
        return NULL;
    }
    rpu_object *obj = calloc(1, sizeof *obj);
    if (!obj) abort();
    obj->ncode = as.ncode;
    obj->code = as.code ? as.code : calloc(1, sizeof *obj->code);
    if (as.ndata) qsort(as.data, as.ndata, sizeof *as.data, by_offset);
    obj->ndata = (uint32_t)as.ndata;
    obj->data = as.data ? as.data : calloc(1, sizeof *obj->data);
    as.data = NULL;
    obj->lines = as.lines ? as.lines : calloc(1, sizeof *obj->lines);
    as.code = NULL;
    as.lines = NULL;
    size_t plen = strlen(RPU_ENTRY_PREFIX);
    for (size_t i = 0; i < as.nlabels; i++)
        if (!strncmp(as.labels[i].name, RPU_ENTRY_PREFIX, plen)) obj->nentries++;
    obj->entries = calloc(obj->nentries ? obj->nentries : 1, sizeof *obj->entries);
    if (!obj->entries) abort();
    uint32_t e = 0;
    for (size_t i = 0; i < as.nlabels; i++)
        if (!strncmp(as.labels[i].name, RPU_ENTRY_PREFIX, plen)) {
            obj->entries[e].name = dup_n(as.labels[i].name + plen, (int)(strlen(as.labels[i].name) - plen));
            obj->entries[e++].addr = as.labels[i].addr;
        }
    free_assembler(&as);
    return obj;
}

void rpu_object_free(rpu_object *obj) {
    if (!obj) return;
    for (uint32_t i = 0; i < obj->nentries; i++) free(obj->entries[i].name);
    free(obj->entries);
    free(obj->code);
    free(obj->lines);
    free(obj->data);
    free(obj);
}

bool rpu_object_find_entry(const rpu_object *obj, const char *name, uint32_t *addr) {
    size_t plen = strlen(RPU_ENTRY_PREFIX);
    if (!strncmp(name, RPU_ENTRY_PREFIX, plen)) name += plen;
    for (uint32_t i = 0; i < obj->nentries; i++)
        if (!strcmp(obj->entries[i].name, name)) {
            *addr = obj->entries[i].addr;
            return true;
        }
    return false;
}

void rpu_object_write_epts(const rpu_object *obj, FILE *out) {
    for (uint32_t i = 0; i < obj->nentries; i++) fprintf(out, "%s %u\n", obj->entries[i].name, obj->entries[i].addr);
}
