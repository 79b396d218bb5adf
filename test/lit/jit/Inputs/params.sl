/* Shaders for render-params.test: values bound with rsl-render --param
 * against the same colors written as constants. */
surface constant_k(float Kd = 1; color c = 1) { Ci = Kd * c; }
surface quarter_orange() { Ci = color(0.25, 0.125, 0); }
surface ambient_only() { Ci = ambient(); }
light glow(float intensity = 1; color lightcolor = 1) { Cl = intensity * lightcolor; }
surface half_blue() { Ci = color(0, 0, 0.5); }
