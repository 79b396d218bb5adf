/* Opcode simplification and constant folding with source modifiers (seed 000
 * section 7.5): an operation on literals becomes a mov of the result; a
 * multiplication by +-0.5, 1, 2 or 4 becomes a mov with a source scale; an
 * addition of 0 a mov; a mad whose product is of literals, or of a literal
 * that is a source scale, an add (shorter latency). */
#include "mir.h"

#include <math.h>

static int scale_code(float x) { return x == 1.0f ? 0 : x == 2.0f ? 1 : x == 4.0f ? 2 : x == 0.5f ? 3 : -1; }
static float scale_value(int c) { return c == 0 ? 1.0f : c == 1 ? 2.0f : c == 2 ? 4.0f : 0.5f; }

static bool is_imm(const mir_opnd *o, float *x) {
    if (o->kind != MO_IMM) return false;
    *x = o->imm;
    return true;
}

/* x scaled by the literal k, as a view; false if not representable. */
static bool scaled(mir_opnd x, float k, mir_opnd *out) {
    if (x.kind == MO_IMM) {
        *out = mir_imm(x.imm * k);
        return true;
    }
    int c = scale_code(scale_value(x.scale) * fabsf(k));
    if (c < 0 || k == 0.0f) return false;
    x.scale = (uint8_t)c;
    x.neg = x.neg != (k < 0);
    *out = x;
    return true;
}

static void to_mov(mir_instr *in, mir_opnd src) {
    in->op = RPU_MOV;
    in->src[0] = src;
    in->src[1] = in->src[2] = (mir_opnd){0};
}

bool rpu_constfold(mir_func *f) {
    bool changed = false;
    for (int b = 0; b < f->nblocks; b++)
        for (int i = 0; i < f->blocks[b].n; i++) {
            mir_instr *in = &f->blocks[b].ins[i];
            if (in->op > RPU_DP4 || (in->flags & (MI_RCP | MI_RSQ))) continue;
            float x, y, z;
            mir_opnd o;
            bool ix = is_imm(&in->src[0], &x), iy = is_imm(&in->src[1], &y), iz = is_imm(&in->src[2], &z);
            switch (in->op) {
            case RPU_MOV:
                break;
            case RPU_FRAC:
                if (ix) {
                    to_mov(in, mir_imm(x - floorf(x)));
                    changed = true;
                }
                break;
            case RPU_ADD:
                if (ix && iy) to_mov(in, mir_imm(x + y));
                else if (ix && x == 0.0f) to_mov(in, in->src[1]);
                else if (iy && y == 0.0f) to_mov(in, in->src[0]);
                else break;
                changed = true;
                break;
            case RPU_MUL:
                if (ix && iy) to_mov(in, mir_imm(x * y));
                else if (ix && scaled(in->src[1], x, &o)) to_mov(in, o);
                else if (iy && scaled(in->src[0], y, &o)) to_mov(in, o);
                else break;
                changed = true;
                break;
            case RPU_MAD:
                if (ix && iy && iz) to_mov(in, mir_imm(x * y + z));
                else if (iz && z == 0.0f) {
                    in->op = RPU_MUL;
                    in->src[2] = (mir_opnd){0};
                } else if ((ix && scaled(in->src[1], x, &o)) || (iy && scaled(in->src[0], y, &o))) {
                    in->op = RPU_ADD;
                    in->src[0] = o;
                    in->src[1] = in->src[2];
                    in->src[2] = (mir_opnd){0};
                } else
                    break;
                changed = true;
                break;
            case RPU_DP3:
                if (ix && iy) {
                    to_mov(in, mir_imm(3.0f * x * y));
                    changed = true;
                }
                break;
            default: break;
            }
            /* _sat of a literal */
            if (in->op == RPU_MOV && (in->flags & MI_SAT) && in->src[0].kind == MO_IMM) {
                float v = in->src[0].imm;
                in->src[0].imm = v > 0.0f ? (v < 1.0f ? v : 1.0f) : 0.0f;
                in->flags &= (uint8_t)~MI_SAT;
                changed = true;
            }
        }
    return changed;
}
