/* Function level of the PTX emitter (seed 004, section 3.7): registers for
 * SSA values, phis as copies on incoming edges, predicated branches, and one
 * handler per instruction family. Integers narrower than their register
 * (i8 in .b16, i24 in .b32, ...) are kept with undefined upper bits and
 * extended only where an instruction reads them (compares, divisions,
 * right shifts, extensions, conversions). */
#include "ptx_internal.h"
#include "rslpasses.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- vectors and aggregates in registers ---- */

static void copy_reg(Emitter *e, Reg d, const char *src) {
    ins(e, "mov%s %s, %s;", type_b(d.cls), R(e, d), src);
}

static void emit_extractelement(Emitter *e, LLVMValueRef i) {
    LLVMValueRef vec = LLVMGetOperand(i, 0), idx = LLVMGetOperand(i, 1);
    Reg d = value_reg(e, i, 0);
    int n = (int)LLVMGetVectorSize(LLVMTypeOf(vec));
    int64_t k;
    if (const_int_value(idx, &k)) {
        if (k >= 0 && k < n)
            copy_reg(e, d, OP(e, vec, (int)k, 0));
        return; /* out of range: poison */
    }
    /* A dynamic index: a chain of selects. */
    Reg p = new_reg(e, RC_PRED);
    copy_reg(e, d, OP(e, vec, 0, 0));
    char I[16];
    snprintf(I, sizeof I, "%s", OP(e, idx, 0, OP_REG | OP_CANON));
    int bits = class_bits(class_of_type(LLVMTypeOf(idx)));
    for (int j = 1; j < n; j++) {
        ins(e, "setp.eq.u%d %s, %s, %d;", bits, R(e, p), I, j);
        if (d.cls == RC_PRED) {
            emit_error(e, i, "dynamic extract of i1 elements is not supported");
            return;
        }
        ins(e, "selp%s %s, %s, %s, %s;", type_b(d.cls), R(e, d), OP(e, vec, j, 0), R(e, d), R(e, p));
    }
}

static void emit_insertelement(Emitter *e, LLVMValueRef i) {
    LLVMValueRef vec = LLVMGetOperand(i, 0), val = LLVMGetOperand(i, 1), idx = LLVMGetOperand(i, 2);
    int n = (int)LLVMGetVectorSize(LLVMTypeOf(i));
    int64_t k;
    bool constant = const_int_value(idx, &k);
    for (int j = 0; j < n; j++) {
        Reg d = value_reg(e, i, j);
        if (constant && j == k) {
            copy_reg(e, d, OP(e, val, 0, 0));
        } else if (!LLVMIsUndef(vec)) {
            copy_reg(e, d, OP(e, vec, j, 0));
        }
        if (!constant) {
            if (d.cls == RC_PRED) {
                emit_error(e, i, "dynamic insert of i1 elements is not supported");
                return;
            }
            Reg p = new_reg(e, RC_PRED);
            const char *I = OP(e, idx, 0, OP_REG | OP_CANON);
            ins(e, "setp.eq.u%d %s, %s, %d;", class_bits(class_of_type(LLVMTypeOf(idx))), R(e, p), I, j);
            ins(e, "selp%s %s, %s, %s, %s;", type_b(d.cls), R(e, d), OP(e, val, 0, 0), R(e, d), R(e, p));
        }
    }
}

static void emit_shufflevector(Emitter *e, LLVMValueRef i) {
    LLVMValueRef a = LLVMGetOperand(i, 0), b = LLVMGetOperand(i, 1);
    int na = (int)LLVMGetVectorSize(LLVMTypeOf(a));
    unsigned n = LLVMGetNumMaskElements(i);
    for (unsigned j = 0; j < n; j++) {
        int m = LLVMGetMaskValue(i, j);
        if (m == LLVMGetUndefMaskElem())
            continue;
        LLVMValueRef src = m < na ? a : b;
        if (LLVMIsUndef(src))
            continue;
        copy_reg(e, value_reg(e, i, (int)j), OP(e, src, m < na ? m : m - na, 0));
    }
}

static void emit_extractvalue(Emitter *e, LLVMValueRef i) {
    const unsigned *idx = LLVMGetIndices(i);
    if (LLVMGetNumIndices(i) != 1) {
        emit_error(e, i, "nested aggregates are not supported");
        return;
    }
    copy_reg(e, value_reg(e, i, 0), OP(e, LLVMGetOperand(i, 0), (int)idx[0], 0));
}

