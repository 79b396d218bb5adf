/* Instruction selection of memory: @rpu.load of scene memory, the record
 * kept in A, and loads and stores through pointers into data memory
 * (rpucg.h, "Memory"): cells read once per block, stores to a cell gathered
 * into one `store`. */
#include "isel.h"

#include <string.h>

/* A load's address without the constants added to it (they become the
 * offset; lower_load_offsets.c moved them outermost). */
static LLVMValueRef load_base(LLVMValueRef call, int32_t *offset) {
    LLVMValueRef addr = LLVMGetOperand(call, 0);
    *offset = 0;
    while (LLVMIsAInstruction(addr) && LLVMGetInstructionOpcode(addr) == LLVMAdd && LLVMIsAConstantInt(LLVMGetOperand(addr, 1))) {
        *offset += (int32_t)LLVMConstIntGetSExtValue(LLVMGetOperand(addr, 1));
        addr = LLVMGetOperand(addr, 0);
    }
    return addr;
}

/* The loaded cell and lane a load address is read from (through bitcasts
 * between float and i32 lanes), or NULL. */
static LLVMValueRef record_lane(LLVMValueRef addr, int *lane) {
    if (LLVMIsABitCastInst(addr)) addr = LLVMGetOperand(addr, 0);
    if (!LLVMIsAExtractElementInst(addr) || !LLVMIsAConstantInt(LLVMGetOperand(addr, 1))) return NULL;
    *lane = (int)(LLVMConstIntGetZExtValue(LLVMGetOperand(addr, 1)) & 3);
    LLVMValueRef r = LLVMGetOperand(addr, 0);
    if (LLVMIsABitCastInst(r)) r = LLVMGetOperand(r, 0);
    return isel_callee_is(r, "rpu.load") ? r : NULL;
}

/* The record whose lanes stay in A (the thesis's `mov A, I0` after loading
 * the triangle record): when every load of the function reads from HIT_TRI
 * or from a lane of one loaded cell R (itself read from HIT_TRI), and no
 * call can clobber A, R's lanes go to the same lanes of A once, right after
 * R is loaded, and those loads address through them.  Otherwise each load
 * sets a lane of A just before it.  Returns R and the lanes used, or NULL. */
LLVMValueRef isel_find_record(LLVMValueRef fn, uint8_t *lanes) {
    LLVMValueRef rec = NULL;
    *lanes = 0;
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
        for (LLVMValueRef v = LLVMGetFirstInstruction(bb); v; v = LLVMGetNextInstruction(v)) {
            if (LLVMIsALoadInst(v) || LLVMIsAStoreInst(v) || isel_callee_is(v, "llvm.memset")) return NULL; /* A holds their addresses */
            if (!LLVMIsACallInst(v)) continue;
            if (isel_callee_is(v, "rpu.call") || (isel_called(v) && !LLVMIsDeclaration(isel_called(v))) || !isel_called(v)) return NULL;
            if (!isel_callee_is(v, "rpu.load")) continue;
            int32_t off;
            LLVMValueRef base = load_base(v, &off);
            if (isel_callee_is(base, "rpu.hit.tri")) continue;
            int lane;
            int32_t roff;
            LLVMValueRef r = record_lane(base, &lane);
            if (!r || (rec && r != rec) || !isel_callee_is(load_base(r, &roff), "rpu.hit.tri")) return NULL;
            rec = r;
            *lanes |= (uint8_t)(1u << lane);
        }
    return rec;
}

/* ---- data memory through pointers -------------------------------------------------- */

/* A pointer as (base, byte offset): base a pointer parameter (a cell
 * address in a lane) or, for a global variable, the function itself
 * standing for the module's data area (data_area.c, its address in C3.x);
 * the offset constant, through getelementptrs with constant indices (the
 * module's data layout gives their bytes).  False for other pointers. */
