/* rsl-render --backend=rpu: each shader instance goes through the
 * frontend (target "rpu", which writes the shader entries), its parameter
 * values, its coordinate systems and the clipping planes are bound
 * (bind_params.c; the frontend's rsl_bind_spaces and rsl_bind_clipping), an object with other
 * shaders than its surface gets one entry of them all (object_entries.c),
 * then LLVM's O2 and rpu_compile_module
 * make assembly text, as `rsl2ll --target=rpu | opt -O2 | llc-rpu` does; a
 * second instance of a shader gets its entry renamed NAME_2, ...  The
 * texts are assembled together (entries are labels: each object's surface
 * address goes to its HIT.w, the main shader's is where a sample starts),
 * the scene is laid out in data memory and rpu_render, the RPU's shading
 * step in the renderer core, runs the main shader per sample or, without
 * --main, the surface entry of each camera ray's hit.  Light shaders'
 * entries have their addresses in a light list after the scene (kind 2
 * records, the address in the second cell's w: runtime/glue_rpu.c),
 * replacing the scene's lights as rsl-render --backend=jit's --light does.
 * An imager's entry runs on each filtered pixel. */
#include "rsl_clock.h"
#include "rslrpu_internal.h"
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
            char *msg = rsl_format("%s: '%s' is a %s shader, not a%s %s shader", path, found, others[i],
                                   strchr("aeiou", kind[0]) ? "n" : "", kind);
            free(found);
            return msg;
        }
    }
    return name ? rsl_format("%s: no %s shader named %s", path, kind, name) : rsl_format("%s: no %s shader", path, kind);
}

/* The name for the entry of `name` not yet used by an earlier instance
 * (name, name_2, ...), recorded; malloc'd. */
static char *unique_entry(rslrpu_job *j, const char *name) {
    char *e = strdup(name);
    for (int k = 2;; k++) {
        int i = 0;
        while (i < j->nentries && strcmp(j->entries[i], e)) i++;
        if (i == j->nentries) break;
        free(e);
        e = rsl_format("%s_%d", name, k);
    }
    j->entries = realloc(j->entries, (size_t)(j->nentries + 1) * sizeof *j->entries);
    j->entries[j->nentries++] = strdup(e);
    return e;
}

LLVMModuleRef rslrpu_instance_module(rslrpu_job *j, LLVMContextRef ctx, const char *spec, const rslrpu_shader *sh,
                                     const char *kind, const char *main_name, bool part, char **entry, char **err) {
    const rslrpu_options *o = j->o;
    const char *asked;
    char *path = split_spec(spec, &asked);
    rsl_target_options target = {.target = "rpu", .main_name = main_name, .light_shaders = o->nlights > 0,
                                 .object_part = part, .vertex_colors = j->vertex_colors, .spaces_bound = true};
    rsl_diag *diag = rsl_diag_new(o->errors);
    rsl_program *prog = rsl_parse_file(path, o->source, diag);
    bool ok = prog && rsl_sema_check(prog, diag);
    LLVMModuleRef m = ok ? rsl_irgen(prog, ctx, &target, diag) : NULL;
    ok = m != NULL;
    char *name = NULL;
    if (ok && kind && !(name = find_shader(m, kind, asked))) {
        *err = missing_shader(m, path, kind, asked);
        ok = false;
    }
    if (ok && name && sh && sh->nparams)
        ok = rslrpu_bind_params(m, name, sh->params, sh->nparams, o->errors, err);
    if (ok)
        ok = rsl_bind_spaces(m,
                             &(rsl_space_binding){.shader = sh ? sh->shader_space : NULL,
                                                  .object_glue = "rsl_rpu_object_space",
                                                  .spaces = o->spaces,
                                                  .nspaces = o->nspaces},
                             err) &&
             rsl_bind_clipping(m, o->clipping, err);
    char *run = NULL;
    if (ok && name) {
        *entry = unique_entry(j, name);
        LLVMSetValueName2(LLVMGetNamedFunction(m, name), *entry, strlen(*entry));
        /* an object's part keeps its NAME.run for the object's entry, renamed with it */
        char *was = rsl_format("%s.run", name);
        LLVMValueRef f = part ? LLVMGetNamedFunction(m, was) : NULL;
        run = rsl_format("%s.run", *entry);
        if (f) LLVMSetValueName2(f, run, strlen(run));
        free(was);
    }
    /* Only this instance's entry (and the main shader's) stays: the file's
     * other entries come with their own instances, if any. */
    for (LLVMValueRef f = ok ? LLVMGetFirstFunction(m) : NULL; f; f = LLVMGetNextFunction(f)) {
        size_t len;
        const char *fn = LLVMGetValueName2(f, &len);
        if (!LLVMIsDeclaration(f) && LLVMGetLinkage(f) == LLVMExternalLinkage && !(name && !strcmp(fn, *entry)) &&
            !(main_name && !strcmp(fn, main_name)) && !(part && run && !strcmp(fn, run)))
            LLVMSetLinkage(f, LLVMInternalLinkage);
    }
    free(run);
    free(name);
    free(path);
    if (m && !ok) {
        LLVMDisposeModule(m);
        m = NULL;
    }
    if (prog) rsl_program_free(prog);
    rsl_diag_free(diag);
    return m;
}

