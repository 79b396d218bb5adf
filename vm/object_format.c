/* The RPU object format, version 1.  All integers little-endian.
 *
 *   header, 24 bytes
 *     0  magic "RPUO"
 *     4  u16 version (1)
 *     6  u16 instruction record size (48)
 *     8  u32 ncode       instructions
 *    12  u32 nentries    entry symbols
 *    16  u32 nstrings    bytes of the string table
 *    20  u32 ndata       initial data cells (0 for a program without data)
 *   code: ncode records of 48 bytes, one per instruction (a co-issued pair is
 *   two records, the first flagged PAIR_NEXT); the address of an
 *   instruction is its record index
 *     0 opcode   1 flags (1 sat, 2 rcp, 4 rsq, 8 co-issued with the next)
 *     2 dest file   3 dest index   4 write mask (bit 0 = x)
 *     5 address file (A or HIT_TRI)   6 address lane   7 control (0 none,
 *       1 jmp, 2 call, 3 return)   8 push count
 *     9 condition flags (1 present, 2 any lane, 4 tests joined by or)
 *    10 condition lane mask   11 test 1   12 test 2 (0 none; 1 <0, 2 >=0,
 *       3 <1, 4 >=1, 5 =0, 6 !=0)
 *    13 call register file   14 its index   15 its lane
 *    16 i32 memory offset    20 u32 jump/call target address
 *    24 three sources of 8 bytes: file, index, swizzle (2 bits per lane,
 *       lane 0 lowest), mods (bits 0-1 scale 1/2/4/0.5, bit 2 negate),
 *       u32 literal bits (float, or integer for integer instructions)
 *   line table: ncode u32, the source line of each instruction (1 to
 *     RPU_MAX_LINE; a co-issued pair shares one)
 *   entry table: nentries pairs (u32 address, u32 name offset in strings),
 *     by address, the names packed in that order
 *   string table: nstrings bytes of NUL-terminated names (identifier
 *     characters of the assembler), all distinct
 *   data: ndata records of 20 bytes, by strictly increasing offset:
 *     u32 offset in the data area, four u32 words (rpu_install_data puts
 *     the area after the memory a driver sets up, its address in C3.x)
 * Register files: 1 R, 2 C, 3 S0-S7, 4 S, 5 I, 6 A, 7 HIT, 8 HIT_TRI,
 * 9 HIT_OBJ, 10 literal.  Opcodes are numbered as enum rpu_opcode.
 * Unused fields are zero, so one program has exactly one encoding; the
 * reader rejects anything else (vm/isa.c, rpu_instr_check). */
#include "isa.h"

#include <stdlib.h>
#include <string.h>

enum { HEADER_SIZE = 24, RECORD_SIZE = 48, DATA_RECORD_SIZE = 20, VERSION = 1 };

