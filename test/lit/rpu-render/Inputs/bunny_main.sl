/* The main shader of seed 000 section 12.1 (depth_bunny.sl's m) alone, so
 * that its entry can be linked with any surface, those named s included. */
color m(point P) {
    point orig = (0.0, 0.0, 0.0);
    vector dir0 = (0.0, 0.0, 1.0);
    vector diri = (2.0, -2.0, 0.0);
    vector half = (0.5, 0.5, 0.0);
    return trace(orig, normalize(dir0 + (P - half) * diri));
}
