surface broken(float a = ; float b)
{
    x = (1, 2);
    "unterminated
    /* comment
