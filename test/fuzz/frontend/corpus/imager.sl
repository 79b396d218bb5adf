imager bg(color background = 1) { Ci += (1 - alpha) * background; alpha = 1; }
displacement bump(float Km = 0.1) { P += Km * noise(P) * normalize(N); N = calculatenormal(P); }
