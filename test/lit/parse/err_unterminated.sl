// Unterminated string, comment and block.
// RUN: not rsl2ll --parse-only %s 2>&1 | FileCheck %s
surface s()
{
    string a = "no end;
    /* no end either
// Diagnostics come in source order (the block's error at its '{').
// CHECK: err_unterminated.sl:4:1: error: unterminated block: '}' missing at the end of the file
// CHECK: err_unterminated.sl:5:16: error: missing terminating '"' character
// CHECK: err_unterminated.sl:6:5: error: unterminated /* comment
// CHECK: 4 errors generated.
