surface s() { Ci = Cs; }
