#define SQR(x) ((x) * (x))
#define STR(x) #x
#define CAT(a, b) a ## b
#ifndef MIXAMT
#define MIXAMT 0.5
#endif
#if defined(MIXAMT) && 2 * 3 > 5
volume haze(float d = SQR(2); string n = STR(fog))
{
    float CAT(de, nsity) = 1 - exp(-length(I) / d);
    Ci = mix(Ci, color(MIXAMT), density);
}
#else
#error unreachable
#endif
