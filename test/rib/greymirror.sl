/* A grey mirror: 0.25 of its own plus half of what environment("raytrace")
 * sees along the reflected direction; prints its ray level. */
surface greymirror()
{
    normal Nf = faceforward(normalize(N), I);
    printf("raylevel %d\n", raylevel());
    Ci = 0.25 + 0.5 * environment("raytrace", reflect(I, Nf));
    Oi = 1;
}