static void emit_insertvalue(Emitter *e, LLVMValueRef i) {
    const unsigned *idx = LLVMGetIndices(i);
    if (LLVMGetNumIndices(i) != 1) {
        emit_error(e, i, "nested aggregates are not supported");
        return;
    }
    LLVMValueRef agg = LLVMGetOperand(i, 0);
    ValueInfo *vi = value_info(e, i);
    for (int k = 0; vi && k < vi->nregs; k++) {
        if (k == (int)idx[0])
            copy_reg(e, value_reg(e, i, k), OP(e, LLVMGetOperand(i, 1), 0, 0));
        else if (!LLVMIsUndef(agg))
            copy_reg(e, value_reg(e, i, k), OP(e, agg, k, 0));
    }
}

static void emit_freeze(Emitter *e, LLVMValueRef i) {
    ValueInfo *vi = value_info(e, i);
    for (int k = 0; vi && k < vi->nregs; k++)
        copy_reg(e, value_reg(e, i, k), OP(e, LLVMGetOperand(i, 0), k, 0));
}

/* ---- control flow ---- */

static void store_to_param(Emitter *e, const char *sym, LLVMValueRef v);

static const char *label(Emitter *e, LLVMBasicBlockRef bb) {
    Buf *b = ring_slot(e);
    buf_printf(b, "$L__BB%d_%d", e->fn_index, ptx_cfg_index(&e->cfg, bb));
    return b->data;
}

/* Copies into the phi registers of successor succ for the edge from bb. */
static void emit_phi_copies(Emitter *e, LLVMBasicBlockRef bb, LLVMBasicBlockRef succ) {
    for (LLVMValueRef phi = LLVMGetFirstInstruction(succ); phi && LLVMGetInstructionOpcode(phi) == LLVMPHI;
         phi = LLVMGetNextInstruction(phi)) {
        LLVMValueRef v = NULL;
        for (unsigned k = 0, n = LLVMCountIncoming(phi); k < n && !v; k++)
            if (LLVMGetIncomingBlock(phi, k) == bb)
                v = LLVMGetIncomingValue(phi, k);
        if (!v || LLVMIsUndef(v))
            continue;
        ValueInfo *vi = value_info(e, phi), *from = LLVMIsAInstruction(v) ? value_info(e, v) : NULL;
        if (vi && from && from->first == vi->first && vi->phi_first < 0)
            continue; /* v lives in the phi's registers (coalesce_phis) */
        if (vi && vi->phi_first < 0 && twin_copied_before(e, bb, succ, phi))
            continue;
        for (int j = 0; vi && j < vi->nregs; j++)
            copy_reg(e, phi_edge_reg(e, phi, j), OP(e, v, j, 0));
    }
}

/* Is target emitted right after bb (so that control falls through)? */
static bool is_next_block(Emitter *e, LLVMBasicBlockRef bb, LLVMBasicBlockRef target) {
    int i = ptx_cfg_index(&e->cfg, bb), t = ptx_cfg_index(&e->cfg, target);
    return i >= 0 && t >= 0 && e->layout_pos[t] == e->layout_pos[i] + 1;
}

/* Is bb -> target a loop's back edge placed elsewhere than after bb? */
static bool is_jump_back(Emitter *e, LLVMBasicBlockRef bb, LLVMBasicBlockRef target) {
    return !is_next_block(e, bb, target) &&
           ptx_cfg_dominates(&e->cfg, ptx_cfg_index(&e->cfg, target), ptx_cfg_index(&e->cfg, bb));
}