static bool mem_address(isel *s, LLVMValueRef p, LLVMValueRef *base, int64_t *off) {
    *off = 0;
    for (int depth = 0; depth < 32; depth++) {
        bool gep = LLVMIsAGetElementPtrInst(p) || (LLVMIsAConstantExpr(p) && LLVMGetConstOpcode(p) == LLVMGetElementPtr);
        if (!gep && LLVMIsAGlobalVariable(p)) {
            int64_t at = rpu_global_offset(s->td, p);
            *base = s->fn; /* stands for the data area (C3.x) */
            *off += at;
            return at >= 0;
        }
        if (!gep) {
            *base = p;
            return LLVMIsAArgument(p) != NULL;
        }
        LLVMTypeRef t = LLVMGetGEPSourceElementType(p);
        int n = LLVMGetNumOperands(p);
        for (int i = 1; i < n; i++) {
            LLVMValueRef idx = LLVMGetOperand(p, (unsigned)i);
            if (!LLVMIsAConstantInt(idx)) return false;
            int64_t k = LLVMConstIntGetSExtValue(idx);
            if (i > 1 && LLVMGetTypeKind(t) == LLVMStructTypeKind) {
                *off += (int64_t)LLVMOffsetOfElement(s->td, t, (unsigned)k);
                t = LLVMStructGetTypeAtIndex(t, (unsigned)k);
                continue;
            }
            if (i > 1) t = LLVMGetElementType(t);
            *off += k * (int64_t)LLVMABISizeOfType(s->td, t);
        }
        p = LLVMGetOperand(p, 0);
    }
    return false;
}

/* The words (4-byte lanes) of a value loaded or stored: float, i32 or a
 * vector of them; 0 for anything else. */
static int mem_words(LLVMTypeRef t) {
    int n = 1;
    if (LLVMGetTypeKind(t) == LLVMVectorTypeKind) {
        n = (int)LLVMGetVectorSize(t);
        t = LLVMGetElementType(t);
    }
    bool word = LLVMGetTypeKind(t) == LLVMFloatTypeKind ||
                (LLVMGetTypeKind(t) == LLVMIntegerTypeKind && LLVMGetIntTypeWidth(t) == 32);
    return word ? n : 0;
}

static int32_t cell_of(int64_t word) { return (int32_t)(word >= 0 ? word / 4 : -((3 - word) / 4)); }

/* The next lane of A for an address (round robin); forgets what it held. */
static int take_a_lane(isel *s) {
    int l = s->f->naddr++ & 3;
    s->abase[l] = NULL;
    return l;
}

/* A lane of A holding base's cell address: set by a mov unless one already does. */
static mir_opnd address_lane(isel *s, LLVMValueRef base) {
    mir_opnd a = mir_vreg_opnd(s->f, s->f->areg);
    for (int l = 0; l < 4; l++)
        if (s->abase[l] == base) return isel_lane_of(a, l);
    mir_opnd b = mir_phys(RPU_F_C, 3); /* C3.x: the data area */
    memset(b.swz, 0, sizeof b.swz);
    if (base != s->fn && !isel_get(s, base, &b)) return a;
    int l = take_a_lane(s);
    b = isel_plain(s, isel_lane_of(b, 0), 1);
    isel_emit(s, RPU_MOV, s->f->areg, (uint8_t)(1 << l), 1, &b);
    s->abase[l] = base;
    return isel_lane_of(a, l);
}

static void forget_cell(isel *s, int k) {
    memmove(&s->cached[k], &s->cached[k + 1], (size_t)(s->ncached - k - 1) * sizeof s->cached[0]);
    s->ncached--;
}

static void cache_cell(isel *s, LLVMValueRef base, int32_t cell, mir_opnd val) {
    for (int k = 0; k < s->ncached; k++)
        if (s->cached[k].base == base && s->cached[k].cell == cell) forget_cell(s, k--);
    if (s->ncached == (int)(sizeof s->cached / sizeof s->cached[0])) forget_cell(s, 0);
    s->cached[s->ncached++] = (struct mem_cell){base, cell, val};
}

/* Whether every read of v, through its views (extractelement,
 * shufflevector, bitcast), is an instruction already selected that cannot
 * run again after `at` (no loop edge around both): the I register holding
 * v may then take another load, and v's copy goes (forwarding reads the I
 * register instead while it holds v). */
static bool reads_done(isel *s, LLVMValueRef v, LLVMValueRef at, int depth) {
    if (depth > 8 || !LLVMIsAInstruction(v)) return false;
    for (LLVMUseRef u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef user = LLVMGetUser(u);
        if (LLVMIsAExtractElementInst(user) || LLVMIsAShuffleVectorInst(user) || LLVMIsABitCastInst(user)) {
            if (!reads_done(s, user, at, depth + 1)) return false;
            continue;
        }
        if (LLVMIsAPHINode(user) || !LLVMIsAInstruction(user)) return false;
        int b = isel_block_index(s, LLVMGetInstructionParent(user));
        if (b < 0) continue; /* unreachable */
        if (b > s->cur) return false;
        LLVMValueRef i = user;
        while (b == s->cur && i && i != at) i = LLVMGetNextInstruction(i);
        if (!i) return false; /* after `at` in its block */
        for (int k = 0; k < s->nback; k++)
            if (s->back[k].head <= b && s->cur <= s->back[k].tail) return false;
    }
    return true;
}

