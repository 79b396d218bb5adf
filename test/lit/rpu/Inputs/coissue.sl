/* Independent vector (xyz) and float (w) work ready in the same cycles:
 * the scheduler co-issues them (coissue.test). */
vector twin(vector a, b; float x, y) {
    vector prod = a * b + a;
    float scale = x * y + x;
    return prod * scale;
}
