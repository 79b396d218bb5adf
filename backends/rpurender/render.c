/* rsl-render --backend=rpu: each shader file goes through the frontend
 * (target "rpu", which writes the shader entries), LLVM's O2 and
 * rpu_compile_module into assembly text, as `rsl2ll --target=rpu | opt -O2
 * | llc-rpu` does, the texts are
 * assembled together (entries are labels: the surface shader's address goes
 * to HIT.w, the main shader's is where a sample starts), the scene is laid
 * out in data memory and rpu_render, the RPU's shading step in the
 * renderer core, runs the main shader per sample or, without --main, the
 * surface entry of each camera ray's hit.  Light shaders' entries have their
 * addresses in a light list after the scene (kind 2 records, the
 * address in the second cell's w: runtime/glue_rpu.c), replacing the
 * scene's lights as rsl-render --backend=jit's --light does. */
#include "rsl_clock.h"
#include "rslrpu.h"
#include "rsl_format.h"

#include <math.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "rpucg.h"
#include "render_core.h"
#include "rpuvm.h"
#include "rslpasses.h"
#include "scene.h"

enum { MAX_FILES = 16 };

/* One shader file and how its entries are made. */
typedef struct unit {
    char *path;
    rsl_target_options target;
    bool surface; /* the file of --surface */
} unit;

typedef struct light {
    unit *unit;
    const char *asked; /* the NAME of FILE.sl:NAME, or NULL */
    char *name;        /* the light shader's name once known */
} light;

typedef struct job {
    const rslrpu_options *o;
    unit units[MAX_FILES];
    int nunits;
    const char *surface_name; /* as asked, or NULL for the file's first */
    char *surface;            /* the surface shader's name once known */
    light *lights;
    char *text;               /* the assembly of every unit */
    size_t len;
} job;


/* "FILE.sl:NAME" -> the path (malloc'd) and the name (in spec, or NULL). */
static char *split_spec(const char *spec, const char **name) {
    char *path = strdup(spec);
    char *colon = strrchr(path, ':');
    *name = NULL;
    if (colon && !strchr(colon, '/')) {
        *colon = '\0';
        *name = spec + (colon - path) + 1;
    }
    return path;
}

static unit *unit_for(job *j, const char *path, char **err) {
    for (int i = 0; i < j->nunits; i++)
        if (!strcmp(j->units[i].path, path)) return &j->units[i];
    if (j->nunits == MAX_FILES) {
        *err = rsl_format("more than %d shader files", MAX_FILES);
        return NULL;
    }
    unit *u = &j->units[j->nunits++];
    u->path = strdup(path);
    u->target.target = "rpu";
    return u;
}

/* The name of the shader of `kind` called `name` (or the first of that
 * kind when name is NULL) in the module's !rsl.shaders; NULL if none. */
static char *find_shader(LLVMModuleRef m, const char *kind, const char *name) {
    int n = (int)LLVMGetNamedMetadataNumOperands(m, "rsl.shaders");
    LLVMValueRef *nodes = calloc((size_t)n + 1, sizeof *nodes);
    LLVMGetNamedMetadataOperands(m, "rsl.shaders", nodes);
    char *found = NULL;
    for (int i = 0; i < n && !found; i++) {
        unsigned nops = LLVMGetMDNodeNumOperands(nodes[i]);
        if (nops < 2) continue;
        LLVMValueRef *ops = calloc(nops, sizeof *ops);
        LLVMGetMDNodeOperands(nodes[i], ops);
        unsigned lk = 0, ln = 0;
        const char *k = ops[0] ? LLVMGetMDString(ops[0], &lk) : NULL, *s = ops[1] ? LLVMGetMDString(ops[1], &ln) : NULL;
        if (k && s && !strcmp(k, kind) && (!name || !strcmp(s, name))) found = strdup(s);
        free(ops);
    }
    free(nodes);
    return found;
}

