/* A shader class with two shader methods, sharing a member and a method:
 * a displacement (bumpy_displacement) and a surface (bumpy). */
class bumpy(float Km = 0.1; float Kd = 0.8) {
    float m_scale = 0.5;
    float height(float ss) { return Km * sin(ss * m_scale * 2 * PI); }
    public void displacement(output point P; output normal N) {
        P += height(s) * normalize(N);
        N = calculatenormal(P);
    }
    public void surface(output color Ci, Oi) {
        Oi = Os;
        Ci = Oi * Cs * Kd * (0.5 + height(s));
    }
}
