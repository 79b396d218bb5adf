/* The sum of the lights' Cl at each point, ignoring their directions. */
surface lightsum()
{
    Ci = 0;
    illuminance(P) {
        Ci += Cl;
    }
    Oi = 1;
}
