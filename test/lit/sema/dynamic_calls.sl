// Misuses of message passing (`float NAME(string name; output TYPE var)`,
// RI 3.2 section 15.6), format/printf with a constant format, concat, match
// and shadername: each a located error (or a warning) with a caret.
// RUN: not rsl2ll %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// RUN: not rsl2ll %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=CARET
surface bad(float a[2] = {1, 2})
{
    float x = 0;
    string str = "";
    float r1 = surface(1, 2, 3);
// CHECK: dynamic_calls.sl:[[@LINE-1]]:16: error: 'surface' takes (string name; output variable), not (float, float, float)
// CARET: float r1 = surface(1, 2, 3);
// CARET-NEXT: {{^}}               ^
    float r2 = displacement("Kd", 1);
// CHECK: dynamic_calls.sl:[[@LINE-1]]:35: error: the output argument of 'displacement' needs a variable
    float r3 = attribute("identifier:name");
// CHECK: dynamic_calls.sl:[[@LINE-1]]:16: error: 'attribute' takes (string name; output variable), not (string)
    float r4 = option(x, str);
// CHECK: dynamic_calls.sl:[[@LINE-1]]:16: error: 'option' takes (string name; output variable), not (float, string)
    float r5 = lightsource("Ng", Ng);
// CHECK: dynamic_calls.sl:[[@LINE-1]]:34: error: cannot assign to 'Ng': it is read-only in a surface shader
    float r6 = rendererinfo("renderer", "lit");
// CHECK: dynamic_calls.sl:[[@LINE-1]]:41: error: the output argument of 'rendererinfo' needs a variable
    string f1 = format("%f and %f", x);
// CHECK: dynamic_calls.sl:[[@LINE-1]]:17: error: too few arguments to 'format': the format has more conversions than the 1 argument after it
    string f2 = format("%p", x);
// CHECK: dynamic_calls.sl:[[@LINE-1]]:30: error: '%p' in the format of 'format' takes a point, vector or normal, not 'float'
    printf("%c\n", P);
// CHECK: dynamic_calls.sl:[[@LINE-1]]:20: error: '%c' in the format of 'printf' takes a color, not 'point'
    printf("%s %d\n", x, str);
// CHECK: dynamic_calls.sl:[[@LINE-1]]:23: error: '%s' in the format of 'printf' takes a string, not 'float'
// CHECK: dynamic_calls.sl:[[@LINE-2]]:26: error: '%d' in the format of 'printf' takes a float, not 'string'
    printf("%5.2q\n", x);
// CHECK: dynamic_calls.sl:[[@LINE-1]]:12: error: unknown conversion '%5.2q' in the format of 'printf' (%f %d %e %g %s %p %c %m)
    printf("%5..f\n", x);
// CHECK: dynamic_calls.sl:[[@LINE-1]]:12: error: unknown conversion '%5..' in the format of 'printf' (%f %d %e %g %s %p %c %m)
    printf("100%");
// CHECK: dynamic_calls.sl:[[@LINE-1]]:12: error: the format of 'printf' ends inside a conversion
    printf("%f\n", x, x);
// CHECK: dynamic_calls.sl:[[@LINE-1]]:23: warning: more arguments to 'printf' than its format converts
    printf("%f\n", a);
// CHECK: dynamic_calls.sl:[[@LINE-1]]:20: error: 'printf' cannot print an array ('float[2]')
    printf(x);
// CHECK: dynamic_calls.sl:[[@LINE-1]]:12: error: argument 1 of 'printf' must be a string, not 'float'
    string f3 = format();
// CHECK: dynamic_calls.sl:[[@LINE-1]]:17: error: 'format' needs a format string
    string c1 = concat("a", x);
// CHECK: dynamic_calls.sl:[[@LINE-1]]:29: error: argument 2 of 'concat' must be a string, not 'float'
    string c2 = concat();
// CHECK: dynamic_calls.sl:[[@LINE-1]]:17: error: 'concat' needs at least one string
    float m1 = match("(ab", str);
// CHECK: dynamic_calls.sl:[[@LINE-1]]:22: error: invalid regular expression in 'match': {{.+}}
    float m2 = match(str);
// CHECK: dynamic_calls.sl:[[@LINE-1]]:16: error: 'match' takes (string pattern, string subject)
    string n1 = shadername("light");
// CHECK: dynamic_calls.sl:[[@LINE-1]]:28: error: shadername("light") in surface shader 'bad': only the shader's own kind ("surface") is known
    string n2 = shadername(str);
// CHECK: dynamic_calls.sl:[[@LINE-1]]:17: error: 'shadername' takes () or (a shader kind as a constant string)
    Ci = r1 + r2 + r3 + r4 + r5 + r6 + m1 + m2;
    str = concat(f1, f2, f3, c1, c2, n1, n2);
}

string helper() { return shadername(); }
// CHECK: dynamic_calls.sl:[[@LINE-1]]:26: error: 'shadername' is known only inside a shader, not in function 'helper'
