// __LINE__ and __FILE__ expand to the line and file name where they are
// used; in a macro's body, where the macro is used (as in C).  #line moves
// both.
// RUN: rsl2ll --ast-dump %s | FileCheck %s
#define HERE __LINE__
#define WHERE __FILE__

surface s()
{
    float a = __LINE__;
    float b = HERE;
    string f = __FILE__;
    string g = WHERE;
#line 100 "renamed.sl"
    float c = __LINE__;
    string h = __FILE__;
#if __LINE__ == 102
    float d = 1;
#endif
}
// CHECK:      Num 10 <10:15>
// CHECK:      Num 11 <11:15>
// CHECK:      Str "{{.*}}line_file.sl" <12:16>
// CHECK:      Str "{{.*}}line_file.sl" <13:16>
// CHECK:      Num 100 <renamed.sl:100:15>
// CHECK:      Str "renamed.sl" <renamed.sl:101:16>
// CHECK:      Var float d
