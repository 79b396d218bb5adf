/* Ci = (u, v, 0) * scale: prints the surface parameters at the hit. */
surface showuv(float scale = 1) { Oi = Os; Ci = color(u, v, 0) * scale; }
