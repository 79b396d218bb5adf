/* Ci = tint * Cs, unlit: shows a bound parameter value. */
surface tinted(color tint = color(1, 1, 1)) { Oi = Os; Ci = tint * Cs; }