static void emit_terminator(Emitter *e, LLVMValueRef t, bool kernel) {
    LLVMBasicBlockRef bb = LLVMGetInstructionParent(t);
    unsigned nsucc = LLVMGetNumSuccessors(t);
    for (unsigned s = 0; s < nsucc; s++) {
        LLVMBasicBlockRef succ = LLVMGetSuccessor(t, s);
        bool seen = false;
        for (unsigned r = 0; r < s; r++)
            seen = seen || LLVMGetSuccessor(t, r) == succ;
        if (!seen)
            emit_phi_copies(e, bb, succ);
    }
    switch (LLVMGetInstructionOpcode(t)) {
    case LLVMBr:
        if (!LLVMIsConditional(t)) {
            LLVMBasicBlockRef to = LLVMGetSuccessor(t, 0);
            if (!is_next_block(e, bb, to))
                ins(e, "bra.uni %s;", label(e, to));
        } else {
            LLVMBasicBlockRef yes = LLVMGetSuccessor(t, 0), no = LLVMGetSuccessor(t, 1);
            const char *c = OP(e, LLVMGetCondition(t), 0, OP_REG);
            /* A back edge is a bra.uni, the way out the predicated branch:
             * the loop shape ptxas unrolls (ptx_layout.c). */
            if (is_jump_back(e, bb, yes) && !is_jump_back(e, bb, no)) {
                ins(e, "@!%s bra %s;", c, label(e, no));
                ins(e, "bra.uni %s;", label(e, yes));
            } else if (is_jump_back(e, bb, no) && !is_jump_back(e, bb, yes)) {
                ins(e, "@%s bra %s;", c, label(e, yes));
                ins(e, "bra.uni %s;", label(e, no));
            } else if (is_next_block(e, bb, yes)) {
                ins(e, "@!%s bra %s;", c, label(e, no));
            } else {
                ins(e, "@%s bra %s;", c, label(e, yes));
                if (!is_next_block(e, bb, no))
                    ins(e, "bra.uni %s;", label(e, no));
            }
        }
        break;
    case LLVMSwitch: {
        LLVMValueRef cond = LLVMGetOperand(t, 0); /* LLVMGetCondition is for br */
        RegClass c = class_of_type(LLVMTypeOf(cond));
        if (c == RC_PRED) {
            emit_error(e, t, "switch on i1 is not supported");
            return;
        }
        char C[16]; /* a register name, kept out of the string ring */
        snprintf(C, sizeof C, "%s", OP(e, cond, 0, OP_REG | OP_CANON));
        Reg p = new_reg(e, RC_PRED);
        /* Operands: condition, default, then (value, block) pairs. */
        for (unsigned s = 1; s < nsucc; s++) {
            LLVMValueRef v = LLVMGetOperand(t, 2 * s);
            ins(e, "setp.eq.u%d %s, %s, %s;", class_bits(c), R(e, p), C, OP(e, v, 0, 0));
            ins(e, "@%s bra %s;", R(e, p), label(e, LLVMGetSuccessor(t, s)));
        }
        if (!is_next_block(e, bb, LLVMGetSuccessor(t, 0)))
            ins(e, "bra.uni %s;", label(e, LLVMGetSuccessor(t, 0)));
        break;
    }
    case LLVMRet:
        if (LLVMGetNumOperands(t) == 1 && !kernel)
            store_to_param(e, "func_retval0", LLVMGetOperand(t, 0));
        ins(e, "ret;");
        break;
    case LLVMUnreachable:
        ins(e, "trap;");
        break;
    default:
        emit_error(e, t, "unsupported terminator");
    }
}

static void emit_instruction(Emitter *e, LLVMValueRef i) {
    LLVMOpcode op = LLVMGetInstructionOpcode(i);
    switch (op) {
    case LLVMAdd: case LLVMSub: case LLVMMul: case LLVMUDiv: case LLVMSDiv: case LLVMURem:
    case LLVMSRem: case LLVMShl: case LLVMLShr: case LLVMAShr: case LLVMAnd: case LLVMOr:
    case LLVMXor: case LLVMFAdd: case LLVMFSub: case LLVMFMul: case LLVMFDiv: case LLVMFRem:
        emit_binop(e, i);
        break;
    case LLVMFNeg: emit_fneg(e, i); break;
    case LLVMICmp: emit_icmp(e, i); break;
    case LLVMFCmp: emit_fcmp(e, i); break;
    case LLVMSelect: emit_select(e, i); break;
    case LLVMTrunc: case LLVMZExt: case LLVMSExt: case LLVMFPToUI: case LLVMFPToSI: case LLVMUIToFP:
    case LLVMSIToFP: case LLVMFPTrunc: case LLVMFPExt: case LLVMPtrToInt: case LLVMIntToPtr:
    case LLVMBitCast: case LLVMAddrSpaceCast:
        emit_cast(e, i);
        break;
    case LLVMLoad: emit_memory_access(e, i, false); break;
    case LLVMStore: emit_memory_access(e, i, true); break;
    case LLVMAlloca: emit_alloca(e, i); break;
    case LLVMAtomicRMW: emit_atomicrmw(e, i); break;
    case LLVMAtomicCmpXchg: emit_cmpxchg(e, i); break;
    case LLVMFence: emit_fence(e, i); break;
    case LLVMExtractElement: emit_extractelement(e, i); break;
    case LLVMInsertElement: emit_insertelement(e, i); break;
    case LLVMShuffleVector: emit_shufflevector(e, i); break;
    case LLVMExtractValue: emit_extractvalue(e, i); break;
    case LLVMInsertValue: emit_insertvalue(e, i); break;
    case LLVMFreeze: emit_freeze(e, i); break;
    case LLVMCall: emit_call(e, i); break;
    case LLVMPHI: break; /* copied on the incoming edges */
    case LLVMGetElementPtr:
        emit_error(e, i, "getelementptr must be expanded first (rsl_expand_geps)");
        break;
    default:
        emit_error(e, i, "unsupported instruction");
    }
}

