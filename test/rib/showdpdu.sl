/* Ci = dPdu (camera space): prints the surface's u tangent at the hit. */
surface showdpdu() { Oi = Os; Ci = color(xcomp(dPdu), ycomp(dPdu), zcomp(dPdu)); }