/* The I register for a load of v at `at` (v NULL: a cell of data memory):
 * the next in turn whose value has no reads left, else the next in turn. */
static int take_i(isel *s, LLVMValueRef v, LLVMValueRef at) {
    int k = s->f->nload & 3;
    for (int t = 0; at && t < 4; t++) {
        int c = (s->f->nload + t) & 3;
        if (!s->iheld[c] || reads_done(s, s->iheld[c], at, 0)) {
            k = c;
            break;
        }
    }
    s->f->nload = k + 1;
    s->iheld[k] = v ? v : s->fn;
    return s->f->ireg[k];
}

/* `load Ik, A.l, cell` into the next I register. */
static int emit_load(isel *s, mir_opnd a, int32_t cell) {
    float off;
    memcpy(&off, &cell, sizeof off);
    mir_opnd src[2] = {a, mir_imm(off)};
    int in = take_i(s, NULL, NULL);
    isel_emit(s, RPU_LOAD, in, 15, 2, src)->flags = MI_FULLDEF;
    return in;
}

/* Writes the cells of the pending stores (their unwritten lanes read from
 * memory first: a store writes a whole cell). */
bool isel_flush_stores(isel *s) {
    int n = s->npending;
    s->npending = 0;
    for (int k = 0; k < n && !s->err; k++) {
        struct pending *p = &s->pending[k];
        mir_opnd a = address_lane(s, s->pbase);
        if (p->mask != 15) {
            mir_opnd old = p->known ? p->old : mir_vreg_opnd(s->f, emit_load(s, a, p->cell));
            isel_emit(s, RPU_MOV, p->vreg, (uint8_t)(15 & ~p->mask), 1, &old);
        }
        float off;
        memcpy(&off, &p->cell, sizeof off);
        mir_opnd src[3] = {a, mir_imm(off), mir_vreg_opnd(s->f, p->vreg)};
        isel_emit(s, RPU_STORE, -1, 15, 3, src);
        cache_cell(s, s->pbase, p->cell, src[2]);
    }
    return !s->err;
}

/* The 4 lanes of cell `cell` from base: read once per block. */
static bool load_cell(isel *s, LLVMValueRef base, int32_t cell, mir_opnd *out) {
    for (int k = s->ncached; k-- > 0;)
        if (s->cached[k].base == base && s->cached[k].cell == cell) {
            *out = s->cached[k].val;
            return true;
        }
    if (s->npending && !isel_flush_stores(s)) return false;
    mir_opnd a = address_lane(s, base);
    if (s->err) return false;
    mir_opnd iv = mir_vreg_opnd(s->f, emit_load(s, a, cell));
    *out = isel_emit_value(s, RPU_MOV, 4, 1, &iv, 0);
    cache_cell(s, base, cell, *out);
    return true;
}

/* n (1-4) words from word `word` of base: a view of one cell, or the lanes
 * gathered from two. */
static bool load_words(isel *s, LLVMValueRef base, int64_t word, int n, mir_opnd *out) {
    int32_t c0 = cell_of(word), c1 = cell_of(word + n - 1);
    int l0 = (int)(word - 4 * (int64_t)c0);
    mir_opnd a, b;
    if (!load_cell(s, base, c0, &a)) return false;
    if (c0 == c1) {
        uint8_t sw[4];
        for (int i = 0; i < 4; i++) sw[i] = a.swz[l0 + (i < n ? i : n - 1)];
        memcpy(a.swz, sw, sizeof sw);
        *out = a;
        return true;
    }
    if (!load_cell(s, base, c1, &b)) return false;
    int r = isel_new_vreg_for(s, n);
    mir_opnd x = a, y = b;
    uint8_t mx = 0, my = 0;
    for (int i = 0; i < n; i++) {
        if (l0 + i < 4) {
            mx |= (uint8_t)(1 << i);
            x.swz[i] = a.swz[l0 + i];
        } else {
            my |= (uint8_t)(1 << i);
            y.swz[i] = b.swz[l0 + i - 4];
        }
    }
    isel_emit(s, RPU_MOV, r, mx, 1, &x)->flags = MI_FULLDEF;
    isel_emit(s, RPU_MOV, r, my, 1, &y);
    *out = mir_vreg_opnd(s->f, r);
    return true;
}

