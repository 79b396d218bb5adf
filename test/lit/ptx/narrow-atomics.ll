; Atomics on 8- and 16-bit values (issue 17 item 12's narrower atomics):
; PTX's atom has 32 and 64 bits, so the aligned word holding the value goes
; through a compare-and-swap loop that changes only the value's bytes, as
; LLVM's AtomicExpand does for NVPTX (ptx_narrow_atomics.c).
; RUN: llc-rpu -march=ptx %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; Values: the PTX run on the host (utils/ptx-eval.py: one thread, so every
; compare-and-swap succeeds at once unless its expected word is stale) on a
; word of memory at each byte offset, the old value and the whole word
; afterwards checked against Python's arithmetic on the bytes.
; RUN: python3 %src/utils/ptx-eval.py %t.ptx %s --random 40
; RUN: %if ptxas %{ %ptxas -arch=sm_80 %t.ptx -o %t.cubin 2>&1 | count 0 %}
; RUN: %if ptxas %{ llc-rpu -march=ptx -mcpu=sm_90 %s -o %t90.ptx && %ptxas -arch=sm_90 %t90.ptx -o %t90.cubin 2>&1 | count 0 %}

@word = addrspace(1) global i32 0, align 4

; CHECK-LABEL: rmw_add8(
; The word's address, the byte's bit offset and its mask:
; CHECK: and.b64 [[W:%rd[0-9]+]], [[P:%rd[0-9]+]], -4;
; CHECK-NEXT: cvt.u32.u64 [[SH:%r[0-9]+]], [[P]];
; CHECK-NEXT: and.b32 [[SH]], [[SH]], 3;
; CHECK-NEXT: shl.b32 [[SH]], [[SH]], 3;
; CHECK-NEXT: mov.b32 [[M:%r[0-9]+]], 255;
; CHECK-NEXT: shl.b32 [[M]], [[M]], [[SH]];
; CHECK-NEXT: not.b32 [[REST:%r[0-9]+]], [[M]];
; CHECK: ld.global.u32 [[OLD:%r[0-9]+]], [[[W]]];
; CHECK-NEXT: [[LOOP:\$L__atom[0-9]+_[0-9]+]]:
; CHECK-NEXT: bfe.u32 [[CUR:%r[0-9]+]], [[OLD]], [[SH]], 8;
; CHECK-NEXT: add.u32 [[NEW:%r[0-9]+]], [[CUR]],
; CHECK-NEXT: shl.b32 [[NEW]], [[NEW]], [[SH]];
; CHECK-NEXT: and.b32 [[NEW]], [[NEW]], [[M]];
; CHECK-NEXT: and.b32 [[WORD:%r[0-9]+]], [[OLD]], [[REST]];
; CHECK-NEXT: or.b32 [[WORD]], [[WORD]], [[NEW]];
; CHECK-NEXT: atom.relaxed.sys.global.cas.b32 [[PREV:%r[0-9]+]], [[[W]]], [[OLD]], [[WORD]];
; CHECK-NEXT: setp.ne.s32 [[AGAIN:%p[0-9]+]], [[PREV]], [[OLD]];
; CHECK-NEXT: mov.b32 [[OLD]], [[PREV]];
; CHECK-NEXT: @[[AGAIN]] bra [[LOOP]];
; Max and min compare the fields as signed numbers:
; CHECK-LABEL: rmw_max16(
; CHECK: bfe.s32 [[CUR:%r[0-9]+]], {{%r[0-9]+}}, {{%r[0-9]+}}, 16;
; CHECK-NEXT: max.s32 {{%r[0-9]+}}, [[CUR]],
; Sequentially consistent: a fence first, then the loop with acq_rel.
; CHECK-LABEL: rmw_xchg8_seq_cst(
; CHECK: fence.sc.sys;
; CHECK: atom.acq_rel.sys.global.cas.b32

define i64 @rmw_xchg8(i32 %w, i64 %k, i8 %v) {
  store i32 %w, ptr addrspace(1) @word, align 4
  %p = getelementptr i8, ptr addrspace(1) @word, i64 %k
  %gp = addrspacecast ptr addrspace(1) %p to ptr
  %old = atomicrmw xchg ptr %gp, i8 %v monotonic, align 1
  %after = load i32, ptr addrspace(1) @word, align 4
  %o = zext i8 %old to i64
  %hi = shl i64 %o, 32
  %a = zext i32 %after to i64
  %r = or i64 %hi, %a
  ret i64 %r
}
; EVAL: rmw_xchg8(i32, i64<4, i8) = (lambda x, v: (x << 32) | (a & ~(255 << (8 * b)) & 0xffffffff) | (((v) & 255) << (8 * b)))((a >> (8 * b)) & 255, c)

define i64 @rmw_add8(i32 %w, i64 %k, i8 %v) {
  store i32 %w, ptr addrspace(1) @word, align 4
  %p = getelementptr i8, ptr addrspace(1) @word, i64 %k
  %gp = addrspacecast ptr addrspace(1) %p to ptr
  %old = atomicrmw add ptr %gp, i8 %v monotonic, align 1
  %after = load i32, ptr addrspace(1) @word, align 4
  %o = zext i8 %old to i64
  %hi = shl i64 %o, 32
  %a = zext i32 %after to i64
  %r = or i64 %hi, %a
  ret i64 %r
}
; EVAL: rmw_add8(i32, i64<4, i8) = (lambda x, v: (x << 32) | (a & ~(255 << (8 * b)) & 0xffffffff) | (((x + v) & 255) << (8 * b)))((a >> (8 * b)) & 255, c)

define i64 @rmw_sub8(i32 %w, i64 %k, i8 %v) {
  store i32 %w, ptr addrspace(1) @word, align 4
  %p = getelementptr i8, ptr addrspace(1) @word, i64 %k
  %gp = addrspacecast ptr addrspace(1) %p to ptr
  %old = atomicrmw sub ptr %gp, i8 %v monotonic, align 1
  %after = load i32, ptr addrspace(1) @word, align 4
  %o = zext i8 %old to i64
  %hi = shl i64 %o, 32
  %a = zext i32 %after to i64
  %r = or i64 %hi, %a
  ret i64 %r
}
; EVAL: rmw_sub8(i32, i64<4, i8) = (lambda x, v: (x << 32) | (a & ~(255 << (8 * b)) & 0xffffffff) | (((x - v) & 255) << (8 * b)))((a >> (8 * b)) & 255, c)

define i64 @rmw_and8(i32 %w, i64 %k, i8 %v) {
  store i32 %w, ptr addrspace(1) @word, align 4
  %p = getelementptr i8, ptr addrspace(1) @word, i64 %k
  %gp = addrspacecast ptr addrspace(1) %p to ptr
  %old = atomicrmw and ptr %gp, i8 %v monotonic, align 1
  %after = load i32, ptr addrspace(1) @word, align 4
  %o = zext i8 %old to i64
  %hi = shl i64 %o, 32
  %a = zext i32 %after to i64
  %r = or i64 %hi, %a
  ret i64 %r
}
; EVAL: rmw_and8(i32, i64<4, i8) = (lambda x, v: (x << 32) | (a & ~(255 << (8 * b)) & 0xffffffff) | (((x & v) & 255) << (8 * b)))((a >> (8 * b)) & 255, c)

define i64 @rmw_nand8(i32 %w, i64 %k, i8 %v) {
  store i32 %w, ptr addrspace(1) @word, align 4
  %p = getelementptr i8, ptr addrspace(1) @word, i64 %k
  %gp = addrspacecast ptr addrspace(1) %p to ptr
  %old = atomicrmw nand ptr %gp, i8 %v monotonic, align 1
  %after = load i32, ptr addrspace(1) @word, align 4
  %o = zext i8 %old to i64
  %hi = shl i64 %o, 32
  %a = zext i32 %after to i64
  %r = or i64 %hi, %a
  ret i64 %r
}
; EVAL: rmw_nand8(i32, i64<4, i8) = (lambda x, v: (x << 32) | (a & ~(255 << (8 * b)) & 0xffffffff) | (((~(x & v)) & 255) << (8 * b)))((a >> (8 * b)) & 255, c)

define i64 @rmw_or8(i32 %w, i64 %k, i8 %v) {
  store i32 %w, ptr addrspace(1) @word, align 4
  %p = getelementptr i8, ptr addrspace(1) @word, i64 %k
  %gp = addrspacecast ptr addrspace(1) %p to ptr
  %old = atomicrmw or ptr %gp, i8 %v monotonic, align 1
  %after = load i32, ptr addrspace(1) @word, align 4
  %o = zext i8 %old to i64
  %hi = shl i64 %o, 32
  %a = zext i32 %after to i64
  %r = or i64 %hi, %a
  ret i64 %r
}
; EVAL: rmw_or8(i32, i64<4, i8) = (lambda x, v: (x << 32) | (a & ~(255 << (8 * b)) & 0xffffffff) | (((x | v) & 255) << (8 * b)))((a >> (8 * b)) & 255, c)

define i64 @rmw_xor8(i32 %w, i64 %k, i8 %v) {
  store i32 %w, ptr addrspace(1) @word, align 4
  %p = getelementptr i8, ptr addrspace(1) @word, i64 %k
  %gp = addrspacecast ptr addrspace(1) %p to ptr
  %old = atomicrmw xor ptr %gp, i8 %v monotonic, align 1
  %after = load i32, ptr addrspace(1) @word, align 4
  %o = zext i8 %old to i64
  %hi = shl i64 %o, 32
  %a = zext i32 %after to i64
  %r = or i64 %hi, %a
  ret i64 %r
}
; EVAL: rmw_xor8(i32, i64<4, i8) = (lambda x, v: (x << 32) | (a & ~(255 << (8 * b)) & 0xffffffff) | (((x ^ v) & 255) << (8 * b)))((a >> (8 * b)) & 255, c)

define i64 @rmw_max8(i32 %w, i64 %k, i8 %v) {
  store i32 %w, ptr addrspace(1) @word, align 4
  %p = getelementptr i8, ptr addrspace(1) @word, i64 %k
  %gp = addrspacecast ptr addrspace(1) %p to ptr
  %old = atomicrmw max ptr %gp, i8 %v monotonic, align 1
  %after = load i32, ptr addrspace(1) @word, align 4
  %o = zext i8 %old to i64
  %hi = shl i64 %o, 32
  %a = zext i32 %after to i64
  %r = or i64 %hi, %a
  ret i64 %r
}
; EVAL: rmw_max8(i32, i64<4, i8) = (lambda x, v: (x << 32) | (a & ~(255 << (8 * b)) & 0xffffffff) | (((max(s(x, 8), s(v, 8))) & 255) << (8 * b)))((a >> (8 * b)) & 255, c)

define i64 @rmw_min8(i32 %w, i64 %k, i8 %v) {
  store i32 %w, ptr addrspace(1) @word, align 4
  %p = getelementptr i8, ptr addrspace(1) @word, i64 %k
  %gp = addrspacecast ptr addrspace(1) %p to ptr
  %old = atomicrmw min ptr %gp, i8 %v monotonic, align 1
  %after = load i32, ptr addrspace(1) @word, align 4
  %o = zext i8 %old to i64
  %hi = shl i64 %o, 32
  %a = zext i32 %after to i64
  %r = or i64 %hi, %a
  ret i64 %r
}
; EVAL: rmw_min8(i32, i64<4, i8) = (lambda x, v: (x << 32) | (a & ~(255 << (8 * b)) & 0xffffffff) | (((min(s(x, 8), s(v, 8))) & 255) << (8 * b)))((a >> (8 * b)) & 255, c)

define i64 @rmw_umax8(i32 %w, i64 %k, i8 %v) {
  store i32 %w, ptr addrspace(1) @word, align 4
  %p = getelementptr i8, ptr addrspace(1) @word, i64 %k
  %gp = addrspacecast ptr addrspace(1) %p to ptr
  %old = atomicrmw umax ptr %gp, i8 %v monotonic, align 1
  %after = load i32, ptr addrspace(1) @word, align 4
  %o = zext i8 %old to i64
  %hi = shl i64 %o, 32
  %a = zext i32 %after to i64
  %r = or i64 %hi, %a
  ret i64 %r
}
; EVAL: rmw_umax8(i32, i64<4, i8) = (lambda x, v: (x << 32) | (a & ~(255 << (8 * b)) & 0xffffffff) | (((max(x, v)) & 255) << (8 * b)))((a >> (8 * b)) & 255, c)

define i64 @rmw_umin8(i32 %w, i64 %k, i8 %v) {
  store i32 %w, ptr addrspace(1) @word, align 4
  %p = getelementptr i8, ptr addrspace(1) @word, i64 %k
  %gp = addrspacecast ptr addrspace(1) %p to ptr
  %old = atomicrmw umin ptr %gp, i8 %v monotonic, align 1
  %after = load i32, ptr addrspace(1) @word, align 4
  %o = zext i8 %old to i64
  %hi = shl i64 %o, 32
  %a = zext i32 %after to i64
  %r = or i64 %hi, %a
  ret i64 %r
}
; EVAL: rmw_umin8(i32, i64<4, i8) = (lambda x, v: (x << 32) | (a & ~(255 << (8 * b)) & 0xffffffff) | (((min(x, v)) & 255) << (8 * b)))((a >> (8 * b)) & 255, c)

define i64 @rmw_xchg16(i32 %w, i64 %k, i16 %v) {
  store i32 %w, ptr addrspace(1) @word, align 4
  %off = shl i64 %k, 1
  %p = getelementptr i8, ptr addrspace(1) @word, i64 %off
  %gp = addrspacecast ptr addrspace(1) %p to ptr
  %old = atomicrmw xchg ptr %gp, i16 %v monotonic, align 2
  %after = load i32, ptr addrspace(1) @word, align 4
  %o = zext i16 %old to i64
  %hi = shl i64 %o, 32
  %a = zext i32 %after to i64
  %r = or i64 %hi, %a
  ret i64 %r
}
; EVAL: rmw_xchg16(i32, i64<2, i16) = (lambda x, v: (x << 32) | (a & ~(65535 << (16 * b)) & 0xffffffff) | (((v) & 65535) << (16 * b)))((a >> (16 * b)) & 65535, c)

define i64 @rmw_add16(i32 %w, i64 %k, i16 %v) {
  store i32 %w, ptr addrspace(1) @word, align 4
  %off = shl i64 %k, 1
  %p = getelementptr i8, ptr addrspace(1) @word, i64 %off
  %gp = addrspacecast ptr addrspace(1) %p to ptr
  %old = atomicrmw add ptr %gp, i16 %v monotonic, align 2
  %after = load i32, ptr addrspace(1) @word, align 4
  %o = zext i16 %old to i64
  %hi = shl i64 %o, 32
  %a = zext i32 %after to i64
  %r = or i64 %hi, %a
  ret i64 %r
}
; EVAL: rmw_add16(i32, i64<2, i16) = (lambda x, v: (x << 32) | (a & ~(65535 << (16 * b)) & 0xffffffff) | (((x + v) & 65535) << (16 * b)))((a >> (16 * b)) & 65535, c)

define i64 @rmw_sub16(i32 %w, i64 %k, i16 %v) {
  store i32 %w, ptr addrspace(1) @word, align 4
  %off = shl i64 %k, 1
  %p = getelementptr i8, ptr addrspace(1) @word, i64 %off
  %gp = addrspacecast ptr addrspace(1) %p to ptr
  %old = atomicrmw sub ptr %gp, i16 %v monotonic, align 2
  %after = load i32, ptr addrspace(1) @word, align 4
  %o = zext i16 %old to i64
  %hi = shl i64 %o, 32
  %a = zext i32 %after to i64
  %r = or i64 %hi, %a
  ret i64 %r
}
; EVAL: rmw_sub16(i32, i64<2, i16) = (lambda x, v: (x << 32) | (a & ~(65535 << (16 * b)) & 0xffffffff) | (((x - v) & 65535) << (16 * b)))((a >> (16 * b)) & 65535, c)

define i64 @rmw_and16(i32 %w, i64 %k, i16 %v) {
  store i32 %w, ptr addrspace(1) @word, align 4
  %off = shl i64 %k, 1
  %p = getelementptr i8, ptr addrspace(1) @word, i64 %off
  %gp = addrspacecast ptr addrspace(1) %p to ptr
  %old = atomicrmw and ptr %gp, i16 %v monotonic, align 2
  %after = load i32, ptr addrspace(1) @word, align 4
  %o = zext i16 %old to i64
  %hi = shl i64 %o, 32
  %a = zext i32 %after to i64
  %r = or i64 %hi, %a
  ret i64 %r
}
; EVAL: rmw_and16(i32, i64<2, i16) = (lambda x, v: (x << 32) | (a & ~(65535 << (16 * b)) & 0xffffffff) | (((x & v) & 65535) << (16 * b)))((a >> (16 * b)) & 65535, c)

define i64 @rmw_nand16(i32 %w, i64 %k, i16 %v) {
  store i32 %w, ptr addrspace(1) @word, align 4
  %off = shl i64 %k, 1
  %p = getelementptr i8, ptr addrspace(1) @word, i64 %off
  %gp = addrspacecast ptr addrspace(1) %p to ptr
  %old = atomicrmw nand ptr %gp, i16 %v monotonic, align 2
  %after = load i32, ptr addrspace(1) @word, align 4
  %o = zext i16 %old to i64
  %hi = shl i64 %o, 32
  %a = zext i32 %after to i64
  %r = or i64 %hi, %a
  ret i64 %r
}
; EVAL: rmw_nand16(i32, i64<2, i16) = (lambda x, v: (x << 32) | (a & ~(65535 << (16 * b)) & 0xffffffff) | (((~(x & v)) & 65535) << (16 * b)))((a >> (16 * b)) & 65535, c)

define i64 @rmw_or16(i32 %w, i64 %k, i16 %v) {
  store i32 %w, ptr addrspace(1) @word, align 4
  %off = shl i64 %k, 1
  %p = getelementptr i8, ptr addrspace(1) @word, i64 %off
  %gp = addrspacecast ptr addrspace(1) %p to ptr
  %old = atomicrmw or ptr %gp, i16 %v monotonic, align 2
  %after = load i32, ptr addrspace(1) @word, align 4
  %o = zext i16 %old to i64
  %hi = shl i64 %o, 32
  %a = zext i32 %after to i64
  %r = or i64 %hi, %a
  ret i64 %r
}
; EVAL: rmw_or16(i32, i64<2, i16) = (lambda x, v: (x << 32) | (a & ~(65535 << (16 * b)) & 0xffffffff) | (((x | v) & 65535) << (16 * b)))((a >> (16 * b)) & 65535, c)

define i64 @rmw_xor16(i32 %w, i64 %k, i16 %v) {
  store i32 %w, ptr addrspace(1) @word, align 4
  %off = shl i64 %k, 1
  %p = getelementptr i8, ptr addrspace(1) @word, i64 %off
  %gp = addrspacecast ptr addrspace(1) %p to ptr
  %old = atomicrmw xor ptr %gp, i16 %v monotonic, align 2
  %after = load i32, ptr addrspace(1) @word, align 4
  %o = zext i16 %old to i64
  %hi = shl i64 %o, 32
  %a = zext i32 %after to i64
  %r = or i64 %hi, %a
  ret i64 %r
}
; EVAL: rmw_xor16(i32, i64<2, i16) = (lambda x, v: (x << 32) | (a & ~(65535 << (16 * b)) & 0xffffffff) | (((x ^ v) & 65535) << (16 * b)))((a >> (16 * b)) & 65535, c)

define i64 @rmw_max16(i32 %w, i64 %k, i16 %v) {
  store i32 %w, ptr addrspace(1) @word, align 4
  %off = shl i64 %k, 1
  %p = getelementptr i8, ptr addrspace(1) @word, i64 %off
  %gp = addrspacecast ptr addrspace(1) %p to ptr
  %old = atomicrmw max ptr %gp, i16 %v monotonic, align 2
  %after = load i32, ptr addrspace(1) @word, align 4
  %o = zext i16 %old to i64
  %hi = shl i64 %o, 32
  %a = zext i32 %after to i64
  %r = or i64 %hi, %a
  ret i64 %r
}
; EVAL: rmw_max16(i32, i64<2, i16) = (lambda x, v: (x << 32) | (a & ~(65535 << (16 * b)) & 0xffffffff) | (((max(s(x, 16), s(v, 16))) & 65535) << (16 * b)))((a >> (16 * b)) & 65535, c)

define i64 @rmw_min16(i32 %w, i64 %k, i16 %v) {
  store i32 %w, ptr addrspace(1) @word, align 4
  %off = shl i64 %k, 1
  %p = getelementptr i8, ptr addrspace(1) @word, i64 %off
  %gp = addrspacecast ptr addrspace(1) %p to ptr
  %old = atomicrmw min ptr %gp, i16 %v monotonic, align 2
  %after = load i32, ptr addrspace(1) @word, align 4
  %o = zext i16 %old to i64
  %hi = shl i64 %o, 32
  %a = zext i32 %after to i64
  %r = or i64 %hi, %a
  ret i64 %r
}
; EVAL: rmw_min16(i32, i64<2, i16) = (lambda x, v: (x << 32) | (a & ~(65535 << (16 * b)) & 0xffffffff) | (((min(s(x, 16), s(v, 16))) & 65535) << (16 * b)))((a >> (16 * b)) & 65535, c)

define i64 @rmw_umax16(i32 %w, i64 %k, i16 %v) {
  store i32 %w, ptr addrspace(1) @word, align 4
  %off = shl i64 %k, 1
  %p = getelementptr i8, ptr addrspace(1) @word, i64 %off
  %gp = addrspacecast ptr addrspace(1) %p to ptr
  %old = atomicrmw umax ptr %gp, i16 %v monotonic, align 2
  %after = load i32, ptr addrspace(1) @word, align 4
  %o = zext i16 %old to i64
  %hi = shl i64 %o, 32
  %a = zext i32 %after to i64
  %r = or i64 %hi, %a
  ret i64 %r
}
; EVAL: rmw_umax16(i32, i64<2, i16) = (lambda x, v: (x << 32) | (a & ~(65535 << (16 * b)) & 0xffffffff) | (((max(x, v)) & 65535) << (16 * b)))((a >> (16 * b)) & 65535, c)

define i64 @rmw_umin16(i32 %w, i64 %k, i16 %v) {
  store i32 %w, ptr addrspace(1) @word, align 4
  %off = shl i64 %k, 1
  %p = getelementptr i8, ptr addrspace(1) @word, i64 %off
  %gp = addrspacecast ptr addrspace(1) %p to ptr
  %old = atomicrmw umin ptr %gp, i16 %v monotonic, align 2
  %after = load i32, ptr addrspace(1) @word, align 4
  %o = zext i16 %old to i64
  %hi = shl i64 %o, 32
  %a = zext i32 %after to i64
  %r = or i64 %hi, %a
  ret i64 %r
}
; EVAL: rmw_umin16(i32, i64<2, i16) = (lambda x, v: (x << 32) | (a & ~(65535 << (16 * b)) & 0xffffffff) | (((min(x, v)) & 65535) << (16 * b)))((a >> (16 * b)) & 65535, c)

define i64 @rmw_xchg8_seq_cst(i32 %w, i64 %k, i8 %v) {
  store i32 %w, ptr addrspace(1) @word, align 4
  %p = getelementptr i8, ptr addrspace(1) @word, i64 %k
  %old = atomicrmw xchg ptr addrspace(1) %p, i8 %v seq_cst, align 1
  %after = load i32, ptr addrspace(1) @word, align 4
  %o = zext i8 %old to i64
  %hi = shl i64 %o, 32
  %a = zext i32 %after to i64
  %r = or i64 %hi, %a
  ret i64 %r
}
; CASE: rmw_xchg8_seq_cst 0x44332211 2 0xaa = 0x3344aa2211
; EVAL: rmw_xchg8_seq_cst(i32, i64<4, i8) = (((a >> (8 * b)) & 255) << 32) | (a & ~(255 << (8 * b)) & 0xffffffff) | (c << (8 * b))

; cmpxchg: the new value is stored only where the old one matches; the flag
; says whether it did.  Bit 40 of the result is the flag.
; CHECK-LABEL: cas16(
; CHECK: atom.acq_rel.sys.global.cas.b32
; CHECK: setp.eq.s32
; CHECK-NEXT: setp.ne.and.s32
define i64 @cas16(i32 %w, i64 %k, i16 %c, i16 %v) {
  store i32 %w, ptr addrspace(1) @word, align 4
  %off = shl i64 %k, 1
  %p = getelementptr i8, ptr addrspace(1) @word, i64 %off
  %x = cmpxchg ptr addrspace(1) %p, i16 %c, i16 %v acq_rel monotonic, align 2
  %old = extractvalue { i16, i1 } %x, 0
  %ok = extractvalue { i16, i1 } %x, 1
  %after = load i32, ptr addrspace(1) @word, align 4
  %o = zext i16 %old to i64
  %hi = shl i64 %o, 32
  %f = zext i1 %ok to i64
  %fl = shl i64 %f, 48
  %a = zext i32 %after to i64
  %r1 = or i64 %hi, %a
  %r = or i64 %r1, %fl
  ret i64 %r
}
; CASE: cas16 0x44332211 1 0x4433 0xbeef = 0x14433beef2211
; CASE: cas16 0x44332211 1 0x4434 0xbeef = 0x0443344332211
; EVAL: cas16(i32, i64<2, i16, i16) = (lambda x: (x << 32) | ((x == c) << 48) | ((a & ~(0xffff << (16 * b)) & 0xffffffff) | (d << (16 * b)) if x == c else a))((a >> (16 * b)) & 0xffff)
; The old value equal to the expected one, half the time:
; EVAL: cas16(i32, i64<2, i16<2, i16) = (lambda x: (x << 32) | ((x == c) << 48) | ((a & ~(0xffff << (16 * b)) & 0xffffffff) | (d << (16 * b)) if x == c else a))((a >> (16 * b)) & 0xffff)
