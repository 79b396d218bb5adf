/* examples/lamp.sl as a shader class with a light method. */
class lamp_class(float intensity = 2;
                 color lightcolor = 1;
                 point from = point "shader" (0, 2, -1))
{
    public void light(output vector L; output color Cl) {
        illuminate(from) {
            Cl = intensity * lightcolor / (L . L);
        }
    }
}
