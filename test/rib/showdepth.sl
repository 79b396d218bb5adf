/* Ci = zcomp(P) - near (camera space): prints the depth of the hit. */
surface showdepth(float near = 0) { Oi = Os; Ci = zcomp(P) - near; }
