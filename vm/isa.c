/* Opcode and register tables, register names, instruction checking and
 * printing: the one description of the instruction set that the assembler,
 * disassembler, object reader and machine share. */
#include "isa.h"

#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

const rpu_opinfo rpu_ops[RPU_OPCODE_COUNT] = {
    [RPU_MOV] = {"mov", RPU_K_FLOAT, 1, false, 3},    [RPU_FRAC] = {"frac", RPU_K_FLOAT, 1, false, 3},
    [RPU_ADD] = {"add", RPU_K_FLOAT, 2, false, 3},    [RPU_MUL] = {"mul", RPU_K_FLOAT, 2, false, 5},
    [RPU_MAD] = {"mad", RPU_K_FLOAT, 3, false, 5},    [RPU_DP2H] = {"dp2h", RPU_K_FLOAT, 2, false, 5},
    [RPU_DP3] = {"dp3", RPU_K_FLOAT, 2, false, 5},    [RPU_DP3H] = {"dp3h", RPU_K_FLOAT, 2, false, 5},
    [RPU_DP4] = {"dp4", RPU_K_FLOAT, 2, false, 5},    [RPU_IADD] = {"iadd", RPU_K_INT, 2, true, 3},
    [RPU_IMUL] = {"imul", RPU_K_INT, 2, true, 5},     [RPU_ISHL] = {"ishl", RPU_K_INT, 2, true, 3},
    [RPU_ISHR] = {"ishr", RPU_K_INT, 2, true, 3},     [RPU_IAND] = {"iand", RPU_K_INT, 2, true, 3},
    [RPU_IOR] = {"ior", RPU_K_INT, 2, true, 3},       [RPU_IXOR] = {"ixor", RPU_K_INT, 2, true, 3},
    [RPU_F2I] = {"f2i", RPU_K_INT, 1, false, 3},      [RPU_I2F] = {"i2f", RPU_K_FLOAT, 1, true, 3},
    [RPU_LOAD] = {"load", RPU_K_MEM, 0, false, 20},   [RPU_LOAD4] = {"load4", RPU_K_MEM, 0, false, 20},
    [RPU_STORE] = {"store", RPU_K_MEM, 1, false, 1},  [RPU_JMP] = {"jmp", RPU_K_CTRL, 0, false, 1},
    [RPU_CALL] = {"call", RPU_K_CTRL, 0, false, 1},   [RPU_RETURN] = {"return", RPU_K_CTRL, 0, false, 1},
    [RPU_TRACE] = {"trace", RPU_K_TRACE, 3, false, 100},
};

const char *const rpu_test_names[] = {"", "<0", ">=0", "<1", ">=1", "=0", "!=0"};

static const char *const file_names[RPU_FILE_COUNT] = {"", "R", "C", "S", "S", "I", "A", "HIT", "HIT_TRI", "HIT_OBJ", ""};
static const unsigned file_sizes[RPU_FILE_COUNT] = {0, 16, 32, 8, 1, 4, 1, 1, 1, 1, 0};

unsigned rpu_file_size(uint8_t file) { return file < RPU_FILE_COUNT ? file_sizes[file] : 0; }

bool rpu_file_writable(uint8_t file) { return file == RPU_F_R || file == RPU_F_STACK || file == RPU_F_A; }

bool rpu_parse_regname(const char *text, rpu_regname *out) {
    static const struct {
        const char *name;
        uint8_t file;
    } singles[] = {{"S", RPU_F_SPECIAL}, {"A", RPU_F_A}, {"HIT", RPU_F_HIT}, {"HIT_TRI", RPU_F_HIT_TRI}, {"HIT_OBJ", RPU_F_HIT_OBJ}};
    for (size_t i = 0; i < sizeof singles / sizeof singles[0]; i++)
        if (!strcmp(text, singles[i].name)) {
            *out = (rpu_regname){singles[i].file, 0};
            return true;
        }
    uint8_t file;
    switch (text[0]) {
    case 'R': file = RPU_F_R; break;
    case 'C': file = RPU_F_C; break;
    case 'S': file = RPU_F_STACK; break;
    case 'I': file = RPU_F_I; break;
    default: return false;
    }
    const char *d = text + 1;
    if (!(d[0] >= '0' && d[0] <= '9') || (d[0] == '0' && d[1]) || strlen(d) > 2) return false;
    unsigned n = 0;
    for (; *d; d++) {
        if (*d < '0' || *d > '9') return false;
        n = n * 10 + (unsigned)(*d - '0');
    }
    if (n >= file_sizes[file]) return false;
    *out = (rpu_regname){file, (uint8_t)n};
    return true;
}

