// Projection painting from several cameras: projector i's coordinate system
// is named "projector<i>" (built with format), the point is carried into it
// and the projected (s, t) looked up in the map of the same number.
// projector_st(p) maps a point of the projector's space to its image:
// (x / z, y / z) from -1..1 to 0..1, so (0.5, -0.5, 1) is (0.75, 0.25).
// RUN: rsl2ll --target=host %s | opt -O2 -verify-each -o /dev/null
// RUN: not rsl2ll --target=rpu %s -o /dev/null 2>&1 | FileCheck --check-prefix=RPU %s
// RUN: not rsl2ll --target=ptx %s -o /dev/null 2>&1 | FileCheck --check-prefix=PTX %s
// RPU: projector_names.sl:[[@LINE+13]]:42: error: run-time string formatting (format) is not supported by the rpu target
// PTX: projector_names.sl:[[@LINE+12]]:42: error: run-time string formatting (format) is not supported by the ptx target
// RUN: rsl-jit %s --call projector_st 0.5,-0.5,1 0 0 | FileCheck --check-prefix=ST --match-full-lines %s
// ST: 0.75 0.25
// RUN: rsl-jit %s --call projector_space 3 | FileCheck --check-prefix=NAME --match-full-lines %s
// NAME: projector3

void projector_st(point p; output varying float ps, pt)
{
    ps = 0.5 + 0.5 * xcomp(p) / zcomp(p);
    pt = 0.5 + 0.5 * ycomp(p) / zcomp(p);
}

string projector_space(float i) { return format("projector%d", i); }

surface projector_names(uniform float projectors = 2; string mapbase = "paint"; float Kd = 0.8)
{
    color Ct = Cs;
    uniform float i;
    for (i = 0; i < projectors; i += 1) {
        point Pp = transform(projector_space(i), P);
        float ps, pt;
        projector_st(Pp, ps, pt);
        if (zcomp(Pp) > 0 && ps >= 0 && ps <= 1 && pt >= 0 && pt <= 1)
            Ct = color texture(format("%s%d.tex", mapbase, i), ps, pt);
    }
    normal Nf = faceforward(normalize(N), I);
    Oi = Os;
    Ci = Oi * Ct * Kd * (ambient() + diffuse(Nf));
}
