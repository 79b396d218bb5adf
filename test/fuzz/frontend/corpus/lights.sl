light cone(float intensity = 1; point from = point "shader" (0,0,0);
           vector axis = vector "shader" (0,0,1); float angle = radians(20))
{
    illuminate(from, axis, angle) {
        Cl = intensity * color "hsv" (0.1, 0.5, 1) / (L . L);
    }
}
light sun(vector dir = (0, 0, 1)) { solar(dir, 0) { Cl = 1; } solar() Cl = 0.5; }
