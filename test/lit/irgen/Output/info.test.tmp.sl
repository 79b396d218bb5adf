float f(float x; output color c) { c = x; return x; }
light spot(float intensity = 2; output varying float hits = -1;
  color lightcolor = color (1, 0.5, 0); point from = point "shader" (0,0,0);
  string kind = "spot"; float ws[2] = {1, 2}) { Cl = intensity * lightcolor; }
