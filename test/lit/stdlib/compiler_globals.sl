// Value tests: a surface shader writing P and I (RI 3.2 makes them read-only,
// PRMan allows it) sees its own writes; dtime and dPdtime are 0 in a
// renderer without motion.  Under `rsl-jit --call` (rsljit.h) P = (0,0,1),
// I = (0,0,1), N = (0,0,-1); a shader prints Ci then Oi.
// RUN: python3 %src/utils/check-values.py %s
// TOLERANCE: 1e-6

// P + 2N = (0,0,-1); -I = (0,0,-1); then P - I = (0,0,0).
surface move_p() { P += 2 * N; I = -I; Ci = color(P); Oi = color(P - I); }
// CASE: move_p => 0 0 -1 0 0 0

float motion() { return dtime + xcomp(dPdtime) + ycomp(dPdtime) + zcomp(dPdtime) + time; }
// CASE: motion => 0