/* ---- functions ---- */

static void param_decl(Emitter *e, Buf *b, LLVMTypeRef t, bool kernel, const char *name) {
    RegClass c;
    if (LLVMGetTypeKind(t) != LLVMVectorTypeKind && LLVMGetTypeKind(t) != LLVMStructTypeKind && reg_class_of(t, &c)) {
        if (kernel) {
            const char *mt = is_int(t) && int_width(t) == 1 ? ".u8" : mem_type(t);
            buf_printf(b, ".param %s %s", mt ? mt : ".b32", name);
        } else {
            buf_printf(b, ".param %s %s", c == RC_PRED || c == RC_B16 ? ".b32" : type_b(c), name);
        }
        return;
    }
    buf_printf(b, ".param .align %u .b8 %s[%llu]", LLVMABIAlignmentOfType(e->dl, t), name,
               (unsigned long long)LLVMABISizeOfType(e->dl, t));
}

/* Byte offset of element k in a parameter of type t. */
static size_t param_offset(Emitter *e, LLVMTypeRef t, int k, LLVMTypeRef el) {
    if (LLVMGetTypeKind(t) == LLVMStructTypeKind)
        return (size_t)LLVMOffsetOfElement(e->dl, t, (unsigned)k);
    return (size_t)k * (size_t)LLVMStoreSizeOfType(e->dl, el);
}

/* Held in .b8 arrays (param_decl), i128 as LLVM's NVPTX backend passes it. */
static bool is_aggregate(LLVMTypeRef t) {
    return LLVMGetTypeKind(t) == LLVMVectorTypeKind || LLVMGetTypeKind(t) == LLVMStructTypeKind || is_i128(t);
}

/* Writes v into .param sym (device-function layout of param_decl). */
static void store_to_param(Emitter *e, const char *sym, LLVMValueRef v) {
    LLVMTypeRef t = LLVMTypeOf(v);
    LLVMTypeRef el[64];
    int n = value_shape(t, el, 64);
    for (int k = 0; k < n; k++) {
        RegClass c = class_of_type(el[k]);
        size_t off = param_offset(e, t, k, el[k]);
        if (is_aggregate(t)) {
            ins(e, "st.param%s [%s+%zu], %s;", mem_type(el[k]), sym, off, store_operand(e, v, k));
        } else if (c == RC_PRED || c == RC_B16) {
            Reg w = new_reg(e, RC_B32);
            if (c == RC_PRED)
                ins(e, "selp.b32 %s, 1, 0, %s;", R(e, w), OP(e, v, k, OP_REG));
            else
                ins(e, "cvt.u32.u16 %s, %s;", R(e, w), OP(e, v, k, OP_REG));
            ins(e, "st.param.b32 [%s], %s;", sym, R(e, w));
        } else {
            ins(e, "st.param%s [%s], %s;", type_b(c), sym, OP(e, v, k, 0));
        }
    }
}

/* Reads .param sym into the registers of dst (a parameter or a call). */
static void load_from_param(Emitter *e, const char *sym, LLVMValueRef dst, bool kernel) {
    LLVMTypeRef t = LLVMTypeOf(dst);
    LLVMTypeRef el[64];
    int n = value_shape(t, el, 64);
    for (int k = 0; k < n; k++) {
        Reg d = value_reg(e, dst, k);
        size_t off = param_offset(e, t, k, el[k]);
        if (is_aggregate(t) || kernel) {
            if (d.cls == RC_PRED) {
                Reg w = new_reg(e, RC_B16);
                ins(e, "ld.param.u8 %s, [%s+%zu];", R(e, w), sym, off);
                ins(e, "and.b16 %s, %s, 1;", R(e, w), R(e, w));
                ins(e, "setp.ne.b16 %s, %s, 0;", R(e, d), R(e, w));
            } else {
                /* A kernel parameter typed ptr addrspace(1) holds a global
                 * address already (as for LLVM's NVPTX backend); generic
                 * ones are converted where the address-space pass says. */
                ins(e, "ld.param%s %s, [%s+%zu];", mem_type(el[k]), R(e, d), sym, off);
            }
        } else if (d.cls == RC_PRED || d.cls == RC_B16) {
            Reg w = new_reg(e, RC_B32);
            ins(e, "ld.param.b32 %s, [%s];", R(e, w), sym);
            if (d.cls == RC_PRED)
                ins(e, "setp.ne.b32 %s, %s, 0;", R(e, d), R(e, w));
            else
                ins(e, "cvt.u16.u32 %s, %s;", R(e, d), R(e, w));
        } else {
            ins(e, "ld.param%s %s, [%s];", type_b(d.cls), R(e, d), sym);
        }
    }
}

