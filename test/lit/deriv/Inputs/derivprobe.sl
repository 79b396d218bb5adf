/* Prints the derivatives at the shading point, one line a quantity, for
 * test/lit/deriv/primitive.test (u and v the primitive's true
 * parametrics, s = u and t = v, the quadrics' default texture mapping). */
surface derivprobe()
{
    printf("uv %.3f %.3f\nDu(u) %.3f Dv(v) %.3f Du(v) %.3f Dv(u) %.3f\nDu(s*s) %.3f Dv(s*s) %.3f\n"
           "Deriv(sin(u),u) %.3f\nDu(P) %.2p\nDv(P) %.2p\ndu %.3f dv %.2f\narea/(du*dv) %.2f\n"
           "filterstep %.3f\n",
           u, v, Du(u), Dv(v), Du(v), Dv(u), Du(s * s), Dv(s * s), Deriv(sin(u), u), Du(P), Dv(P), du, dv,
           area(P) / (du * dv), filterstep(s - 0.01, s, "filter", "box"));
    Ci = 1;
    Oi = 1;
}