/* Why `path` has no shader of `kind` named `name` (any when NULL): says so
 * when the file's shader is of a kind the renderer does not run. */
static char *missing_shader(LLVMModuleRef m, const char *path, const char *kind, const char *name) {
    static const char *const others[] = {"displacement", "volume", "imager", "surface", "light"};
    for (size_t i = 0; i < sizeof others / sizeof others[0]; i++) {
        char *found = strcmp(others[i], kind) ? find_shader(m, others[i], name) : NULL;
        if (found) {
            char *msg = rsl_format("%s: '%s' is a %s shader, not a %s shader%s", path, found, others[i], kind,
                                   i < 3 ? " (the RPU renderer runs surface, light and main shaders only; "
                                           "rsl2ll --target=rpu writes its entry: docs/rpu.md)" : "");
            free(found);
            return msg;
        }
    }
    return name ? rsl_format("%s: no %s shader named %s", path, kind, name) : rsl_format("%s: no %s shader", path, kind);
}

/* Frontend and code generator for one unit; its assembly is added to j->text. */
static bool compile_unit(job *j, unit *u, char **err) {
    const rslrpu_options *o = j->o;
    rsl_diag *diag = rsl_diag_new(o->errors);
    rsl_program *prog = rsl_parse_file(u->path, o->source, diag);
    bool ok = prog && rsl_sema_check(prog, diag);
    LLVMContextRef ctx = LLVMContextCreate();
    LLVMModuleRef m = ok ? rsl_irgen(prog, ctx, &u->target, diag) : NULL;
    ok = m != NULL;
    if (ok && u->surface && !(j->surface = find_shader(m, "surface", j->surface_name))) {
        *err = missing_shader(m, u->path, "surface", j->surface_name);
        ok = false;
    }
    for (int i = 0; i < o->nlights && ok; i++) {
        light *l = &j->lights[i];
        if (l->unit != u) continue;
        if (!(l->name = find_shader(m, "light", l->asked))) {
            *err = missing_shader(m, u->path, "light", l->asked);
            ok = false;
        }
    }
    if (ok) {
        char *buf = NULL, *cg_err = NULL;
        size_t len = 0;
        FILE *f = open_memstream(&buf, &len);
        rpu_options ro = {.opt_level = 2};
        ok = f && rsl_run_passes(m, "llvm(default<O2>)", &cg_err) && rpu_compile_module(m, &ro, f, &cg_err);
        if (f) fclose(f);
        if (!ok) *err = rsl_format("%s: %s", u->path, cg_err ? cg_err : "out of memory");
        else {
            j->text = realloc(j->text, j->len + len + 1);
            memcpy(j->text + j->len, buf, len + 1);
            j->len += len;
        }
        free(cg_err);
        free(buf);
    }
    if (m) LLVMDisposeModule(m);
    LLVMContextDispose(ctx);
    if (prog) rsl_program_free(prog);
    rsl_diag_free(diag);
    return ok;
}

static bool write_text(const char *path, const char *text, size_t len, char **err) {
    FILE *f = fopen(path, "w");
    bool ok = f && fwrite(text, 1, len, f) == len;
    if (f && fclose(f) != 0) ok = false;
    if (!ok) *err = rsl_format("cannot write '%s'", path);
    return ok;
}