const char *rpu_entry_at(const rpu_object *obj, uint32_t addr) {
    for (uint32_t i = 0; obj && i < obj->nentries; i++)
        if (obj->entries[i].addr == addr) return obj->entries[i].name;
    return NULL;
}

const char *rpu_pair_check(const rpu_instr *a, const rpu_instr *b) {
    uint8_t ka = rpu_ops[a->opcode].kind, kb = rpu_ops[b->opcode].kind;
    if ((ka != RPU_K_FLOAT && ka != RPU_K_INT) || (kb != RPU_K_FLOAT && kb != RPU_K_INT))
        return "only arithmetic instructions can be co-issued";
    if ((a->mask & b->mask) || (a->mask | b->mask) != 15 || !(a->mask == 7 || a->mask == 8 || a->mask == 3 || a->mask == 12))
        return "co-issued instructions must split the lanes xyz+w or xy+zw";
    if (a->ctrl) return "only the second co-issued instruction can carry control";
    return NULL;
}

/* Plain ASCII tests: isalnum would follow the locale. */
bool rpu_ident_char(int c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '.' || c == '$';
}

bool rpu_entry_name_ok(const char *name) {
    for (; *name; name++)
        if (!rpu_ident_char((unsigned char)*name)) return false;
    return true;
}

/* ---- Checking ---------------------------------------------------------------- */

static bool operand_ok(const rpu_operand *o, bool present) {
    if (!present) return !o->file && !o->index && !o->swizzle && !o->mods && !o->value;
    if (o->file == RPU_F_NONE || o->file >= RPU_FILE_COUNT || o->mods > 7) return false;
    if (o->file == RPU_F_LITERAL) return !o->index && o->swizzle == RPU_SWIZZLE_IDENTITY;
    if (o->value || o->index >= file_sizes[o->file]) return false;
    if (o->file == RPU_F_HIT_TRI || o->file == RPU_F_HIT_OBJ) return o->swizzle == RPU_SWIZZLE_IDENTITY;
    return true;
}

uint8_t rpu_lanes_read(const rpu_instr *in, int k) {
    static const uint8_t dot_lanes[][2] = {{0x7, 0x3}, {0x7, 0x7}, {0xf, 0x7}, {0xf, 0xf}}; /* dp2h dp3 dp3h dp4 */
    if (in->opcode >= RPU_DP2H && in->opcode <= RPU_DP4) return dot_lanes[in->opcode - RPU_DP2H][k & 1];
    uint8_t kind = rpu_ops[in->opcode].kind;
    if (kind != RPU_K_FLOAT && kind != RPU_K_INT) return 15;
    return in->mask | in->cond_mask | ((in->flags & (RPU_MOD_RCP | RPU_MOD_RSQ)) ? 8 : 0);
}

