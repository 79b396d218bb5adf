/* Reports the surface's values after it ran, leaving Ci alone. */
volume message_atmosphere()
{
    float kd = -1, seen = -1;
    float ok = surface("Kd", kd);
    float ok2 = surface("seen", seen);
    printf("atmosphere: surface Kd %d %g seen %d %g\n", ok, kd, ok2, seen);
}
