// rsl2ll's diagnostics as clang's: in source order (sema's warnings for
// unused variables, found at the end of the function, among the errors),
// "N warnings and M errors generated.", -Werror, -w, and clang's colours
// with -fcolor-diagnostics.
surface s() {
  float x = undefined1;
  vector s = 1;
  float y = undefined2;
}
// RUN: not rsl2ll %s -o /dev/null 2>&1 | FileCheck --check-prefix=ORDER %s
// ORDER: diagnostics.sl:6:9: warning: unused variable 'x'
// ORDER: diagnostics.sl:6:13: error: use of undeclared identifier 'undefined1'
// ORDER: diagnostics.sl:7:10: warning: local 's' hides the shading global of that name
// ORDER: diagnostics.sl:7:10: warning: unused variable 's'
// ORDER: diagnostics.sl:8:9: warning: unused variable 'y'
// ORDER: diagnostics.sl:8:13: error: use of undeclared identifier 'undefined2'
// ORDER: 4 warnings and 2 errors generated.
// RUN: rm -rf %t && mkdir %t
// RUN: sed -e 's/= undefined[12]/= 1/' %s > %t/w.sl
// RUN: rsl2ll %t/w.sl -o /dev/null 2>&1 | FileCheck --check-prefix=WARN %s
// WARN: w.sl:6:9: warning: unused variable 'x'
// WARN: 4 warnings generated.
// RUN: not rsl2ll -Werror %t/w.sl -o /dev/null 2>&1 | FileCheck --check-prefix=WERROR %s
// WERROR: w.sl:6:9: error: unused variable 'x' [-Werror]
// WERROR: 4 errors generated.
// RUN: rsl2ll -w %t/w.sl -o %t/w.ll 2>&1 | count 0
// RUN: not rsl2ll -w %s -o /dev/null 2>&1 | FileCheck --check-prefix=QUIET %s --implicit-check-not=warning
// QUIET: diagnostics.sl:6:13: error: use of undeclared identifier 'undefined1'
// QUIET: 2 errors generated.
// Colours: the place in bold, the severity in clang's colour, the caret in green.
// RUN: rsl2ll -fcolor-diagnostics %t/w.sl -o /dev/null 2> %t/color.err
// RUN: python3 -c "import sys; sys.stdout.write(open(sys.argv[1]).read().replace(chr(27), '<ESC>'))" %t/color.err | FileCheck --check-prefix=COLOR %s
// COLOR: <ESC>[1m{{.*}}w.sl:6:9: <ESC>[0;1;35mwarning:<ESC>[0m<ESC>[1m unused variable 'x'<ESC>[0m
// COLOR: <ESC>[0;1;32m^<ESC>[0m
// RUN: rsl2ll -fcolor-diagnostics -fno-color-diagnostics %t/w.sl -o /dev/null 2>&1 | FileCheck --check-prefix=PLAIN %s
// PLAIN-NOT: [0;1;35m
// PLAIN: 4 warnings generated.
