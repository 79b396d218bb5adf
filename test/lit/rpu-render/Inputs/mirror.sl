/* A mirror with a little of its own color: every surface of the scene
 * reflects every other, so trace() recurses until the depth cap
 * (RSL_MAX_TRACE_DEPTH) returns black. */
surface mirror(float Kr = 0.8, Kd = 0.2) {
    normal Nf = faceforward(normalize(N), I);
    Oi = Os;
    Ci = Os * (Kd * Cs * abs(normalize(I) . Nf) + Kr * trace(P, reflect(normalize(I), Nf)));
}
