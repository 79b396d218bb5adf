/* Instruction selection of calls: defined functions and the shader at
 * HIT.w through the calling convention's registers, struct results, and
 * the intrinsics and pseudo-intrinsics (rpucg.h). */
#include "isel.h"

#include <stdlib.h>
#include <string.h>

/* ---- calls -------------------------------------------------------------------- */

int isel_pinned(isel *s, int lanes, int index) {
    int v = isel_new_vreg_for(s, lanes);
    mir_vreg *r = &s->f->vregs[v];
    r->pinned = true;
    r->reg = (int8_t)index;
    r->lane = (int8_t)(lanes == 1 ? 3 : 0);
    return v;
}

/* The calling convention's registers for a result of type t: a float (or
 * i32) in R0.w, a vector in R0.xyz, a struct's members in order of their
 * kind (vectors R0.xyz, R1.xyz, ...; scalars R0.w, R1.w, ...).  Returns the
 * number of pinned vregs put in out, 0 for a type it cannot return. */
int isel_result_regs(isel *s, LLVMTypeRef t, int out[MIR_MAXRET]) {
    int n = LLVMGetTypeKind(t) == LLVMStructTypeKind ? (int)LLVMCountStructElementTypes(t) : 1;
    if (n < 1 || n > MIR_MAXRET) return 0;
    LLVMTypeRef m[MIR_MAXRET] = {t};
    if (LLVMGetTypeKind(t) == LLVMStructTypeKind) LLVMGetStructElementTypes(t, m);
    int lanes[MIR_MAXRET], nv = 0, ns = 0;
    for (int i = 0; i < n; i++)
        if (!(lanes[i] = isel_type_lanes(m[i])) || lanes[i] == 4) return 0;
    for (int i = 0; i < n; i++) out[i] = isel_pinned(s, lanes[i], lanes[i] == 1 ? ns++ : nv++);
    return n;
}

/* Whether fn, or a function it calls, calls the shader at HIT.w (seen:
 * the functions already looked at, a list of at most max). */
static bool traces(LLVMValueRef fn, LLVMValueRef *seen, int *nseen, int max) {
    for (int k = 0; k < *nseen; k++)
        if (seen[k] == fn) return false;
    if (*nseen == max) return true; /* too deep to tell: assume it does */
    seen[(*nseen)++] = fn;
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
        for (LLVMValueRef in = LLVMGetFirstInstruction(bb); in; in = LLVMGetNextInstruction(in)) {
            LLVMValueRef c = LLVMIsACallInst(in) ? LLVMGetCalledValue(in) : NULL;
            if (!c || !LLVMIsAFunction(c)) continue;
            size_t len;
            const char *name = LLVMGetValueName2(c, &len);
            if (!strcmp(name, "rpu.call.hit") || (!LLVMIsDeclaration(c) && traces(c, seen, nseen, max))) return true;
        }
    return false;
}

/* `call`: a defined function (callee), the shader at HIT.w (callee NULL),
 * or, with `indirect`, the code address in the first argument. */