const char *rpu_instr_check(const rpu_instr *in, uint32_t ncode) {
    if (in->opcode >= RPU_OPCODE_COUNT) return "unknown opcode";
    const rpu_opinfo *op = &rpu_ops[in->opcode];
    if (in->flags & ~(RPU_MOD_SAT | RPU_MOD_RCP | RPU_MOD_RSQ | RPU_PAIR_NEXT)) return "unknown flags";
    if ((in->flags & RPU_MOD_RCP) && (in->flags & RPU_MOD_RSQ)) return "both _rcp and _rsq";
    if ((in->flags & 7) && op->kind != RPU_K_FLOAT) return "modifier on a non-float instruction";
    if ((in->flags & RPU_PAIR_NEXT) && in->ctrl) return "control on the first of a co-issued pair";
    for (int k = 0; k < 3; k++) {
        if (!operand_ok(&in->src[k], k < op->nsrc)) return "bad source operand";
        if (op->int_sources && in->src[k].mods) return "modifier on an integer source";
        /* float literals as the assembler writes them: the sign of -x in x, one NaN */
        if (in->src[k].file == RPU_F_LITERAL && !op->int_sources) {
            uint32_t v = in->src[k].value;
            if (in->src[k].mods == 4) return "negated literal";
            if ((v & 0x7fffffffu) > 0x7f800000u && v != 0x7fc00000u) return "non-canonical NaN literal";
        }
    }
    bool alu = op->kind == RPU_K_FLOAT || op->kind == RPU_K_INT;
    if (alu) {
        if (!rpu_file_writable(in->dest_file) || in->dest_index >= file_sizes[in->dest_file]) return "bad destination";
        if (!in->mask || in->mask > 15) return "bad write mask";
    } else if (in->opcode == RPU_LOAD) {
        if (in->dest_file != RPU_F_I || in->dest_index > 3 || in->mask != 15) return "bad load destination";
    } else if (in->dest_file || in->dest_index || in->mask) {
        return "destination on an instruction without one";
    }
    if (op->kind == RPU_K_MEM) {
        if (in->addr_file == RPU_F_A) {
            if (in->addr_lane > 3) return "bad address lane";
        } else if (in->addr_file != RPU_F_HIT_TRI || in->addr_lane) {
            return "bad address register";
        }
    } else if (in->addr_file || in->addr_lane || in->offset) {
        return "address on a non-memory instruction";
    }
    if (in->ctrl > RPU_CTRL_RETURN) return "bad control";
    if (op->kind == RPU_K_CTRL && in->ctrl != in->opcode - RPU_JMP + RPU_CTRL_JMP) return "control mismatch";
    if (in->ctrl && !alu && op->kind != RPU_K_CTRL) return "control paired with a non-arithmetic instruction";
    if (in->ctrl != RPU_CTRL_CALL && in->push) return "push without call";
    if (in->push > 8) return "push count above 8";
    bool via_reg = in->target_file != RPU_F_NONE;
    if (via_reg) {
        if (in->ctrl != RPU_CTRL_CALL || in->target || in->target_file >= RPU_FILE_COUNT ||
            in->target_file == RPU_F_LITERAL || in->target_index >= file_sizes[in->target_file] || in->target_lane > 3)
            return "bad call register";
    } else {
        if (in->target_index || in->target_lane) return "bad call register";
        if ((in->ctrl == RPU_CTRL_JMP || in->ctrl == RPU_CTRL_CALL) ? in->target > ncode : in->target != 0)
            return "bad control target";
    }
    if (in->cond_flags) {
        if (in->cond_flags > 7 || !(in->cond_flags & RPU_COND_PRESENT) || !in->ctrl || op->kind == RPU_K_CTRL)
            return "bad condition";
        if (!in->cond_mask || in->cond_mask > 15 || in->test1 == RPU_T_NONE || in->test1 > RPU_T_NE0 || in->test2 > RPU_T_NE0)
            return "bad condition";
        if (in->test2 == RPU_T_NONE && (in->cond_flags & RPU_COND_TESTS_OR)) return "bad condition";
    } else if (in->cond_mask || in->test1 || in->test2) {
        return "bad condition";
    }
    return NULL;
}

/* ---- Printing -------------------------------------------------------------------- */

typedef struct sbuf {
    char *p;
    size_t n, len;
} sbuf;

static void put(sbuf *b, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    int k = vsnprintf(b->p + b->len, b->len < b->n ? b->n - b->len : 0, fmt, ap);
    va_end(ap);
    if (k > 0) b->len += (size_t)k;
    if (b->len >= b->n) b->len = b->n - 1;
}

static void put_swizzle(sbuf *b, uint8_t sw) {
    if (sw == RPU_SWIZZLE_IDENTITY) return;
    int n = 4; /* drop repeats of the last letter */
    while (n > 1 && ((sw >> (2 * (n - 1))) & 3) == ((sw >> (2 * (n - 2))) & 3)) n--;
    put(b, ".");
    for (int i = 0; i < n; i++) put(b, "%c", "xyzw"[(sw >> (2 * i)) & 3]);
}

static void put_mask(sbuf *b, uint8_t mask) {
    if (mask == 15) return;
    put(b, ".");
    for (int i = 0; i < 4; i++)
        if (mask & (1 << i)) put(b, "%c", "xyzw"[i]);
}

