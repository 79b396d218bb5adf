/* bclink: links bitcode files into one module for embedding.
 *
 *   bclink [--triple=T] [--datalayout=DL] -o OUT.bc IN.bc...
 *
 * Links the inputs, optionally renames the target, removes the
 * "target-cpu", "target-features" and "tune-cpu" function attributes (so
 * the code inlines into functions that do not carry them), verifies the
 * module and writes it. */
#include <llvm-c/Analysis.h>
#include <llvm-c/BitReader.h>
#include <llvm-c/BitWriter.h>
#include <llvm-c/Core.h>
#include <llvm-c/Linker.h>

#include <stdio.h>
#include <string.h>

static LLVMModuleRef load(LLVMContextRef ctx, const char *path) {
    LLVMMemoryBufferRef buf;
    char *msg = NULL;
    if (LLVMCreateMemoryBufferWithContentsOfFile(path, &buf, &msg)) {
        fprintf(stderr, "bclink: error: cannot read '%s': %s\n", path, msg ? msg : "");
        LLVMDisposeMessage(msg);
        return NULL;
    }
    LLVMModuleRef m = NULL;
    if (LLVMParseBitcodeInContext2(ctx, buf, &m)) {
        fprintf(stderr, "bclink: error: '%s' is not valid bitcode\n", path);
        m = NULL;
    }
    LLVMDisposeMemoryBuffer(buf);
    return m;
}

static void strip_target_attributes(LLVMModuleRef m) {
    static const char *const names[] = {"target-cpu", "target-features", "tune-cpu"};
    for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f))
        for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
            LLVMRemoveStringAttributeAtIndex(f, LLVMAttributeFunctionIndex, names[i],
                                             (unsigned)strlen(names[i]));
}

int main(int argc, char **argv) {
    const char *out = NULL, *triple = NULL, *layout = NULL;
    const char *inputs[256];
    int n = 0;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--help") == 0) {
            printf("usage: bclink [--triple=T] [--datalayout=DL] -o OUT.bc IN.bc...\n");
            return 0;
        } else if (strcmp(argv[i], "-o") == 0 && i + 1 < argc) {
            out = argv[++i];
        } else if (strncmp(argv[i], "--triple=", 9) == 0) {
            triple = argv[i] + 9;
        } else if (strncmp(argv[i], "--datalayout=", 13) == 0) {
            layout = argv[i] + 13;
        } else if (argv[i][0] == '-') {
            fprintf(stderr, "bclink: error: unknown option '%s'\n", argv[i]);
            return 1;
        } else if (n < (int)(sizeof inputs / sizeof inputs[0])) {
            inputs[n++] = argv[i];
        } else {
            fprintf(stderr, "bclink: error: too many inputs\n");
            return 1;
        }
    }
    if (!out || n == 0) {
        fprintf(stderr, "bclink: error: need -o OUT and at least one input\n");
        return 1;
    }
    int status = 1;
    LLVMContextRef ctx = LLVMContextCreate();
    LLVMModuleRef dst = load(ctx, inputs[0]);
    if (!dst)
        goto done;
    for (int i = 1; i < n; i++) {
        LLVMModuleRef src = load(ctx, inputs[i]);
        if (!src)
            goto done;
        if (LLVMLinkModules2(dst, src)) { /* src is destroyed either way */
            fprintf(stderr, "bclink: error: cannot link '%s'\n", inputs[i]);
            goto done;
        }
    }
    if (triple)
        LLVMSetTarget(dst, triple);
    if (layout)
        LLVMSetDataLayout(dst, layout);
    strip_target_attributes(dst);
    char *msg = NULL;
    if (LLVMVerifyModule(dst, LLVMReturnStatusAction, &msg)) {
        fprintf(stderr, "bclink: error: linked module is invalid: %s\n", msg);
        LLVMDisposeMessage(msg);
        goto done;
    }
    LLVMDisposeMessage(msg);
    if (LLVMWriteBitcodeToFile(dst, out)) {
        fprintf(stderr, "bclink: error: cannot write '%s'\n", out);
        goto done;
    }
    status = 0;
done:
    if (dst)
        LLVMDisposeModule(dst);
    LLVMContextDispose(ctx);
    return status;
}
