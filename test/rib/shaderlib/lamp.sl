/* A surface found only through Option "searchpath": Ci = glow. */
surface lamp(color glow = color(1, 0.5, 0)) { Oi = Os; Ci = glow; }