void emit_function_prototype(Emitter *e, Buf *b, LLVMValueRef f, bool kernel) {
    LLVMLinkage link = LLVMGetLinkage(f);
    if (LLVMIsDeclaration(f))
        buf_printf(b, ".extern ");
    else if (kernel || (link != LLVMInternalLinkage && link != LLVMPrivateLinkage))
        buf_printf(b, ".visible ");
    buf_printf(b, "%s ", kernel ? ".entry" : ".func");
    LLVMTypeRef ret = LLVMGetReturnType(LLVMGlobalGetValueType(f));
    if (!kernel && LLVMGetTypeKind(ret) != LLVMVoidTypeKind) {
        buf_printf(b, "(");
        param_decl(e, b, ret, false, "func_retval0");
        buf_printf(b, ") ");
    }
    ptx_symbol(b, f);
    buf_printf(b, "(");
    unsigned k = 0;
    for (LLVMValueRef p = LLVMGetFirstParam(f); p; p = LLVMGetNextParam(p), k++) {
        Buf name = {0};
        ptx_symbol(&name, f);
        buf_printf(&name, "_param_%u", k);
        buf_printf(b, "%s\n\t", k ? "," : "");
        param_decl(e, b, LLVMTypeOf(p), kernel, name.data);
        buf_free(&name);
    }
    buf_printf(b, ")");
}

static void load_params(Emitter *e, LLVMValueRef f, bool kernel) {
    unsigned k = 0;
    for (LLVMValueRef p = LLVMGetFirstParam(f); p; p = LLVMGetNextParam(p), k++) {
        Buf name = {0};
        ptx_symbol(&name, f);
        buf_printf(&name, "_param_%u", k);
        load_from_param(e, name.data, p, kernel);
        buf_free(&name);
    }
}

/* A device function call in its own scope, as PTX wants the .param
 * declarations of a call next to it. */
static void emit_device_call(Emitter *e, LLVMValueRef i, LLVMValueRef f) {
    ins(e, "{");
    unsigned n = LLVMGetNumArgOperands(i);
    Buf args = {0};
    for (unsigned k = 0; k < n; k++) {
        LLVMValueRef a = LLVMGetOperand(i, k);
        char name[32];
        snprintf(name, sizeof name, "param%u", k);
        Buf decl = {0};
        param_decl(e, &decl, LLVMTypeOf(a), false, name);
        ins(e, "%s;", decl.data);
        buf_free(&decl);
        store_to_param(e, name, a);
        buf_printf(&args, "%s%s", k ? ", " : "", name);
    }
    bool has_ret = LLVMGetTypeKind(LLVMTypeOf(i)) != LLVMVoidTypeKind;
    if (has_ret) {
        Buf decl = {0};
        param_decl(e, &decl, LLVMTypeOf(i), false, "retval0");
        ins(e, "%s;", decl.data);
        buf_free(&decl);
    }
    Buf callee = {0};
    ptx_symbol(&callee, f);
    ins(e, "call %s%s, (%s);", has_ret ? "(retval0), " : "", callee.data, args.data ? args.data : "");
    buf_free(&callee);
    buf_free(&args);
    if (has_ret)
        load_from_param(e, "retval0", i, false);
    ins(e, "}");
}

