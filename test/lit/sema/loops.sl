// break and continue n need n enclosing loops; illuminance counts as one.
// RUN: not rsl2ll %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not=error:
surface s()
{
    float i;
    break;
// CHECK: loops.sl:[[@LINE-1]]:5: error: 'break 1' is not inside 1 loop
    for (i = 0; i < 3; i += 1) {
        continue 2;
// CHECK: loops.sl:[[@LINE-1]]:9: error: 'continue 2' is not inside 2 loops
        illuminance(P) {
            break 2;
        }
    }
}