static void put_reg(sbuf *b, uint8_t file, uint8_t index) {
    put(b, "%s", file_names[file]);
    if (file == RPU_F_R || file == RPU_F_C || file == RPU_F_STACK || file == RPU_F_I) put(b, "%u", index);
}

static void put_float(sbuf *b, uint32_t bits) {
    float f;
    memcpy(&f, &bits, 4);
    char tmp[32];
    snprintf(tmp, sizeof tmp, "%.9g", f);
    /* inf/nan print as words the assembler reads as literals */
    put(b, "%s", tmp);
}

static void put_operand(sbuf *b, const rpu_operand *o, bool as_int) {
    static const char *const scales[] = {"", "2*", "4*", "0.5*"};
    if (o->mods & 4) put(b, "-");
    put(b, "%s", scales[o->mods & 3]);
    if (o->file == RPU_F_LITERAL) {
        if (as_int)
            put(b, "%d", (int32_t)o->value);
        else
            put_float(b, o->value);
        return;
    }
    put_reg(b, o->file, o->index);
    put_swizzle(b, o->swizzle);
}

static void put_target(sbuf *b, const rpu_object *obj, const rpu_instr *in) {
    if (in->target_file) {
        put_reg(b, in->target_file, in->target_index);
        put(b, ".%c", "xyzw"[in->target_lane]);
        return;
    }
    const char *entry = rpu_entry_at(obj, in->target);
    if (entry)
        put(b, "%s%s", RPU_ENTRY_PREFIX, entry);
    else
        put(b, "L%u", in->target);
}

static void put_ctrl(sbuf *b, const rpu_object *obj, const rpu_instr *in) {
    switch (in->ctrl) {
    case RPU_CTRL_JMP: put(b, "jmp "); put_target(b, obj, in); break;
    case RPU_CTRL_CALL:
        put(b, "call ");
        put_target(b, obj, in);
        put(b, " push %u", in->push);
        break;
    case RPU_CTRL_RETURN: put(b, "return"); break;
    }
    if (in->cond_flags & RPU_COND_PRESENT) {
        put(b, " %s ", (in->cond_flags & RPU_COND_ANY) ? "or" : "and");
        for (int i = 0; i < 4; i++)
            if (in->cond_mask & (1 << i)) put(b, "%c", "xyzw"[i]);
        put(b, " (%s", rpu_test_names[in->test1]);
        if (in->test2) put(b, " %s %s", (in->cond_flags & RPU_COND_TESTS_OR) ? "or" : "and", rpu_test_names[in->test2]);
        put(b, ")");
    }
}

char *rpu_format_instr(const rpu_object *obj, const rpu_instr *in, char *buf, size_t size) {
    sbuf b = {buf, size, 0};
    buf[0] = 0;
    if (in->opcode >= RPU_OPCODE_COUNT) {
        put(&b, "<bad opcode %u>", in->opcode);
        return buf;
    }
    const rpu_opinfo *op = &rpu_ops[in->opcode];
    if (op->kind == RPU_K_CTRL) {
        put_ctrl(&b, obj, in);
        return buf;
    }
    put(&b, "%s%s%s%s", op->name, (in->flags & RPU_MOD_SAT) ? "_sat" : "", (in->flags & RPU_MOD_RCP) ? "_rcp" : "",
        (in->flags & RPU_MOD_RSQ) ? "_rsq" : "");
    bool as_int = op->int_sources;
    switch (op->kind) {
    case RPU_K_MEM:
        put(&b, " ");
        if (in->opcode == RPU_LOAD) put(&b, "I%u, ", in->dest_index);
        if (in->addr_file == RPU_F_A)
            put(&b, "A.%c", "xyzw"[in->addr_lane & 3]);
        else
            put(&b, "HIT_TRI");
        put(&b, ", %d", in->offset);
        if (in->opcode == RPU_STORE) {
            put(&b, ", ");
            put_operand(&b, &in->src[0], false);
        }
        return buf;
    case RPU_K_TRACE: break;
    default:
        put(&b, " ");
        put_reg(&b, in->dest_file, in->dest_index);
        put_mask(&b, in->mask);
        put(&b, ",");
    }
    for (int k = 0; k < op->nsrc; k++) {
        put(&b, k ? ", " : " ");
        put_operand(&b, &in->src[k], as_int);
    }
    if (in->ctrl) {
        put(&b, " + ");
        put_ctrl(&b, obj, in);
    }
    return buf;
}

