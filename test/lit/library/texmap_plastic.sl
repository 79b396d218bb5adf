// Plastic with a colour map, looked up the way libraries pass filtering
// controls: an option list with "blur", "width" and "filter".  The (s, t)
// placement helper repeats, offsets and rotates the map about its centre:
// st_place(0.75, 0.5, 2, 0, 0, 0) doubles the repeat (1.5, 1); with a
// quarter turn, (1, 0.5) about (0.5, 0.5) goes to (0.5, 1).
// RUN: rsl2ll --target=host %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl2ll --target=rpu %s | opt -O2 -verify-each | llc-rpu -o /dev/null
// RUN: rsl2ll --target=ptx %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl-jit %s --call st_place 0.75 0.5 2 0 0 0 0 0 | FileCheck --check-prefix=REPEAT --match-full-lines %s
// REPEAT: 1.5 1
// RUN: rsl-jit %s --call st_place 1 0.5 1 0 0 90 0 0 | FileCheck --check-prefix=TURN --match-full-lines %s
// TURN: 0.5 1

void st_place(float ss, tt, repeat, soffset, toffset, angle;
              output varying float sout, tout)
{
    float a = radians(angle), ca = cos(a), sa = sin(a);
    float ds = ss - 0.5, dt = tt - 0.5;
    sout = (0.5 + ca * ds - sa * dt) * repeat + soffset;
    tout = (0.5 + sa * ds + ca * dt) * repeat + toffset;
}

surface texmap_plastic(float Ka = 1, Kd = 0.5, Ks = 0.5, roughness = 0.1;
                       color specularcolor = 1;
                       string texturename = "";
                       float repeat = 1, soffset = 0, toffset = 0, angle = 0;
                       float blur = 0, width = 1;
                       string filter = "gaussian")
{
    float ss, tt;
    st_place(s, t, repeat, soffset, toffset, angle, ss, tt);
    color Ct = Cs;
    if (texturename != "")
        Ct *= color texture(texturename, ss, tt, "blur", blur, "width", width, "filter", filter);
    normal Nf = faceforward(normalize(N), I);
    vector V = -normalize(I);
    Oi = Os;
    Ci = Oi * (Ct * (Ka * ambient() + Kd * diffuse(Nf))
               + specularcolor * Ks * specular(Nf, V, roughness));
}