void emit_call(Emitter *e, LLVMValueRef i) {
    LLVMValueRef f = LLVMGetCalledValue(i);
    if (LLVMIsAInlineAsm(f)) {
        ptx_emit_inline_asm(e, i);
        return;
    }
    if (!LLVMIsAFunction(f)) {
        emit_error(e, i, "indirect calls are not supported");
        return;
    }
    size_t len;
    const char *name = LLVMGetValueName2(f, &len);
    if (len > 5 && strncmp(name, "llvm.", 5) == 0) {
        emit_intrinsic(e, i, name);
        return;
    }
    if (rsl_is_kernel(e->m, f)) {
        emit_error(e, i, "a kernel cannot be called");
        return;
    }
    if (LLVMIsFunctionVarArg(LLVMGlobalGetValueType(f))) {
        emit_error(e, i, "calls of variadic functions are not supported");
        return;
    }
    emit_device_call(e, i, f);
}

static void reset_function_state(Emitter *e) {
    free(e->values);
    free(e->regs);
    ptx_cfg_free(&e->cfg);
    free(e->allocas);
    free(e->layout);
    free(e->layout_pos);
    e->layout = e->layout_pos = NULL;
    buf_free(&e->body);
    buf_free(&e->locals);
    e->values = NULL;
    e->regs = NULL;
    e->allocas = NULL;
    e->nvalues = e->nregs = e->capregs = e->nallocas = 0;
    memset(e->next_reg, 0, sizeof e->next_reg);
}

void emit_function(Emitter *e, LLVMValueRef f, bool kernel) {
    e->fn = f;
    reset_function_state(e);
    if (kernel && LLVMGetTypeKind(LLVMGetReturnType(LLVMGlobalGetValueType(f))) != LLVMVoidTypeKind)
        emit_error(e, NULL, "a kernel must return void");
    if (LLVMIsFunctionVarArg(LLVMGlobalGetValueType(f)))
        emit_error(e, NULL, "variadic functions are not supported");
    ptx_cfg_build(&e->cfg, f);
    e->layout = malloc((e->cfg.n + 1) * sizeof *e->layout);
    e->layout_pos = malloc((e->cfg.n + 1) * sizeof *e->layout_pos);
    if (!e->layout || !e->layout_pos)
        abort();
    ptx_layout_blocks(&e->cfg, e->layout);
    for (size_t k = 0; k < e->cfg.n; k++)
        e->layout_pos[e->layout[k]] = (int)k;
    number_values(e, f);
    share_twin_phis(e);
    coalesce_phis(e);
    load_params(e, f, kernel);
    for (size_t li = 0; li < e->cfg.n && !e->error; li++) {
        int bi = e->layout[li];
        LLVMBasicBlockRef bb = e->cfg.blocks[bi];
        if (li && LLVMGetFirstUse(LLVMBasicBlockAsValue(bb)))
            buf_printf(&e->body, "%s:\n", label(e, bb));
        if ((size_t)bi < e->cfg.nreachable && ptx_loop_header_no_unroll(&e->cfg, bi))
            ins(e, ".pragma \"nounroll\";");
        for (LLVMValueRef phi = LLVMGetFirstInstruction(bb); phi && LLVMGetInstructionOpcode(phi) == LLVMPHI;
             phi = LLVMGetNextInstruction(phi)) {
            ValueInfo *vi = value_info(e, phi);
            for (int j = 0; vi && vi->phi_first >= 0 && j < vi->nregs; j++)
                copy_reg(e, value_reg(e, phi, j), R(e, phi_edge_reg(e, phi, j)));
        }
        for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i && !e->error; i = LLVMGetNextInstruction(i)) {
            e->cur = i;
            if (ptx_emit_i128(e, i))
                continue;
            if (LLVMIsATerminatorInst(i))
                emit_terminator(e, i, kernel);
            else
                emit_instruction(e, i);
        }
    }
    if (!e->error) {
        Buf *o = &e->out;
        emit_function_prototype(e, o, f, kernel);
        buf_printf(o, "\n{\n");
        if (e->locals.len)
            buf_append(o, e->locals.data, e->locals.len);
        static const char *const decl[RC_COUNT] = {".pred", ".b16", ".b32", ".b64", ".f32", ".f64"};
        for (int c = 0; c < RC_COUNT; c++)
            if (e->next_reg[c])
                buf_printf(o, "\t.reg %s %s<%d>;\n", decl[c], reg_prefix[c], e->next_reg[c] + 1);
        buf_printf(o, "\n");
        if (e->body.len)
            buf_append(o, e->body.data, e->body.len);
        buf_printf(o, "}\n\n");
    }
    reset_function_state(e);
    for (int r = 0; r < 16; r++)
        buf_free(&e->ring[r]);
    e->fn = NULL;
    e->cur = NULL;
}
