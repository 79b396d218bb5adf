// A surface that adapts to its render: attribute() for the object's name
// and shading rate, option() for the image's format, rendererinfo() for the
// renderer's name, each answering 0 where the renderer does not know.
// The helper keeps the pixel aspect: pixel_aspect(640, 480, 1) = 1.33333
// (the frame's width over height times the pixel aspect ratio).
// RUN: rsl2ll --target=host %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl2ll --target=rpu %s | opt -O2 -verify-each | llc-rpu -o /dev/null
// RUN: rsl2ll --target=ptx %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl-jit %s --call pixel_aspect 640 480 1 | FileCheck --check-prefix=ASPECT --match-full-lines %s
// ASPECT: 1.33333

float pixel_aspect(float width, height, ratio) { return width / height * ratio; }

surface render_queries(float Kd = 0.8; color highlight = color(1, 0.2, 0.2);
                       string highlightname = "hero")
{
    string name = "";
    float rate = 1;
    float resolution[3] = { 640, 480, 1 };
    string renderer = "";
    float known = attribute("identifier:name", name);
    attribute("ShadingRate", rate);
    option("Format", resolution);
    rendererinfo("renderer", renderer);
    color Ct = Cs;
    /* a named hero object is tinted so it can be found in the image */
    if (known != 0 && name == highlightname)
        Ct = mix(Ct, highlight, 0.5);
    /* stripes at a frequency that stays even across the frame's aspect */
    float aspect = pixel_aspect(resolution[0], resolution[1], resolution[2]);
    Ct *= 0.8 + 0.2 * step(0.5, mod(s * 10 * aspect / max(rate, 0.25), 1));
    normal Nf = faceforward(normalize(N), I);
    Oi = Os;
    Ci = Oi * Ct * Kd * (ambient() + diffuse(Nf));
}
