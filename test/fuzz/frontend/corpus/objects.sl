struct Lobe { float w = 0.4; color c = (1, 0.5, 0); };
struct Pair { Lobe l; uniform vector v = (1, 2, 3); };
Lobe mk(float k) { Lobe r; r.w = k; return r; }
void scale(output Lobe x; float k) { x.w *= k; }
float f(Pair p; Lobe arr[]) { Lobe a[2]; a[1] = mk(2); scale(a[0], 3); p.l = a[1]; return p.l.w + arr[0].w; }
class obj(float Kd = 1) {
    Lobe m_l;
    varying normal m_N = 0;
    private void init() { m_N = normalize(N); }
    public void displacement(output point P; output normal N) { P += 0.1 * N; }
    public void surface(output color Ci, Oi) { init(); Ci = m_l.c * Kd * m_l.w; Oi = Os; }
}
class pipe() { public void lighting(output color Ci, Oi) { Ci = Cs; } }
