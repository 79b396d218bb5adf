/* Internal to rpuvm: facts about opcodes and register files shared by the
 * assembler, the disassembler, the object reader and the machine. */
#ifndef RPUVM_ISA_H
#define RPUVM_ISA_H

#include "rpuvm.h"

typedef enum rpu_opkind {
    RPU_K_FLOAT, /* float arithmetic: sources scaled, _sat/_rcp/_rsq allowed */
    RPU_K_INT,   /* integer arithmetic on 32-bit words: no modifiers */
    RPU_K_MEM,
    RPU_K_CTRL,
    RPU_K_TRACE
} rpu_opkind;

typedef struct rpu_opinfo {
    const char *name;
    uint8_t kind, nsrc;
    bool int_sources; /* sources read as integers (literals are integers) */
    uint8_t latency;
} rpu_opinfo;

extern const rpu_opinfo rpu_ops[RPU_OPCODE_COUNT];
extern const char *const rpu_test_names[];

#define RPU_SWIZZLE_IDENTITY 0xE4u /* x y z w */

/* Whether a register file may be written by arithmetic (R, S0-S7, A). */
bool rpu_file_writable(uint8_t file);
/* Number of registers in a file (0 for NONE/LITERAL). */
unsigned rpu_file_size(uint8_t file);
/* Checks every field of an instruction (files, indices, ranges, canonical
 * zeros); NULL when valid, else what is wrong. */
const char *rpu_instr_check(const rpu_instr *in, uint32_t ncode);
/* The lanes of source k that `in` reads, before its swizzle (bit i: the
 * source lane that goes into lane i): component-wise arithmetic the lanes
 * it writes or tests (and w for _rcp/_rsq, which read the result's w), dot
 * products their fixed lanes, the other instructions all four.  The timing
 * model waits for these; the machine reads the others unswizzled. */
uint8_t rpu_lanes_read(const rpu_instr *in, int k);
/* Whether `a` (flagged RPU_PAIR_NEXT) and `b` may be co-issued; NULL when
 * so, else why not.  Both already pass rpu_instr_check. */
const char *rpu_pair_check(const rpu_instr *a, const rpu_instr *b);
/* The name of an entry label for address `addr`, or NULL. */
const char *rpu_entry_at(const rpu_object *obj, uint32_t addr);

#define RPU_ENTRY_PREFIX "SUBROUTINE_ENTRY_"
/* The largest source line of an instruction (`.line` sets lines up to it). */
#define RPU_MAX_LINE 1000000000u
/* The characters of an assembler identifier after the first. */
bool rpu_ident_char(int c);
/* Whether RPU_ENTRY_PREFIX followed by `name` is an assembler identifier. */
bool rpu_entry_name_ok(const char *name);
#endif
