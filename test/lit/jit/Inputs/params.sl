/* Shaders for render-params.test: values bound with rsl-render --param
 * against the same colors written as constants. */
surface constant_k(float Kd = 1; color c = 1) { Ci = Kd * c; }
surface quarter_orange() { Ci = color(0.25, 0.125, 0); }
surface ambient_only() { Ci = ambient(); }
light glow(float intensity = 1; color lightcolor = 1) { Cl = intensity * lightcolor; }
surface half_blue() { Ci = color(0, 0, 0.5); }
displacement tilt(normal n = (0, 0, -1)) { N = n; }
surface show_n() { Ci = color(xcomp(N), ycomp(N), zcomp(N)); }
volume tint(color t = 1) { Ci *= t; }
imager gain(float k = 1) { Ci *= k; }
surface tilted_tinted_gained() { Ci = color(0.5 * 1.5 * 0.5, 0.25 * 2 * 0.5, 0.125 * 4 * 0.5); }