bool isel_call(isel *s, LLVMValueRef v, LLVMValueRef callee, bool indirect) {
    int nargs = LLVMGetNumArgOperands(v);
    int *args = calloc((size_t)nargs + 1, sizeof *args);
    int nv = 0, ns = 0, first = indirect ? 1 : 0;
    mir_opnd target = {0};
    if (indirect) {
        if (!isel_get(s, LLVMGetOperand(v, 0), &target)) {
            free(args);
            return false;
        }
        target = isel_plain(s, isel_lane_of(target, 0), 1);
    }
    for (int i = first; i < nargs; i++) {
        LLVMValueRef a = LLVMGetOperand(v, (unsigned)i);
        int lanes = isel_type_lanes(LLVMTypeOf(a));
        if (!lanes || lanes == 4) {
            free(args);
            return isel_fail(s, v, "argument of a type the calling convention does not pass in registers");
        }
        int idx = lanes == 1 ? ns++ : nv++;
        if (idx >= MIR_NPHYS) {
            free(args);
            return isel_fail(s, v, "more than 15 arguments of one kind");
        }
        mir_opnd o;
        if (!isel_get(s, a, &o)) {
            free(args);
            return false;
        }
        args[i - first] = isel_pinned(s, lanes, idx);
        isel_emit(s, RPU_MOV, args[i - first], mir_full_mask(s->f, args[i - first]), 1, &o)->flags = MI_FULLDEF;
    }
    LLVMTypeRef rt = LLVMTypeOf(v);
    size_t len;
    const char *name = callee ? LLVMGetValueName2(callee, &len) : ""; /* "": the shader at HIT.w */
    mir_instr in = {.op = MIR_CALL, .callee = strdup(name), .args = args, .nargs = nargs - first};
    LLVMValueRef seen[64];
    int nseen = 0;
    if (!indirect && (!callee || traces(callee, seen, &nseen, 64))) in.flags |= MI_REENTERS;
    in.src[0] = target;
    if (LLVMGetTypeKind(rt) != LLVMVoidTypeKind && !(in.nresults = isel_result_regs(s, rt, in.results))) {
        free(in.callee);
        free(args);
        return isel_fail(s, v, "result of a type the calling convention does not return in registers");
    }
    mir_append(s->f, s->cur, &in);
    if (LLVMGetTypeKind(rt) != LLVMStructTypeKind) {
        if (in.nresults) {
            mir_opnd r = mir_vreg_opnd(s->f, in.results[0]);
            isel_map_put(s, v, isel_emit_value(s, RPU_MOV, isel_type_lanes(rt), 1, &r, 0));
        }
        return true;
    }
    /* a struct result: its members, copied out of the pinned registers, are what extractvalue reads */
    for (LLVMUseRef u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef x = LLVMGetUser(u);
        if (!LLVMIsAExtractValueInst(x) || LLVMGetNumIndices(x) != 1)
            return isel_fail(s, x, "use of a struct call result other than extractvalue");
        int k = (int)LLVMGetIndices(x)[0];
        mir_opnd r = mir_vreg_opnd(s->f, in.results[k]);
        isel_map_put(s, x, isel_emit_value(s, RPU_MOV, isel_type_lanes(LLVMTypeOf(x)), 1, &r, 0));
    }
    return true;
}

