/* Ci = (P.z / 10, length of the ray to P / 10, 0): where the shading point is. */
surface showz() { Oi = Os; Ci = color(zcomp(P) / 10, length(P - E) / 10, 0); }
