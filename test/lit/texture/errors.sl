// Misuses of texture, environment, shadow, textureinfo and filterstep and
// their option lists.  An unknown option name is a warning and the pair is
// ignored (PRMan's compiler warns and goes on); everything else here is an
// error with file:line:col and a caret.
// RUN: not rsl2ll %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
surface s(string map = "a.tx"; float k = 1)
{
    string names[2] = {"a.tx", "b.tx"};
    float f = texture(map, s, t, "blur", "wide");
// CHECK: errors.sl:[[@LINE-1]]:42: error: texture option "blur" takes a float, not 'string'
// CHECK-NEXT: {{^}}    float f = texture(map, s, t, "blur", "wide");
// CHECK-NEXT: {{^ *\^}}
    f += texture(map, s, t, "filter", 2);
// CHECK: errors.sl:[[@LINE-1]]:39: error: texture option "filter" takes a string, not 'float'
    f += texture(map, s, t, "blur", color(1));
// CHECK: errors.sl:[[@LINE-1]]:37: error: texture option "blur" takes a float, not 'color'
    f += texture(map, s, t, "smudge", 1);
// CHECK: errors.sl:[[@LINE-1]]:29: warning: unknown texture option "smudge" (ignored)
// CHECK-NEXT: {{^}}    f += texture(map, s, t, "smudge", 1);
// CHECK-NEXT: {{^ *\^}}
    f += texture(map, s, t, "bias", 1);
// CHECK: errors.sl:[[@LINE-1]]:29: warning: unknown texture option "bias" (ignored)
    f += shadow(map, P, "bias", 0.1, "blur");
// CHECK: errors.sl:[[@LINE-1]]:38: error: shadow option "blur" has no value (options are name/value pairs)
    f += texture(map, s, t, "blur", 0.1, 3, 4);
// CHECK: errors.sl:[[@LINE-1]]:42: error: texture option names must be strings, not 'float'
    f += texture(map, s, t, "blur", 0.1, map, 4);
// CHECK: errors.sl:[[@LINE-1]]:42: error: texture option names must be string literals
    f += texture(map[-1], s, t);
// CHECK: errors.sl:[[@LINE-1]]:22: error: channel -1 is out of range: a float lookup starts at a whole channel from 0 to 5 (maps hold 6)
    color c = texture(map[4], s, t);
// CHECK: errors.sl:[[@LINE-1]]:27: error: channel 4 is out of range: a color lookup starts at a whole channel from 0 to 3 (maps hold 6)
    c += environment("e.tx"[1.5], I);
// CHECK: errors.sl:[[@LINE-1]]:29: error: channel 1.5 is out of range: a color lookup starts at a whole channel from 0 to 3 (maps hold 6)
    c += texture(map["red"], s, t);
// CHECK: errors.sl:[[@LINE-1]]:22: error: a channel must be a float, not 'string'
    f += texture(map, s);
// CHECK: errors.sl:[[@LINE-1]]:10: error: wrong arguments to texture: expected texture(map[channel] [, s, t | , s1, t1, s2, t2, s3, t3, s4, t4] [, options])
    f += texture(map, 1, 2, 3, 4);
// CHECK: errors.sl:[[@LINE-1]]:10: error: wrong arguments to texture: expected
    f += environment(map, I, I);
// CHECK: errors.sl:[[@LINE-1]]:10: error: wrong arguments to environment: expected environment(map[channel], direction [, d2, d3, d4] [, options])
    f += shadow(map);
// CHECK: errors.sl:[[@LINE-1]]:10: error: wrong arguments to shadow: expected shadow(map[channel], point [, p2, p3, p4] [, options])
    f += environment(map, 1.0);
// CHECK: errors.sl:[[@LINE-1]]:27: error: environment needs a point, vector or normal here, not 'float'
    f += texture(k, s, t);
// CHECK: errors.sl:[[@LINE-1]]:18: error: the map of texture must be a string, not 'float'
    // a string array's element is a map, subscripted again its channel
    f += texture(names[k], s, t) + texture(names[0][1], s, t);
    float res[2], r1;
    string kind;
    f += textureinfo(map, "resolution", r1);
// CHECK: errors.sl:[[@LINE-1]]:41: error: textureinfo "resolution" answers with a 'float[2]', not 'float'
    f += textureinfo(map, "type", res);
// CHECK: errors.sl:[[@LINE-1]]:35: error: textureinfo "type" answers with a 'string', not 'float[2]'
    f += textureinfo(map, "colour", r1);
// CHECK: errors.sl:[[@LINE-1]]:27: error: unknown textureinfo query "colour" (resolution, type, channels, viewingmatrix or projectionmatrix)
    f += textureinfo(map, "channels", 3);
// CHECK: errors.sl:[[@LINE-1]]:39: error: textureinfo's output needs a variable
    f += textureinfo(map, 1, r1);
// CHECK: errors.sl:[[@LINE-1]]:27: error: textureinfo needs a string here, not 'float'
    f += textureinfo(map[1], "channels", r1);
// CHECK: errors.sl:[[@LINE-1]]:25: error: subscripted value of type 'string' is not an array
    f += textureinfo(map, kind, res) + textureinfo(map, "type", kind);
    f += filterstep(0.5, s, "filter", "lanczos");
// CHECK: errors.sl:[[@LINE-1]]:39: error: unknown filterstep filter "lanczos" (box, triangle, catmull-rom or gaussian)
    f += filterstep(0.5, s, "blur", 1);
// CHECK: errors.sl:[[@LINE-1]]:29: warning: unknown filterstep option "blur" (ignored)
    f += filterstep(0.5);
// CHECK: errors.sl:[[@LINE-1]]:10: error: wrong arguments to filterstep: expected filterstep(edge, s1 [, s2] [, options])
    Ci = f + c;
}
