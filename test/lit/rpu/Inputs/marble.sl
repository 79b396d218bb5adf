// A marble-like pattern that needs spilling (test/lit/rpu/spill-marble.test):
// twelve noise colors live at once across the noise calls, a spline over
// ten of them and an octave sum.
color marble(point PP)
{
    color n1 = noise(PP * 1.7), n2 = noise(PP * 2.9 + 0.5), n3 = noise(PP * 4.3 + 1.5);
    color n4 = noise(PP * 3.1 - 0.5), n5 = noise(PP * 5.9 + 2.5), n6 = noise(PP * 7.3 + 3.5);
    color n7 = noise(PP * 6.1 - 1.5), n8 = noise(PP * 8.9 + 4.5), n9 = noise(PP * 9.3 + 5.5);
    color n10 = noise(PP * 11.1 - 2.5), n11 = noise(PP * 12.9 + 6.5), n12 = noise(PP * 13.3 + 7.5);
    float f = 0, freq = 1, i;
    for (i = 0; i < 4; i += 1) {
        f += abs(noise(PP * freq) - 0.5) / freq;
        freq *= 2.17;
    }
    color c = spline(clamp(f, 0, 1), n1, n2 * n3, n3 + n4, n4 * n5, n5 - n6, n6 * n7, n7 + n8, n8 * n9, n9 - n10, n10 * n11);
    return c + n1 * n2 * n3 * n4 * n5 * n6 * n7 * n8 * n9 * n10 * n11 * n12;
}
