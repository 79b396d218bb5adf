/* One shader of each kind the RPU renderer does not run (entry-kinds.test). */
displacement bump(float Km = 0.5) {
    P += Km * N;
    N = normalize(N + vector(0, Km, 0));
}

volume haze(float distance = 2; color background = color(0.5, 0.5, 0.5)) {
    float d = 1 - exp(-length(I) / distance);
    Ci = mix(Ci, background, d);
    Oi = mix(Oi, color(1, 1, 1), d);
}

imager backdrop(color bgcolor = color(0.25, 0.5, 1)) {
    Ci += (1 - alpha) * bgcolor;
    Oi = 1;
    alpha = 1;
}