static void put16(uint8_t *p, uint32_t v) {
    p[0] = (uint8_t)v;
    p[1] = (uint8_t)(v >> 8);
}
static void put32(uint8_t *p, uint32_t v) {
    for (int i = 0; i < 4; i++) p[i] = (uint8_t)(v >> (8 * i));
}
static uint32_t get16(const uint8_t *p) { return p[0] | (uint32_t)p[1] << 8; }
static uint32_t get32(const uint8_t *p) {
    return p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

static void encode_instr(const rpu_instr *in, uint8_t *p) {
    const uint8_t bytes[16] = {in->opcode,    in->flags,       in->dest_file,    in->dest_index,
                               in->mask,      in->addr_file,   in->addr_lane,    in->ctrl,
                               in->push,      in->cond_flags,  in->cond_mask,    in->test1,
                               in->test2,     in->target_file, in->target_index, in->target_lane};
    memcpy(p, bytes, 16);
    put32(p + 16, (uint32_t)in->offset);
    put32(p + 20, in->target);
    for (int k = 0; k < 3; k++) {
        uint8_t *s = p + 24 + 8 * k;
        s[0] = in->src[k].file;
        s[1] = in->src[k].index;
        s[2] = in->src[k].swizzle;
        s[3] = in->src[k].mods;
        put32(s + 4, in->src[k].value);
    }
}

static void decode_instr(const uint8_t *p, rpu_instr *in) {
    *in = (rpu_instr){p[0], p[1], p[2], p[3], p[4], p[5], p[6], 0, p[7], p[8], p[9], p[10], p[11], p[12],
                      p[13], p[14], p[15], 0, {{0}}};
    in->offset = (int32_t)get32(p + 16);
    in->target = get32(p + 20);
    for (int k = 0; k < 3; k++) {
        const uint8_t *s = p + 24 + 8 * k;
        in->src[k] = (rpu_operand){s[0], s[1], s[2], s[3], get32(s + 4)};
    }
}

uint8_t *rpu_object_encode(const rpu_object *obj, size_t *size) {
    size_t nstrings = 0;
    for (uint32_t i = 0; i < obj->nentries; i++) nstrings += strlen(obj->entries[i].name) + 1;
    size_t n = HEADER_SIZE + (size_t)obj->ncode * (RECORD_SIZE + 4) + (size_t)obj->nentries * 8 + nstrings +
               (size_t)obj->ndata * DATA_RECORD_SIZE;
    uint8_t *b = calloc(n, 1);
    if (!b) return NULL;
    memcpy(b, "RPUO", 4);
    put16(b + 4, VERSION);
    put16(b + 6, RECORD_SIZE);
    put32(b + 8, obj->ncode);
    put32(b + 12, obj->nentries);
    put32(b + 16, (uint32_t)nstrings);
    put32(b + 20, obj->ndata);
    uint8_t *p = b + HEADER_SIZE;
    for (uint32_t i = 0; i < obj->ncode; i++, p += RECORD_SIZE) encode_instr(&obj->code[i], p);
    for (uint32_t i = 0; i < obj->ncode; i++, p += 4) put32(p, obj->lines[i]);
    uint8_t *strings = p + (size_t)obj->nentries * 8;
    uint32_t off = 0;
    for (uint32_t i = 0; i < obj->nentries; i++, p += 8) {
        put32(p, obj->entries[i].addr);
        put32(p + 4, off);
        size_t len = strlen(obj->entries[i].name) + 1;
        memcpy(strings + off, obj->entries[i].name, len);
        off += (uint32_t)len;
    }
    p = strings + nstrings;
    for (uint32_t i = 0; i < obj->ndata; i++, p += DATA_RECORD_SIZE) {
        put32(p, obj->data[i].offset);
        for (int k = 0; k < 4; k++) put32(p + 4 + 4 * k, obj->data[i].word[k]);
    }
    *size = n;
    return b;
}

static rpu_object *fail(rpu_object *obj, char **err, const char *msg, long at) {
    rpu_object_free(obj);
    char buf[160];
    if (at >= 0)
        snprintf(buf, sizeof buf, "%s (at byte %ld)", msg, at);
    else
        snprintf(buf, sizeof buf, "%s", msg);
    *err = malloc(strlen(buf) + 1);
    if (*err) strcpy(*err, buf);
    return NULL;
}

static int by_name(const void *a, const void *b) {
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Whether two entries share a name (the assembler refuses duplicate labels);
 * sorted, so that a large table costs n log n. */
static bool duplicate_entry(const rpu_object *obj) {
    char **names = malloc((obj->nentries ? obj->nentries : 1) * sizeof *names);
    if (!names) abort();
    for (uint32_t i = 0; i < obj->nentries; i++) names[i] = obj->entries[i].name;
    qsort(names, obj->nentries, sizeof *names, by_name);
    bool dup = false;
    for (uint32_t i = 1; i < obj->nentries && !dup; i++) dup = !strcmp(names[i - 1], names[i]);
    free(names);
    return dup;
}

rpu_object *rpu_object_decode(const uint8_t *data, size_t size, char **err) {
    if (size < HEADER_SIZE || memcmp(data, "RPUO", 4)) return fail(NULL, err, "not an RPU object (bad magic)", -1);
    if (get16(data + 4) != VERSION) return fail(NULL, err, "unsupported RPU object version", 4);
    if (get16(data + 6) != RECORD_SIZE) return fail(NULL, err, "bad instruction record size", 6);
    uint64_t ncode = get32(data + 8), nentries = get32(data + 12), nstrings = get32(data + 16), ndata = get32(data + 20);
    uint64_t need = HEADER_SIZE + ncode * (RECORD_SIZE + 4) + nentries * 8 + nstrings + ndata * DATA_RECORD_SIZE;
    if (need != size) return fail(NULL, err, size < need ? "truncated RPU object" : "trailing bytes after RPU object", -1);
    rpu_object *obj = calloc(1, sizeof *obj);
    if (!obj) return fail(NULL, err, "out of memory", -1);
    obj->ncode = (uint32_t)ncode;
    obj->code = calloc(ncode ? ncode : 1, sizeof *obj->code);
    obj->lines = calloc(ncode ? ncode : 1, sizeof *obj->lines);
    obj->entries = calloc(nentries ? nentries : 1, sizeof *obj->entries);
    obj->data = calloc(ndata ? ndata : 1, sizeof *obj->data);
    if (!obj->code || !obj->lines || !obj->entries || !obj->data) return fail(obj, err, "out of memory", -1);
    const uint8_t *p = data + HEADER_SIZE;
    for (uint32_t i = 0; i < ncode; i++, p += RECORD_SIZE) {
        decode_instr(p, &obj->code[i]);
        const char *why = rpu_instr_check(&obj->code[i], obj->ncode);
        if (why) {
            char msg[120];
            snprintf(msg, sizeof msg, "instruction %u: %s", i, why);
            return fail(obj, err, msg, (long)(p - data));
        }
        bool pair = obj->code[i].flags & RPU_PAIR_NEXT;
        if (pair && (i + 1 == ncode || (i && (obj->code[i - 1].flags & RPU_PAIR_NEXT))))
            return fail(obj, err, "unmatched co-issue flag", (long)(p - data));
        why = i && (obj->code[i - 1].flags & RPU_PAIR_NEXT) ? rpu_pair_check(&obj->code[i - 1], &obj->code[i]) : NULL;
        if (why) return fail(obj, err, why, (long)(p - RECORD_SIZE - data));
    }
    /* Lines as the assembler counts them: a co-issued pair shares one. */
    for (uint32_t i = 0; i < ncode; i++, p += 4) {
        obj->lines[i] = get32(p);
        if (!obj->lines[i] || obj->lines[i] > RPU_MAX_LINE) return fail(obj, err, "line number out of range", (long)(p - data));
        if (i && (obj->code[i - 1].flags & RPU_PAIR_NEXT) && obj->lines[i] != obj->lines[i - 1])
            return fail(obj, err, "co-issued instructions on different lines", (long)(p - data));
    }
    /* Entries as the assembler writes them: in address order, names packed
     * in that order, each a distinct label the assembler reads back. */
    const uint8_t *strings = p + nentries * 8;
    uint32_t next_off = 0;
    for (uint32_t i = 0; i < nentries; i++, p += 8) {
        uint32_t addr = get32(p), off = get32(p + 4);
        if (addr > ncode) return fail(obj, err, "entry address out of range", (long)(p - data));
        if (i && addr < obj->entries[i - 1].addr) return fail(obj, err, "entries not in address order", (long)(p - data));
        if (off != next_off || !memchr(strings + off, 0, nstrings - off))
            return fail(obj, err, "entry name not next in the string table", (long)(p + 4 - data));
        size_t len = strlen((const char *)strings + off);
        if (!rpu_entry_name_ok((const char *)strings + off))
            return fail(obj, err, "entry name is not an assembler identifier", (long)(strings + off - data));
        obj->entries[i].name = malloc(len + 1);
        if (!obj->entries[i].name) return fail(obj, err, "out of memory", -1);
        memcpy(obj->entries[i].name, strings + off, len + 1);
        obj->entries[i].addr = addr;
        obj->nentries = i + 1;
        next_off += (uint32_t)len + 1;
    }
    if (next_off != nstrings) return fail(obj, err, "unused bytes in the string table", (long)(strings + next_off - data));
    if (duplicate_entry(obj)) return fail(obj, err, "entry name defined twice", -1);
    p = strings + nstrings;
    for (uint32_t i = 0; i < ndata; i++, p += DATA_RECORD_SIZE) {
        obj->data[i].offset = get32(p);
        if (i && obj->data[i].offset <= obj->data[i - 1].offset)
            return fail(obj, err, "data cells not in increasing order", (long)(p - data));
        if (obj->data[i].offset >= RPU_MAX_DATA_CELLS) return fail(obj, err, "data cell offset out of range", (long)(p - data));
        for (int k = 0; k < 4; k++) obj->data[i].word[k] = get32(p + 4 + 4 * k);
    }
    obj->ndata = (uint32_t)ndata;
    return obj;
}

/* The whole file (or stdin for "-"), NUL-terminated; NULL on failure. */
static uint8_t *read_all(const char *path, size_t *size) {
    FILE *f = strcmp(path, "-") ? fopen(path, "rb") : stdin;
    if (!f) return NULL;
    size_t cap = 4096, n = 0;
    uint8_t *b = malloc(cap + 1);
    while (b) {
        n += fread(b + n, 1, cap - n, f);
        if (n < cap) break;
        uint8_t *bigger = realloc(b, 2 * cap + 1);
        if (!bigger) free(b);
        b = bigger;
        cap *= 2;
    }
    if (b && ferror(f)) {
        free(b);
        b = NULL;
    }
    if (f != stdin) fclose(f);
    if (b) b[n] = 0;
    *size = n;
    return b;
}

rpu_object *rpu_load_program(const char *path, FILE *diag) {
    size_t size;
    uint8_t *data = read_all(path, &size);
    if (!data) {
        fprintf(diag, "%s: error: cannot read the file\n", path);
        return NULL;
    }
    rpu_object *obj;
    if (size >= 4 && !memcmp(data, "RPUO", 4)) {
        char *err = NULL;
        obj = rpu_object_decode(data, size, &err);
        if (!obj) fprintf(diag, "%s: error: %s\n", path, err);
        free(err);
    } else {
        int nerrors;
        obj = rpu_assemble(path, (const char *)data, size, diag, &nerrors);
    }
    free(data);
    return obj;
}