/* Stores n words of val (a literal: n any) from word `word` of base into
 * pending cells, written by flush_stores at the next load, call or branch
 * (or when another pointer is written: only one is pending at a time). */
static bool store_words(isel *s, LLVMValueRef base, int64_t word, int n, mir_opnd val) {
    if (s->npending && s->pbase != base && !isel_flush_stores(s)) return false;
    s->pbase = base;
    for (int i = 0; i < n;) {
        int32_t cell = cell_of(word + i);
        struct pending *p = NULL;
        for (int k = 0; k < s->npending; k++)
            if (s->pending[k].cell == cell) p = &s->pending[k];
        if (!p) {
            if (s->npending == (int)(sizeof s->pending / sizeof s->pending[0]) && !isel_flush_stores(s)) return false;
            p = &s->pending[s->npending++];
            *p = (struct pending){cell, isel_new_vreg_for(s, 4), 0, false, {0}};
            for (int k = 0; k < s->ncached; k++) /* the lanes not written keep this */
                if (s->cached[k].base == base && s->cached[k].cell == cell) {
                    p->known = true;
                    p->old = s->cached[k].val;
                }
        }
        mir_opnd src = val;
        uint8_t m = 0;
        for (; i < n && word + i < 4 * (int64_t)cell + 4; i++) {
            int l = (int)(word + i - 4 * (int64_t)cell);
            m |= (uint8_t)(1 << l);
            if (src.kind != MO_IMM) src.swz[l] = val.swz[i];
        }
        mir_instr *in = isel_emit(s, RPU_MOV, p->vreg, m, 1, &src);
        if (!p->mask) in->flags = MI_FULLDEF;
        p->mask |= m;
    }
    /* what is known of memory: other pointers' cells may be these, these cells change */
    for (int k = 0; k < s->ncached; k++) {
        int64_t c = s->cached[k].cell;
        if (s->cached[k].base != base || (c >= cell_of(word) && c <= cell_of(word + n - 1))) forget_cell(s, k--);
    }
    return true;
}

/* A load or store's pointer as base and first word. */
static bool mem_words_at(isel *s, LLVMValueRef v, LLVMValueRef ptr, LLVMValueRef *base, int64_t *word) {
    int64_t off;
    if (!mem_address(s, ptr, base, &off))
        return isel_fail(s, v, "memory access other than through a pointer parameter at a constant offset");
    if (off % 4) return isel_fail(s, v, "memory access at an offset that is not a whole word");
    *word = off / 4;
    return true;
}

bool isel_mem_load(isel *s, LLVMValueRef v) {
    LLVMValueRef base;
    int64_t word;
    int n = mem_words(LLVMTypeOf(v));
    if (!n) return isel_fail(s, v, "load of a type that is not floats or i32s");
    if (!mem_words_at(s, v, LLVMGetOperand(v, 0), &base, &word)) return false;
    mir_opnd o;
    if (n <= 4) {
        if (!load_words(s, base, word, n, &o)) return false;
        isel_map_put(s, v, o);
        return true;
    }
    /* a wider vector (a whole matrix): only its constant lanes are read */
    for (LLVMUseRef u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef x = LLVMGetUser(u);
        if (!LLVMIsAExtractElementInst(x) || !LLVMIsAConstantInt(LLVMGetOperand(x, 1)))
            return isel_fail(s, v, "a vector of more than 4 lanes read other than lane by lane");
    }
    for (LLVMUseRef u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef x = LLVMGetUser(u);
        int64_t k = (int64_t)LLVMConstIntGetZExtValue(LLVMGetOperand(x, 1));
        if (k >= n) return isel_fail(s, x, "lane past the vector's end");
        if (!load_words(s, base, word + k, 1, &o)) return false;
        isel_map_put(s, x, o);
    }
    return true;
}

bool isel_mem_store(isel *s, LLVMValueRef v) {
    LLVMValueRef val = LLVMGetOperand(v, 0), base;
    int64_t word;
    int n = mem_words(LLVMTypeOf(val));
    if (!n || n > 4) return isel_fail(s, v, "store of a type that is not up to 4 floats or i32s");
    mir_opnd o;
    if (!mem_words_at(s, v, LLVMGetOperand(v, 1), &base, &word) || !isel_get(s, val, &o)) return false;
    return store_words(s, base, word, n, o);
}

