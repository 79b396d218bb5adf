/* Ci = (s, t, 0): prints the texture coordinates at the hit. */
surface showst() { Oi = Os; Ci = color(s, t, 0); }
