/* Ci = Cs: the object's (or the vertices') color, unlit. */
surface constant() { Oi = Os; Ci = Cs; }