/* llvm.memset of zeros over whole words: stores of 0. */
bool isel_memset(isel *s, LLVMValueRef v) {
    LLVMValueRef byte = LLVMGetOperand(v, 1), len = LLVMGetOperand(v, 2), base;
    if (!LLVMIsAConstantInt(byte) || LLVMConstIntGetZExtValue(byte) || !LLVMIsAConstantInt(len) ||
        LLVMConstIntGetZExtValue(len) % 4)
        return isel_fail(s, v, "memset other than of zeros over whole words");
    int64_t word;
    if (!mem_words_at(s, v, LLVMGetOperand(v, 0), &base, &word)) return false;
    return store_words(s, base, word, (int)(LLVMConstIntGetZExtValue(len) / 4), mir_imm(0.0f));
}

/* Whether every use of pointer p only addresses memory (then p needs no register). */
static bool only_addresses(LLVMValueRef p) {
    for (LLVMUseRef u = LLVMGetFirstUse(p); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef x = LLVMGetUser(u);
        bool ok = LLVMIsALoadInst(x) || (LLVMIsAStoreInst(x) && LLVMGetOperand(x, 0) != p) ||
                  (LLVMIsAGetElementPtrInst(x) && only_addresses(x)) ||
                  ((isel_callee_is(x, "llvm.memset") || isel_callee_is(x, "llvm.lifetime")) && LLVMGetOperand(x, 0) == p);
        if (!ok) return false;
    }
    return true;
}

/* The cell address a pointer (a getelementptr, a global) points to, as a value. */
bool isel_pointer_value(isel *s, LLVMValueRef v, mir_opnd *out) {
    LLVMValueRef base;
    int64_t off;
    if (!mem_address(s, v, &base, &off))
        return isel_fail(s, v, "pointer other than a parameter or global variable plus a constant offset");
    if (off % 16) return isel_fail(s, v, "pointer into the middle of a cell used as a value");
    mir_opnd b = mir_phys(RPU_F_C, 3), k = isel_int_const(LLVMConstInt(LLVMInt32TypeInContext(LLVMGetTypeContext(LLVMTypeOf(v))), (unsigned long long)(off / 16), true));
    memset(b.swz, 0, sizeof b.swz);
    if (base != s->fn && !isel_get(s, base, &b)) return false;
    mir_opnd src[2] = {isel_plain(s, isel_lane_of(b, 0), 1), k};
    *out = off || base == s->fn ? isel_emit_value(s, RPU_IADD, 1, 2, src, 0) : src[0];
    return true;
}

/* A getelementptr: nothing when it only addresses memory, else the cell
 * address it points to (whole cells past its base). */
bool isel_gep(isel *s, LLVMValueRef v) {
    mir_opnd o;
    if (only_addresses(v)) return true;
    if (!isel_pointer_value(s, v, &o)) return false;
    isel_map_put(s, v, o);
    return true;
}

/* @rpu.load(i32 address): `load Ik, ADDRESS, offset` into an I register
 * (round robin, past those whose values are still to be read: take_i),
 * the value a copy of it that forwarding removes where the I register
 * still holds it. */
bool isel_load(isel *s, LLVMValueRef v) {
    int32_t offset;
    LLVMValueRef addr = load_base(v, &offset);
    mir_opnd a;
    int rlane;
    if (isel_callee_is(addr, "rpu.hit.tri"))
        a = mir_phys(RPU_F_HIT_TRI, 0);
    else if (s->record && record_lane(addr, &rlane) == s->record)
        a = isel_lane_of(mir_vreg_opnd(s->f, s->f->areg), rlane);
    else if (LLVMIsAConstantInt(addr)) {
        int lane = take_a_lane(s);
        offset += (int32_t)LLVMConstIntGetSExtValue(addr);
        a = mir_imm(0.0f);
        isel_emit(s, RPU_MOV, s->f->areg, (uint8_t)(1 << lane), 1, &a);
        a = isel_lane_of(mir_vreg_opnd(s->f, s->f->areg), lane);
    } else {
        a = address_lane(s, addr); /* loads from one address share its lane */
        if (s->err) return false;
    }
    float off;
    memcpy(&off, &offset, sizeof off);
    mir_opnd src[2] = {a, mir_imm(off)};
    int in = take_i(s, v, v);
    isel_emit(s, RPU_LOAD, in, 15, 2, src)->flags = MI_FULLDEF;
    mir_opnd iv = mir_vreg_opnd(s->f, in);
    mir_opnd val = isel_emit_value(s, RPU_MOV, 4, 1, &iv, 0);
    isel_map_put(s, v, val);
    if (v == s->record) isel_emit(s, RPU_MOV, s->f->areg, s->record_lanes, 1, &val);
    return true;
}