bool rslrpu_emit_module(rslrpu_job *j, LLVMModuleRef m, const char *spec, const char *what, char **err) {
    char *buf = NULL, *cg_err = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    rpu_options ro = {.opt_level = 2};
    bool ok = f && rsl_run_passes(m, "llvm(default<O2>)", &cg_err);
    if (ok)
        rsl_report_unknown_spaces(m, what, j->o->errors);
    ok = ok && rpu_compile_module(m, &ro, f, &cg_err);
    if (f) fclose(f);
    if (!ok) {
        const char *name;
        char *path = split_spec(spec, &name);
        *err = rsl_format("%s: %s", path, cg_err ? cg_err : "out of memory");
        free(path);
    } else {
        j->text = realloc(j->text, j->len + len + 1);
        memcpy(j->text + j->len, buf, len + 1);
        j->len += len;
    }
    free(cg_err);
    free(buf);
    LLVMDisposeModule(m);
    return ok;
}

/* Frontend, parameter values and code generator for one shader instance
 * of `kind` (NULL: a main shader's file alone); its assembly is added to
 * j->text and *entry (NULL for a main shader's file) is its entry's name. */
static bool compile_instance(rslrpu_job *j, const char *spec, const rslrpu_shader *sh, const char *kind,
                             const char *main_name, char **entry, char **err) {
    LLVMContextRef ctx = LLVMContextCreate();
    LLVMModuleRef m = rslrpu_instance_module(j, ctx, spec, sh, kind, main_name, false, entry, err);
    char *what = !m ? NULL : entry && *entry ? rsl_format("%s shader '%s'", kind, *entry) : rsl_format("main shader '%s'", main_name);
    bool ok = m && rslrpu_emit_module(j, m, spec, what, err);
    free(what);
    LLVMContextDispose(ctx);
    return ok;
}

static bool write_text(const char *path, const char *text, size_t len, char **err) {
    FILE *f = fopen(path, "w");
    bool ok = f && fwrite(text, 1, len, f) == len;
    if (f && fclose(f) != 0) ok = false;
    if (!ok) *err = rsl_format("cannot write '%s'", path);
    return ok;
}

/* The code addresses of the entries, in order; false with *err for one missing. */
static bool find_entries(const rpu_object *obj, char *const *names, int n, int32_t *addr, char **err) {
    for (int i = 0; i < n; i++) {
        uint32_t a;
        if (!rpu_object_find_entry(obj, names[i], &a)) {
            *err = rsl_format("the assembly lacks the entry of '%s'", names[i]);
            return false;
        }
        addr[i] = (int32_t)a;
    }
    return true;
}

/* The objects' "object" spaces into the cells rpu_scene_install left for
 * them (runtime/glue_rpu.c): per object 4 cells, the matrix's rows. */
static void write_object_spaces(rpu_machine *m, const rsl_matrix *spaces, size_t n) {
    rpu_vec *at = n ? &m->mem[m->mem[m->c[2].i[0]].i[1]] : NULL;
    for (size_t i = 0; i < n; i++)
        for (int row = 0; row < 4; row++) memcpy(at[4 * i + (size_t)row].f, &spaces[i].m[4 * row], sizeof at->f);
}

