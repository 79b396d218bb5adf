/* A light shader that traces: its entry would call a shader, which may change R8-R14 (light-entries.test). */
light tracer() {
    solar(vector(0, 0, 1), 0)
        Cl = trace(Ps, vector(0, 0, 1));
}
