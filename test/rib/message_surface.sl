/* Prints what message passing answers at each point: the object's
 * attributes, the options, the displacement's parameters, the lights'
 * (inside illuminance) and which lights each category admits. */
surface message_surface(float Kd = 1; output float seen = 0)
{
    string name = "", mode = "", renderer = "";
    float gain = -1, bound = -1, amp = -1, aspect = -1, depth = -1;
    float clip[2] = {-1, -1}, shutter[2] = {-1, -1}, crop[4] = {-1, -1, -1, -1};
    float ok = attribute("identifier:name", name);
    printf("identifier:name %d %s\n", ok, name);
    ok = attribute("user:gain", gain);
    printf("user:gain %d %g\n", ok, gain);
    ok = attribute("displacementbound:sphere", bound);
    printf("displacementbound:sphere %d %g\n", ok, bound);
    ok = attribute("user:nosuch", gain);
    printf("user:nosuch %d %g\n", ok, gain);
    ok = option("user:mode", mode);
    printf("option user:mode %d %s\n", ok, mode);
    ok = option("trace:maxdepth", depth);
    printf("option trace:maxdepth %d %g\n", ok, depth);
    ok = option("Clipping", clip);
    printf("option Clipping %d %g %g\n", ok, clip[0], clip[1]);
    ok = option("Shutter", shutter);
    printf("option Shutter %d %g %g\n", ok, shutter[0], shutter[1]);
    ok = option("CropWindow", crop);
    printf("option CropWindow %d %g %g %g %g\n", ok, crop[0], crop[1], crop[2], crop[3]);
    ok = option("FrameAspectRatio", aspect);
    printf("option FrameAspectRatio %d %g\n", ok, aspect);
    ok = option("Clipping", aspect);
    printf("option Clipping as a float %d %g\n", ok, aspect);
    ok = displacement("amp", amp);
    printf("displacement amp %d %g\n", ok, amp);
    ok = rendererinfo("renderer", renderer);
    printf("rendererinfo renderer %d %s\n", ok, renderer);
    seen = 7;
    Ci = 0;
    illuminance(P) {
        float power = -1;
        ok = lightsource("intensity", power);
        printf("lightsource intensity %d %g\n", ok, power);
        Ci += Cl;
    }
    illuminance("rim", P) {
        printf("category rim: Cl %g\n", comp(Cl, 0));
    }
    illuminance("fill", P) {
        printf("category fill: Cl %g\n", comp(Cl, 0));
    }
    illuminance("-fill", P) {
        printf("category -fill: Cl %g\n", comp(Cl, 0));
    }
    Oi = 1;
}
