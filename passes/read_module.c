/* Reading a module for the tools (llc-rpu, rsl-opt, rpu-lower-ir): textual
 * IR or bitcode, from a file or stdin, with the diagnostics they share. */
#include "rslpasses.h"

#include <stdio.h>
#include <string.h>
#include <llvm-c/IRReader.h>

LLVMModuleRef rsl_read_module(LLVMContextRef ctx, const char *path, const char *tool) {
    LLVMMemoryBufferRef buf = NULL;
    char *msg = NULL;
    bool failed = strcmp(path, "-") == 0 ? LLVMCreateMemoryBufferWithSTDIN(&buf, &msg)
                                         : LLVMCreateMemoryBufferWithContentsOfFile(path, &buf, &msg);
    if (failed) {
        fprintf(stderr, "%s: error: '%s': %s\n", tool, path, msg ? msg : "cannot read");
        LLVMDisposeMessage(msg);
        return NULL;
    }
    LLVMModuleRef m = NULL;
    /* The parser takes the buffer; its message starts with the location
     * ("<stdin>:3:5: error: ..."). */
    if (LLVMParseIRInContext(ctx, buf, &m, &msg)) {
        fprintf(stderr, "%s\n", msg);
        LLVMDisposeMessage(msg);
        return NULL;
    }
    return m;
}
