surface dyn(string name = "x")
{
    float a[];
    float size[3];
    string r = "";
    push(a, 1);
    resize(a, arraylength(a) + 2);
    if (rendererinfo("renderer", r) != 0 && match("^rsl", r) != 0)
        printf("%s %5.2f %p %c\n", concat(r, shadername()), pop(a), P, Cs);
    Ci = option("Format", size) + a[0];
}
