/* Methods that call methods defined after them, change the instance's
 * members (one of the class's own struct) and take a struct argument. */
class methods_class(float k = 2) {
    struct Acc { float sum = 0; float n = 0; }
    Acc m_acc;
    float m_calls = 0;
    public void surface(output color Ci, Oi) {
        add(k);
        add(3 * k);
        Ci = color(mean(), m_calls, total(m_acc));
        Oi = 1;
    }
    private void add(float x) { m_acc.sum += x; m_acc.n += 1; m_calls += 1; }
    float mean() { return m_acc.sum / m_acc.n; }
    float total(Acc a) { return a.sum; }
}