/* Prints the labels of address `addr` (entries, else L<addr> where code
 * jumps), each followed by `sep`, to `out` where not NULL; their number. */
static unsigned put_labels(const rpu_object *obj, const bool *labelled, uint32_t addr, const char *sep, FILE *out) {
    unsigned n = 0;
    for (uint32_t e = 0; e < obj->nentries; e++) {
        if (obj->entries[e].addr != addr) continue;
        if (out) fprintf(out, "%s%s:%s", RPU_ENTRY_PREFIX, obj->entries[e].name, sep);
        n++;
    }
    if (n || !labelled[addr]) return n;
    if (out) fprintf(out, "L%u:%s", addr, sep);
    return 1;
}

/* Beyond this many blank lines (or backwards) `.line` moves to the next
 * instruction's line, so the text stays proportional to the object. */
enum { MAX_BLANK_LINES = 64, MAX_LABELS_INLINE = 2 };

void rpu_disassemble(const rpu_object *obj, FILE *out) {
    /* Which addresses need a label: jump/call targets and entries. */
    bool *labelled = calloc(obj->ncode + 1, 1);
    size_t longest = 0; /* an entry name as a call target must fit the buffer */
    for (uint32_t e = 0; e < obj->nentries; e++)
        if (strlen(obj->entries[e].name) > longest) longest = strlen(obj->entries[e].name);
    size_t size = 512 + longest;
    char *buf = malloc(size);
    if (!labelled || !buf) {
        free(labelled);
        free(buf);
        return;
    }
    for (uint32_t i = 0; i < obj->ncode; i++) {
        const rpu_instr *in = &obj->code[i];
        if ((in->ctrl == RPU_CTRL_JMP || in->ctrl == RPU_CTRL_CALL) && !in->target_file && in->target <= obj->ncode)
            labelled[in->target] = true;
    }
    uint32_t line = 1;
    for (uint32_t i = 0; i <= obj->ncode; i++) {
        bool last = i == obj->ncode;
        /* many labels take a line each: one line holds a bounded number of tokens */
        bool inline_labels = put_labels(obj, labelled, i, "", NULL) <= MAX_LABELS_INLINE;
        if (!inline_labels) line += put_labels(obj, labelled, i, "\n", out);
        if (!last) { /* keep every instruction on its source line, so the line table survives */
            uint32_t want = obj->lines[i];
            if (want < line || want - line > MAX_BLANK_LINES) {
                fprintf(out, ".line %u\n", want);
                line = want;
            }
            for (; line < want; line++) fputc('\n', out);
        }
        if (inline_labels) put_labels(obj, labelled, i, " ", out);
        if (last) break;
        fprintf(out, "%s", rpu_format_instr(obj, &obj->code[i], buf, size));
        if ((obj->code[i].flags & RPU_PAIR_NEXT) && i + 1 < obj->ncode) {
            i++;
            fprintf(out, " || %s", rpu_format_instr(obj, &obj->code[i], buf, size));
        }
        fputc('\n', out);
        line++;
    }
    fputc('\n', out);
    for (uint32_t i = 0; i < obj->ndata; i++) {
        const rpu_data_cell *c = &obj->data[i];
        if (!i || c->offset != obj->data[i - 1].offset + 1) fprintf(out, ".data %u\n", c->offset);
        fprintf(out, ".cell");
        for (int k = 0; k < 4; k++) {
            /* a float that prints and reads back to the same bits, else the integer */
            float f;
            memcpy(&f, &c->word[k], sizeof f);
            snprintf(buf, size, "%.9g", (double)f);
            float back = strtof(buf, NULL);
            bool exact = (isnormal(f) || f == 0) && !memcmp(&back, &f, sizeof f);
            fprintf(out, k ? ", " : " ");
            if (exact) fprintf(out, "%s", buf);
            else fprintf(out, "#%u", c->word[k]);
        }
        fputc('\n', out);
    }
    free(labelled);
    free(buf);
}
