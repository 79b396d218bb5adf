// -fsyntax-only runs semantic analysis (like clang) and writes no IR;
// --parse-only stops after the parser.
// RUN: not rsl2ll -fsyntax-only %s 2>&1 | FileCheck %s
// RUN: rsl2ll --parse-only %s | count 0
// RUN: rsl2ll -fsyntax-only -DFIXED %s | count 0

surface s() {
#ifdef FIXED
    Ci = Cs;
#else
    // CHECK: syntax_only.sl:[[@LINE+1]]:10: error: {{.*}}undeclared_thing
    Ci = undeclared_thing;
#endif
}
