// Empty basic blocks (a loop with no body): the scheduler has no run to
// order there (the sanitizer build once reported arithmetic on the null
// instruction array of such a block).
// RUN: rsl2ll --target=rpu %s | opt -O2 | llc-rpu -o %t.s
// RUN: FileCheck %s < %t.s

void hang() { while (1) {} }
// CHECK-LABEL: SUBROUTINE_ENTRY_hang:
// CHECK-NEXT: L1_hang:
// CHECK-NEXT: jmp L1_hang

float spin(float x) {
    float y = x;
    while (1) { y = y * 2; }
    return y;
}
// CHECK-LABEL: SUBROUTINE_ENTRY_spin:
// CHECK-NEXT: L1_spin:
// CHECK-NEXT: jmp L1_spin
