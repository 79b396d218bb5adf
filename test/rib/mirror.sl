/* A perfect mirror: the color seen along the reflected ray. */
surface mirror() { Oi = 1; Ci = trace(P, reflect(I, normalize(N))); }