bool rslrpu_render(const rslrpu_options *o, scene *sc, float *rgba, char **err) {
    *err = NULL;
    job j = {.o = o};
    rpu_scene *rs = rpu_scene_adopt(sc, err);
    if (!rs) {
        scene_free(sc);
        return false;
    }
    rpu_object *obj = NULL;
    rpu_machine m = {.max_steps = 10000000, .max_depth = 256, .count_cycles = o->stats};
    bool ok = true;
    const char *main_name = NULL;
    render_view simple = render_view_simple(&sc->camera, o->width, o->height);
    double t0 = rsl_seconds_now();

    char *path = split_spec(o->surface, &j.surface_name);
    unit *u = unit_for(&j, path, err);
    free(path);
    if (!u) goto done;
    u->surface = true;
    if (o->main) {
        path = split_spec(o->main, &main_name);
        if (!main_name) {
            *err = rsl_format("%s: the RPU backend needs the main shader's name (--main FILE.sl:NAME)", o->main);
            free(path);
            ok = false;
            goto done;
        }
        u = unit_for(&j, path, err);
        free(path);
        if (!u) goto done;
        u->target.main_name = main_name;
    }
    j.lights = calloc((size_t)o->nlights + 1, sizeof *j.lights);
    for (int i = 0; i < o->nlights; i++) {
        path = split_spec(o->lights[i], &j.lights[i].asked);
        j.lights[i].unit = unit_for(&j, path, err);
        free(path);
        if (!j.lights[i].unit) goto done;
    }
    for (int i = 0; i < j.nunits; i++) j.units[i].target.light_shaders = o->nlights > 0;
    for (int i = 0; i < j.nunits && ok; i++) ok = compile_unit(&j, &j.units[i], err);
    if (!ok) goto done;
    double t1 = rsl_seconds_now();
    if (o->asm_out && !(ok = write_text(o->asm_out, j.text, j.len, err))) goto done;
    const char *asm_name = o->asm_out ? o->asm_out : "<rpu assembly>";
    int nerrors = 0;
    if (!(obj = rpu_assemble(asm_name, j.text, j.len, o->errors, &nerrors))) {
        ok = false;
        goto done;
    }
    uint32_t surface_addr, main_addr = 0;
    if (!rpu_object_find_entry(obj, j.surface, &surface_addr) ||
        (main_name && !rpu_object_find_entry(obj, main_name, &main_addr))) {
        *err = rsl_format("the assembly lacks the entry of '%s'", j.surface);
        ok = false;
        goto done;
    }
    m.obj = obj;
    uint32_t *light_addrs = calloc((size_t)o->nlights + 1, sizeof *light_addrs);
    for (int i = 0; i < o->nlights && ok; i++)
        if (!rpu_object_find_entry(obj, j.lights[i].name, &light_addrs[i])) {
            *err = rsl_format("the assembly lacks the entry of '%s'", j.lights[i].name);
            ok = false;
        }
    ok = ok && rpu_scene_install(rs, &m, 0, (int32_t)surface_addr, light_addrs, (size_t)o->nlights, err);
    free(light_addrs);
    if (!ok) goto done;
    m.c[31].f[0] = 1e-4f; /* trace's nearest distance counted, as the JIT renderer's */
    int threads = o->threads > 0 ? o->threads : (int)sysconf(_SC_NPROCESSORS_ONLN);
    rpu_render_opts ro = {.view = o->view ? o->view : &simple, .threads = threads < 1 ? 1 : threads,
                          .run_main = main_name != NULL, .main_addr = main_addr};
    rpu_counters c;
    size_t faults = 0;
    ok = rpu_render(&m, rs, &ro, rgba, &c, &faults, asm_name, o->errors, err);
    double t2 = rsl_seconds_now();
    if (o->stats) {
        fprintf(o->errors, "compile: %.3f s, %u instructions\n", t1 - t0, obj->ncode);
        fprintf(o->errors, "render %dx%d on the VM: %.3f s, %llu instructions, %llu cycles\n", o->width, o->height,
                t2 - t1, (unsigned long long)c.instructions, (unsigned long long)c.cycles);
    }
    if (ok && faults) {
        *err = rsl_format("%zu sample(s) faulted on the RPU", faults);
        ok = false;
    }
done:
    for (int i = 0; i < j.nunits; i++) free(j.units[i].path);
    free(j.surface);
    for (int i = 0; j.lights && i < o->nlights; i++) free(j.lights[i].name);
    free(j.lights);
    free(j.text);
    free(m.mem);
    rpu_object_free(obj);
    rpu_scene_free(rs);
    return ok && !*err;
}