/* ret of a struct built by insertvalue: each member into its result register. */
bool isel_ret_struct(isel *s, LLVMValueRef t, LLVMValueRef agg) {
    LLVMValueRef member[MIR_MAXRET] = {0};
    for (; LLVMIsAInsertValueInst(agg); agg = LLVMGetOperand(agg, 0)) {
        if (LLVMGetNumIndices(agg) != 1) return isel_fail(s, agg, "insertvalue into a nested struct");
        unsigned k = LLVMGetIndices(agg)[0];
        if (k < MIR_MAXRET && !member[k]) member[k] = LLVMGetOperand(agg, 1);
    }
    for (int k = 0; k < s->f->nrets; k++) {
        LLVMValueRef x = member[k];
        if (!x && (LLVMIsUndef(agg) || LLVMIsPoison(agg))) continue; /* an undefined member */
        if (!x && LLVMIsAConstant(agg)) x = LLVMGetAggregateElement(agg, (unsigned)k);
        mir_opnd o;
        if (!x) return isel_fail(s, t, "struct result not built by insertvalue");
        if (!isel_get(s, x, &o)) return false;
        isel_emit(s, RPU_MOV, s->f->rets[k], mir_full_mask(s->f, s->f->rets[k]), 1, &o)->flags = MI_FULLDEF;
    }
    return true;
}
bool isel_intrinsic(isel *s, LLVMValueRef v, const char *name, int lanes) {
    mir_opnd a, b, c;
    LLVMValueRef x, y;
    if (!strncmp(name, "llvm.fmuladd", 12) || !strncmp(name, "llvm.fma.", 9)) {
        if (!isel_get(s, LLVMGetOperand(v, 0), &a) || !isel_get(s, LLVMGetOperand(v, 1), &b) || !isel_get(s, LLVMGetOperand(v, 2), &c))
            return false;
        mir_opnd src[3] = {a, b, c};
        isel_map_put(s, v, isel_emit_value(s, RPU_MAD, lanes, 3, src, 0));
        return true;
    }
    if (!strcmp(name, "rpu.rcp") || !strcmp(name, "rpu.rsq")) {
        uint8_t flag = name[4] == 'r' && name[5] == 's' ? MI_RSQ : MI_RCP;
        if (flag == MI_RSQ && isel_match_dot(s, LLVMGetOperand(v, 0), &x, &y)) {
            mir_opnd o;
            if (!isel_dot(s, v, x, y, MI_RSQ, &o)) return false;
            isel_map_put(s, v, o);
            return true;
        }
        if (!isel_get(s, LLVMGetOperand(v, 0), &a)) return false;
        isel_map_put(s, v, isel_special(s, RPU_MOV, 1, &a, flag));
        return true;
    }
    if (!strncmp(name, "rpu.frac", 8) || !strncmp(name, "rpu.sat", 7)) {
        if (!isel_get(s, LLVMGetOperand(v, 0), &a)) return false;
        if (name[4] == 'f') isel_map_put(s, v, isel_emit_value(s, RPU_FRAC, lanes, 1, &a, 0));
        else isel_map_put(s, v, isel_saturate(s, LLVMGetOperand(v, 0), a, lanes));
        return true;
    }
    if (!strcmp(name, "rpu.dp3")) {
        mir_opnd o;
        if (!isel_dot(s, v, LLVMGetOperand(v, 0), LLVMGetOperand(v, 1), 0, &o)) return false;
        isel_map_put(s, v, o);
        return true;
    }
    if (!strcmp(name, "rpu.load")) return isel_load(s, v);
    if (!strncmp(name, "llvm.memset.", 12)) return isel_memset(s, v);
    if (!strncmp(name, "llvm.lifetime.", 14)) return true;
    if (!strcmp(name, "rpu.hit") || !strcmp(name, "rpu.hit.tri")) {
        bool tri = name[7] == '.';
        mir_opnd src = mir_phys(tri ? RPU_F_HIT_TRI : RPU_F_HIT, 0);
        isel_map_put(s, v, isel_emit_value(s, RPU_MOV, tri ? 1 : 4, 1, &src, 0));
        return true;
    }
    if (!strcmp(name, "rpu.light.list")) {
        mir_opnd src = mir_phys(RPU_F_C, 2);
        memset(src.swz, 0, sizeof src.swz);
        isel_map_put(s, v, isel_emit_value(s, RPU_MOV, 1, 1, &src, 0));
        return true;
    }
    if (!strcmp(name, "rpu.trace")) {
        if (!isel_get(s, LLVMGetOperand(v, 0), &a) || !isel_get(s, LLVMGetOperand(v, 1), &b)) return false;
        mir_opnd src[2] = {a, b};
        isel_emit(s, RPU_TRACE, -1, 0, 2, src);
        mir_opnd t = isel_lane_of(mir_phys(RPU_F_HIT, 0), 2);
        isel_map_put(s, v, isel_emit_value(s, RPU_MOV, 1, 1, &t, 0));
        return true;
    }
    if (!strcmp(name, "rpu.call.hit")) return isel_call(s, v, NULL, false);
    if (!strcmp(name, "rpu.call")) return isel_call(s, v, NULL, true);
    if ((!strncmp(name, "llvm.minnum", 11) || !strncmp(name, "llvm.maxnum", 11)) && isel_match_sat(v, &x)) {
        if (!isel_get(s, x, &a)) return false;
        isel_map_put(s, v, isel_saturate(s, x, a, lanes));
        return true;
    }
    return isel_fail(s, v, "intrinsic without an RPU instruction (not lowered)");
}
