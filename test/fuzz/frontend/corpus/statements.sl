float sum(float a, b; output float c)
{
    float i, t = 0;
    for (i = 0; i < a; i += 1) {
        if (i > b) break;
        else if (i == 2) continue 1;
        t += i;
    }
    while (t > 10) t /= 2;
    c = t > 5 ? t : -t;
    return t;
}
surface s() {
    float x[3] = {1, 2, 3};
    matrix m = (1,0,0,0, 0,1,0,0, 0,0,1,0, 0,0,0,1);
    illuminance("spec", P, N, PI/2) { Ci += Cl * (N ^ L) . I; }
    Ci = sum(x[0], x[1], x[2]);
}