bool rslrpu_render(const rslrpu_options *o, scene *sc, float *rgba, char **err) {
    *err = NULL;
    rslrpu_job j = {.o = o, .vertex_colors = sc->Cv != NULL};
    rpu_scene *rs = rpu_scene_adopt(sc, err);
    if (!rs) {
        scene_free(sc);
        return false;
    }
    rpu_object *obj = NULL;
    rpu_machine m = {.max_steps = 10000000, .max_depth = 256, .count_cycles = o->stats && o->cycles};
    const char *main_name = NULL;
    render_view simple = render_view_simple(&sc->camera, o->width, o->height);
    char **surfaces = calloc((size_t)o->nsurfaces + 1, sizeof *surfaces), *imager = NULL;
    char **lights = calloc((size_t)o->nlights + 1, sizeof *lights);
    int32_t *surface_addrs = calloc((size_t)o->nsurfaces + 1, sizeof *surface_addrs);
    uint32_t *light_addrs = calloc((size_t)o->nlights + 1, sizeof *light_addrs);
    bool ok = surfaces && lights && surface_addrs && light_addrs && o->nsurfaces > 0;
    if (!ok) *err = rsl_format(o->nsurfaces > 0 ? "out of memory" : "no surface shader");
    double t0 = rsl_seconds_now();

    char *main_path = NULL;
    if (ok && o->main) {
        main_path = split_spec(o->main, &main_name);
        if (!main_name) {
            *err = rsl_format("%s: the RPU backend needs the main shader's name (--main FILE.sl:NAME)", o->main);
            ok = false;
        }
    }
    /* A main shader in the first surface's file comes with it (one module),
     * but for an object's entry, whose traces go through its volumes. */
    const char *first;
    char *first_path = split_spec(o->surfaces[0].spec, &first);
    bool main_apart = main_path && (o->objects || strcmp(main_path, first_path) != 0);
    free(first_path);
    for (int i = 0; i < o->nsurfaces && ok; i++) {
        const char *with_main = i == 0 && !main_apart ? main_name : NULL;
        ok = o->objects ? rslrpu_compile_object(&j, i, &surfaces[i], err)
                        : compile_instance(&j, o->surfaces[i].spec, &o->surfaces[i], "surface", with_main,
                                           &surfaces[i], err);
    }
    if (ok && o->imager)
        ok = compile_instance(&j, o->imager->spec, o->imager, "imager", NULL, &imager, err);
    for (int i = 0; i < o->nlights && ok; i++)
        ok = compile_instance(&j, o->lights[i].spec, &o->lights[i], "light", NULL, &lights[i], err);
    if (ok && main_apart)
        ok = compile_instance(&j, o->main, NULL, NULL, main_name, NULL, err);
    free(main_path);
    if (!ok) goto done;
    if (o->asm_out && !(ok = write_text(o->asm_out, j.text, j.len, err))) goto done;
    const char *asm_name = o->asm_out ? o->asm_out : "<rpu assembly>";
    int nerrors = 0;
    if (!(obj = rpu_assemble(asm_name, j.text, j.len, o->errors, &nerrors))) {
        ok = false;
        goto done;
    }
    int32_t main_addr = 0, imager_addr = 0;
    char *main_entry[1] = {(char *)main_name};
    ok = find_entries(obj, surfaces, o->nsurfaces, surface_addrs, err) &&
         find_entries(obj, lights, o->nlights, (int32_t *)light_addrs, err) &&
         (!main_name || find_entries(obj, main_entry, 1, &main_addr, err)) &&
         (!imager || find_entries(obj, &imager, 1, &imager_addr, err));
    if (!ok) goto done;
    m.obj = obj;
    size_t nobjs = o->object_spaces ? rpu_scene_get(rs)->nobjs : 0;
    ok = rpu_scene_install(rs, &m, 4 * nobjs, surface_addrs[0], light_addrs, (size_t)o->nlights, err);
    if (!ok) goto done;
    write_object_spaces(&m, o->object_spaces, nobjs);
    if (o->nsurfaces > 1) rpu_scene_set_shaders(rs, surface_addrs, (size_t)o->nsurfaces);
    m.c[31].f[0] = 1e-4f; /* trace's nearest distance counted, as the JIT renderer's */
    int threads = o->threads > 0 ? o->threads : (int)sysconf(_SC_NPROCESSORS_ONLN);
    rpu_render_opts ro = {.view = o->view ? o->view : &simple, .threads = threads < 1 ? 1 : threads,
                          .run_main = main_name != NULL, .main_addr = (uint32_t)main_addr,
                          .run_imager = imager != NULL, .imager_addr = (uint32_t)imager_addr};
    rpu_counters c;
    size_t faults = 0;
    double t2 = rsl_seconds_now();
    ok = rpu_render(&m, rs, &ro, rgba, &c, &faults, asm_name, o->errors, err);
    double t3 = rsl_seconds_now();
    if (o->stats) {
        /* The render alone, as the JIT renderer's --stats times it. */
        fprintf(o->errors, "compile: %.3f s, %u instructions\n", t2 - t0, obj->ncode);
        fprintf(o->errors, "render %dx%d on the VM: %.3f s, %llu instructions", ro.view->width, ro.view->height,
                t3 - t2, (unsigned long long)c.instructions);
        if (o->cycles)
            fprintf(o->errors, ", %llu cycles", (unsigned long long)c.cycles);
        fputc('\n', o->errors);
    }
    if (ok && faults) {
        *err = rsl_format("%zu sample(s) faulted on the RPU", faults);
        ok = false;
    }
done:
    for (int i = 0; surfaces && i < o->nsurfaces; i++) free(surfaces[i]);
    for (int i = 0; lights && i < o->nlights; i++) free(lights[i]);
    free(imager);
    for (int i = 0; i < j.nentries; i++) free(j.entries[i]);
    free(j.entries);
    free(surfaces);
    free(lights);
    free(surface_addrs);
    free(light_addrs);
    free(j.text);
    free(m.mem);
    rpu_object_free(obj);
    rpu_scene_free(rs);
    return ok && !*err;
}
