/* rpu-vm: the drivers of seed 000 section 4.2.
 *   function driver: runs one function from a given register state and
 *     prints the requested registers;
 *   shader driver (--render): runs a main shader per sample, or the
 *     surfaces at the hits of the camera's rays, over a scene through the
 *     renderer core (vm/scene/render_core.h) and writes a PNG. */
#include "rpuvm.h"
#include "tool_common.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#ifdef RPUVM_HAVE_SCENE
#include "scene/render_core.h"
#include "scene/scene.h"
#endif

static const char *usage_text =
    "usage: rpu-vm FILE.s|FILE.rpo --call NAME [--set [T:]REG=x,y,z,w]... [--print REG]... [--print-int REG]...\n"
    "              [--set-mem ADDR=x,y,z,w[;x,y,z,w]...]... [--print-mem ADDR[,COUNT]]...\n"
    "              [--max-steps N] [--max-depth N] [--mem CELLS] [--chunk] [--stats]\n"
    "       rpu-vm --render --main NAME --surface NAME [--scene FILE.ply|builtin:NAME|SCENE.rib] [--light-at X,Y,Z[,I]]...\n"
    "              [--light NAME]... [--imager NAME] [-W N] [-H N] [-j THREADS] [--chunk] [--stats] [--max-steps N] [--probe X,Y]... -o OUT.png FILE\n"
    "  --scene and --surface also work with --call (HIT.w of every object is the surface's address).\n"
    "  --scene builds the scene rsl-render builds from the same arguments: a model file is fitted\n"
    "  into a unit box 1.5 in front of the eye, with a white point light at the eye; --light-at\n"
    "  puts point lights (camera space, intensity default 1.5) in place of the scene's lights;\n"
    "  --light NAME calls the light shader entry NAME (rsl2ll --target=rpu of a light shader, the\n"
    "  surface compiled with --light-shaders) in their place.\n"
    "  --imager NAME runs the imager entry NAME on each pixel (a RIB's Imager: the entry of its name).\n"
    "  An object's displacement, atmosphere, interior and exterior run where its surface entry is an\n"
    "  object's entry (rsl2ll --target=rpu SURFACE.sl --displacement=FILE.sl ...).\n"
    "  --scene SCENE.rib renders a RenderMan scene through the renderer core (its camera, sampling,\n"
    "  filter, crop window, exposure; -W/-H replace its Format): each object's HIT.w is the entry\n"
    "  named as its Surface, its LightSources the entries of their names (surfaces compiled with\n"
    "  --light-shaders); the RIB's parameter values are not applied (rsl-render --backend=rpu does).\n"
    "  With --scene, --main may be left out: the surfaces shade the hits of the camera's rays.\n"
    "  --probe X,Y prints the rendered color of pixel (X,Y).\n"
    "  --set T:REG=... sets the register of chunk thread T (0-3) only; C registers are shared\n"
    "  (but C3.x, the data area's address: each chunk thread has its own copy of the area).\n"
    "  --print A, HIT_TRI, HIT_OBJ and HIT.w print as integers; --print-int prints every lane as one.\n"
    "  A lane value #N (in --set, --set-mem) is the 32-bit integer N (a string id, a cell address).\n"
    "  --set-mem puts values in the data memory cells from ADDR on (one x,y,z,w per cell, ';' between\n"
    "  cells) before the run; --print-mem prints COUNT cells (default 1) from ADDR after it.\n"
    "  Without --scene, memory is --mem zeroed cells (default 1024).\n"
    "  -h, --help  this text;  --version  the versions of rsltools and LLVM\n";

/* C31, the default trace parameters (thesis 12.1): x is the nearest hit
 * distance counted, so that secondary rays do not hit their own surface. */
#define TRACE_TMIN 1e-4f

typedef struct setting {
    int thread; /* -1: all */
    rpu_regname reg;
    rpu_vec value;
} setting;

/* --set-mem: cells from addr on. */
typedef struct mem_setting {
    unsigned long long addr;
    rpu_vec *cells;
    size_t ncells;
} mem_setting;

/* --print / --print-int / --print-mem, in the order given. */
typedef struct print_request {
    enum { PRINT_REG, PRINT_INT, PRINT_MEM } kind;
    const char *name;
    unsigned long long addr, count;
} print_request;

static bool takes_value(const char *opt) {
    static const char *const with_value[] = {"--call", "--main",      "--surface", "--scene", "-o",  "--set", "--print",
                                             "--light-at", "--light", "--imager", "--probe", "--max-steps", "--max-depth", "--mem", "-W",  "-H",    "-j",
                                             "--print-int", "--set-mem", "--print-mem"};
    for (size_t i = 0; i < sizeof with_value / sizeof with_value[0]; i++)
        if (!strcmp(opt, with_value[i])) return true;
    return false;
}

static int fail(const char *fmt, const char *arg) { return tool_error(fmt, arg); }

static bool parse_u64(const char *s, unsigned long long *out) {
    char *end;
    errno = 0;
    unsigned long long v = strtoull(s, &end, 10);
    if (!*s || *end || errno || s[0] == '-') return false;
    *out = v;
    return true;
}

/* x[,y[,z[,w]]] into v (missing lanes 0); a lane `#N` is the integer N.
 * *end: where parsing stopped. */
static bool parse_lanes(const char *p, rpu_vec *v, const char **stop) {
    memset(v, 0, sizeof *v);
    for (int i = 0; i < 4; i++) {
        char *end;
        if (*p == '#') {
            errno = 0;
            long long k = strtoll(p + 1, &end, 0);
            if (end == p + 1 || errno || k < INT32_MIN || k > UINT32_MAX) return false;
            v->u[i] = (uint32_t)k;
        } else {
            v->f[i] = strtof(p, &end);
            if (end == p) return false;
        }
        p = end;
        if (*p != ',') break;
        p++;
        if (i == 3) return false;
    }
    *stop = p;
    return true;
}

/* ADDR=x,y,z,w[;x,y,z,w]... */
static bool parse_mem_setting(const char *s, mem_setting *ms) {
    char *end;
    errno = 0;
    if (*s < '0' || *s > '9') return false;
    ms->addr = strtoull(s, &end, 0);
    if (errno || *end != '=') return false;
    const char *p = end + 1;
    for (;;) {
        rpu_vec *grown = realloc(ms->cells, (ms->ncells + 1) * sizeof *grown);
        if (!grown) return false;
        ms->cells = grown;
        if (!parse_lanes(p, &ms->cells[ms->ncells++], &p)) return false;
        if (!*p) return true;
        if (*p++ != ';') return false;
    }
}

/* ADDR[,COUNT] */
static bool parse_mem_print(const char *s, print_request *pr) {
    char *end;
    errno = 0;
    if (*s < '0' || *s > '9') return false;
    pr->addr = strtoull(s, &end, 0);
    pr->count = 1;
    if (!errno && *end == ',') {
        const char *c = end + 1;
        if (*c < '0' || *c > '9') return false;
        pr->count = strtoull(c, &end, 0);
    }
    return !errno && !*end && pr->count >= 1;
}

/* [T:]REG=x[,y[,z[,w]]] */
static bool parse_setting(const char *s, setting *st) {
    st->thread = -1;
    if (s[0] >= '0' && s[0] <= '3' && s[1] == ':') {
        st->thread = s[0] - '0';
        s += 2;
    }
    const char *eq = strchr(s, '=');
    char name[16];
    if (!eq || eq - s >= (long)sizeof name) return false;
    memcpy(name, s, (size_t)(eq - s));
    name[eq - s] = 0;
    if (!rpu_parse_regname(name, &st->reg)) return false;
    const char *end;
    return parse_lanes(eq + 1, &st->value, &end) && !*end;
}

static bool integer_lane(rpu_regname r, int lane) {
    return r.file == RPU_F_A || r.file == RPU_F_HIT_TRI || r.file == RPU_F_HIT_OBJ || (r.file == RPU_F_HIT && lane == 3);
}

static void print_vec(const rpu_vec *v, const char *name, bool ints, int thread, rpu_regname r) {
    if (thread >= 0) printf("thread %d: ", thread);
    printf("%s =", name);
    for (int i = 0; i < 4; i++) {
        if (ints || integer_lane(r, i))
            printf(" %d", v->i[i]);
        else
            printf(" %g", v->f[i]);
    }
    printf("\n");
}

static void print_request_out(rpu_thread *t, const rpu_machine *m, const print_request *pr, int thread) {
    rpu_regname r = {0, 0};
    if (pr->kind != PRINT_MEM) {
        rpu_parse_regname(pr->name, &r);
        print_vec(rpu_thread_reg(t, r), pr->name, pr->kind == PRINT_INT, thread, r);
        return;
    }
    for (unsigned long long k = 0; k < pr->count; k++) {
        char name[40];
        snprintf(name, sizeof name, "mem[%llu]", pr->addr + k);
        print_vec(&m->mem[pr->addr + k], name, false, thread, r);
    }
}

static void print_stats(const rpu_counters *c, bool chunk) {
    printf("instructions: %llu\n", (unsigned long long)c->instructions);
    printf("issues: %llu\n", (unsigned long long)c->issues);
    printf("cycles: %llu\n", (unsigned long long)c->cycles);
    printf("stalls: %llu\n", (unsigned long long)c->stalls);
    if (chunk)
        printf("active lanes: %.1f%%\n", c->lane_slots ? 100.0 * (double)c->active_lanes / (double)c->lane_slots : 0.0);
}

typedef struct options {
    const char *file, *call, *main_name, *surface, *scene, *out;
    setting *sets;
    int nsets;
    mem_setting *mem_sets;
    int nmem_sets;
    print_request *prints;
    int nprints;
    const char **light_at;
    int nlight_at;
    const char **lights; /* --light: light shader entries */
    int nlights;
    const char *imager;  /* --imager: an imager entry */
    int (*probes)[2];
    int nprobes;
    unsigned long long max_steps, max_depth, mem, width, height, jobs;
    bool chunk, stats, render, width_given, height_given;
} options;

/* Data memory for a run: the scene laid out by the scene glue (with --mem
 * free cells after it) or --mem zeroed cells, then the program's data area. */
static int setup_memory(const options *o, const rpu_object *obj, rpu_machine *m, rpu_scene **sc) {
    uint32_t surface_addr = 0, lights[o->nlights + 1];
    *sc = NULL;
    if (o->surface && !rpu_object_find_entry(obj, o->surface, &surface_addr)) return fail("no entry point '%s'", o->surface);
    for (int i = 0; i < o->nlights; i++)
        if (!rpu_object_find_entry(obj, o->lights[i], &lights[i])) return fail("no entry point '%s'", o->lights[i]);
    if (o->scene) {
        char *err = NULL;
        uint32_t *rib_lights = NULL;
        size_t nrib_lights = 0;
        bool ok = (*sc = rpu_scene_load(o->scene, o->light_at, (size_t)o->nlight_at, &err)) != NULL;
        /* A RIB scene's Surfaces and LightSources are the entries of their
         * names, unless --surface or --light say otherwise. */
        if (ok && rpu_scene_rib(*sc))
            ok = rpu_scene_rib_shaders(*sc, obj, !o->surface, &rib_lights, &nrib_lights, stderr, &err);
        bool rib_list = nrib_lights && !o->nlights;
        ok = ok && rpu_scene_install(*sc, m, o->mem, (int32_t)surface_addr, rib_list ? rib_lights : lights,
                                     rib_list ? nrib_lights : (size_t)o->nlights, &err);
        free(rib_lights);
        if (!ok) {
            fprintf(stderr, "rpu-vm: error: %s\n", err ? err : "cannot load the scene");
            free(err);
            rpu_scene_free(*sc);
            *sc = NULL;
            return 1;
        }
        return 0; /* the scene glue installed the program's data too */
    }
    m->ncells = o->mem;
    m->mem = calloc(o->mem ? o->mem : 1, sizeof *m->mem);
    /* the program's initial data after it (C3.x its address) */
    return m->mem && rpu_install_data(m, obj) ? 0 : fail("out of memory%s", "");
}

/* The machine both modes start from: limits, memory (setup_memory), then
 * ray tmin in C31.x and the -C register sets over what the data set. */
static int setup_machine(const options *o, rpu_object *obj, rpu_machine *m, rpu_scene **sc) {
    *m = (rpu_machine){.obj = obj, .max_steps = o->max_steps, .max_depth = (uint32_t)o->max_depth, .count_cycles = o->stats};
    if (setup_memory(o, obj, m, sc)) return 1;
    m->c[31].f[0] = TRACE_TMIN;
    for (int i = 0; i < o->nsets; i++)
        if (o->sets[i].reg.file == RPU_F_C) m->c[o->sets[i].reg.index] = o->sets[i].value;
    return 0;
}

static int run_function(const options *o, rpu_object *obj) {
    uint32_t entry = 0;
    if (o->call && !rpu_object_find_entry(obj, o->call, &entry)) return fail("no entry point '%s'", o->call);
    rpu_machine m;
    rpu_scene *sc;
    if (setup_machine(o, obj, &m, &sc)) return 1;
    int nt = o->chunk ? 4 : 1, rc = 0;
    rpu_thread *t[4] = {0};
    for (int i = 0; i < o->nmem_sets && !rc; i++) {
        const mem_setting *ms = &o->mem_sets[i];
        if (ms->addr > m.ncells || ms->ncells > m.ncells - ms->addr)
            rc = fail("--set-mem past the end of data memory (see --mem)%s", "");
        else
            memcpy(&m.mem[ms->addr], ms->cells, ms->ncells * sizeof *ms->cells);
    }
    for (int i = 0; i < o->nprints && !rc; i++)
        if (o->prints[i].kind == PRINT_MEM && (o->prints[i].addr > m.ncells || o->prints[i].count > m.ncells - o->prints[i].addr))
            rc = fail("--print-mem past the end of data memory%s", "");
    for (int i = 0; i < nt; i++) {
        if (!(t[i] = rpu_thread_new(&m))) rc = fail("out of memory%s", "");
    }
    if (rc) goto done;
    for (int i = 0; i < nt; i++) {
        rpu_thread_reset(t[i], entry);
        for (int k = 0; k < o->nsets; k++) {
            const setting *s = &o->sets[k];
            if (s->reg.file != RPU_F_C && (s->thread < 0 || s->thread == i)) *rpu_thread_reg(t[i], s->reg) = s->value;
        }
    }
    rpu_counters chunk;
    if (o->chunk)
        rpu_run_chunk(t, &chunk);
    else
        rpu_run(t[0]);
    for (int i = 0; i < nt; i++) {
        if (rpu_thread_status(t[i]) == RPU_FAULT) {
            char msg[1024];
            if (o->chunk) fprintf(stderr, "thread %d: ", i);
            fprintf(stderr, "%s\n", rpu_format_fault(t[i], o->file, msg, sizeof msg));
            rc = 1;
            continue;
        }
        for (int k = 0; k < o->nprints; k++) print_request_out(t[i], &m, &o->prints[k], o->chunk ? i : -1);
    }
    if (o->stats) print_stats(o->chunk ? &chunk : rpu_thread_counters(t[0]), o->chunk);
done:
    for (int i = 0; i < nt; i++) rpu_thread_free(t[i]);
    free(m.mem);
    rpu_scene_free(sc);
    return rc;
}

static int run_render(const options *o, rpu_object *obj) {
#ifdef RPUVM_HAVE_SCENE
    uint32_t main_addr = 0;
    if (o->main_name ? !rpu_object_find_entry(obj, o->main_name, &main_addr) : !o->scene)
        return fail("--render needs --main NAME naming an entry point%s", "");
    if (!o->out) return fail("--render needs -o OUT.png%s", "");
    if (!o->width || !o->height || o->width > 16384 || o->height > 16384)
        return fail("image size must be 1..16384 pixels a side%s", "");
    rpu_machine m;
    rpu_scene *sc;
    if (setup_machine(o, obj, &m, &sc)) return 1;
    /* The main shader per pixel at its centre (one sample, box filter), or
     * the surfaces at the hits of the scene camera's rays; a RIB scene's
     * camera, sampling, filter, crop window and exposure (-W/-H in place
     * of its Format). */
    const scene *s = rpu_scene_get(sc);
    const scene_rib *rib = rpu_scene_rib(sc);
    scene_camera camera = s ? s->camera : (scene_camera){.look = {0, 0, 1}, .up = {0, 1, 0}, .fov = 90};
    render_view view = render_view_simple(&camera, (int)o->width, (int)o->height);
    char *err = NULL;
    int rc = 0;
    /* -W or -H alone: the other follows Format's aspect ratio. */
    int w = rib ? rib->opt.xres : 0, h = rib ? rib->opt.yres : 0;
    if (rib && (o->width_given || o->height_given)) {
        w = o->width_given ? (int)o->width : (int)((double)o->height * w / h + 0.5);
        h = o->height_given ? (int)o->height : (int)((double)o->width * h / rib->opt.xres + 0.5);
    }
    if (rib && !render_view_rib(&rib->opt, &camera, w < 1 ? 1 : w, h < 1 ? 1 : h, &view, &err)) {
        fprintf(stderr, "rpu-vm: error: %s: %s\n", o->scene, err);
        free(err);
        free(m.mem);
        rpu_scene_free(sc);
        return 1;
    }
    /* The imager: --imager's entry, else the one named as the RIB's Imager. */
    const char *imager = o->imager ? o->imager : rib && rib->opt.imager >= 0 ? rib->shaders[rib->opt.imager].name : NULL;
    uint32_t imager_addr = 0;
    if (imager && !rpu_object_find_entry(obj, imager, &imager_addr)) {
        free(m.mem);
        rpu_scene_free(sc);
        return fail("no imager entry '%s' (rsl2ll --target=rpu of an imager shader)", imager);
    }
    size_t ow = (size_t)render_view_out_width(&view), npix = ow * (size_t)render_view_out_height(&view);
    float *rgba = calloc(npix * 4, sizeof *rgba);
    if (!rgba || !m.mem) {
        rc = fail("out of memory%s", "");
    } else {
        rpu_render_opts ro = {.view = &view, .threads = (int)o->jobs, .chunk = o->chunk,
                              .run_main = o->main_name != NULL, .main_addr = main_addr,
                              .run_imager = imager != NULL, .imager_addr = imager_addr};
        rpu_counters c;
        size_t faults = 0;
        clock_t t0 = clock(); /* processor time of all workers: the rate per core */
        bool rendered = rpu_render(&m, sc, &ro, rgba, &c, &faults, o->file, stderr, &err);
        clock_t t1 = clock();
        if (!rendered) {
            fprintf(stderr, "rpu-vm: error: %s\n", err);
            free(err);
            err = NULL;
            rc = 1;
        }
        if (faults) {
            fprintf(stderr, "rpu-vm: error: %zu sample(s) faulted\n", faults);
            rc = 1;
        }
        bool alpha = rib && rib->opt.display_mode && !strcmp(rib->opt.display_mode, "rgba");
        if (!render_write_png(o->out, (int)ow, (int)(npix / ow), rgba, alpha, &err)) {
            fprintf(stderr, "rpu-vm: error: %s\n", err);
            free(err);
            rc = 1;
        }
        for (int i = 0; i < o->nprobes; i++) {
            if ((size_t)o->probes[i][0] >= ow || (size_t)o->probes[i][1] >= npix / ow) {
                rc = fail("--probe outside the image%s", "");
                continue;
            }
            const float *p = &rgba[4 * ((size_t)o->probes[i][1] * ow + (size_t)o->probes[i][0])];
            printf("pixel %d %d = %g %g %g\n", o->probes[i][0], o->probes[i][1], p[0], p[1], p[2]);
        }
        if (o->stats) {
            print_stats(&c, o->chunk);
            printf("pixels: %zu\n", npix);
            printf("render cpu seconds: %.6f\n", (double)(t1 - t0) / CLOCKS_PER_SEC);
        }
    }
    free(rgba);
    free(m.mem);
    rpu_scene_free(sc);
    return rc;
#else
    (void)o, (void)obj;
    return fail("--render is not available: rpu-vm was built without the scene library%s", "");
#endif
}

int main(int argc, char **argv) {
    tool_init("rpu-vm", usage_text);
    options o = {.max_steps = 10000000, .max_depth = 256, .mem = 1024, .width = 256, .height = 256, .jobs = 2};
    o.sets = calloc((size_t)argc, sizeof *o.sets);
    o.prints = calloc((size_t)argc, sizeof *o.prints);
    o.mem_sets = calloc((size_t)argc, sizeof *o.mem_sets);
    o.probes = calloc((size_t)argc, sizeof *o.probes);
    o.light_at = calloc((size_t)argc, sizeof *o.light_at);
    o.lights = calloc((size_t)argc, sizeof *o.lights);
    int rc = 0;
    if (!o.sets || !o.prints || !o.probes || !o.light_at || !o.lights || !o.mem_sets) return 1;
    for (int i = 1; i < argc && !rc; i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        unsigned long long *num = NULL;
        if (tool_info_option(a)) {
            goto out;
        } else if (!strcmp(a, "--chunk")) {
            o.chunk = true;
        } else if (!strcmp(a, "--stats")) {
            o.stats = true;
        } else if (!strcmp(a, "--render")) {
            o.render = true;
        } else if (takes_value(a) && !v) {
            rc = fail("option '%s' needs a value", a);
        } else if (!strcmp(a, "--call")) {
            o.call = argv[++i];
        } else if (!strcmp(a, "--main")) {
            o.main_name = argv[++i];
        } else if (!strcmp(a, "--surface")) {
            o.surface = argv[++i];
        } else if (!strcmp(a, "--scene")) {
            o.scene = argv[++i];
        } else if (!strcmp(a, "--light-at")) {
            o.light_at[o.nlight_at++] = argv[++i];
        } else if (!strcmp(a, "--light")) {
            o.lights[o.nlights++] = argv[++i];
        } else if (!strcmp(a, "--imager")) {
            o.imager = argv[++i];
        } else if (!strcmp(a, "-o")) {
            o.out = argv[++i];
        } else if (!strcmp(a, "--set")) {
            if (!parse_setting(argv[++i], &o.sets[o.nsets++])) rc = fail("bad --set '%s' (expected [T:]REG=x,y,z,w)", v);
        } else if (!strcmp(a, "--set-mem")) {
            if (!parse_mem_setting(argv[++i], &o.mem_sets[o.nmem_sets++]))
                rc = fail("bad --set-mem '%s' (expected ADDR=x,y,z,w[;x,y,z,w]...)", v);
        } else if (!strcmp(a, "--print") || !strcmp(a, "--print-int")) {
            rpu_regname r;
            if (!rpu_parse_regname(v, &r)) rc = fail("unknown register '%s'", v);
            o.prints[o.nprints++] = (print_request){a[7] ? PRINT_INT : PRINT_REG, argv[++i], 0, 0};
        } else if (!strcmp(a, "--print-mem")) {
            print_request *pr = &o.prints[o.nprints++];
            pr->kind = PRINT_MEM;
            if (!parse_mem_print(argv[++i], pr)) rc = fail("bad --print-mem '%s' (expected ADDR[,COUNT])", v);
        } else if (!strcmp(a, "--probe")) {
            int *p = o.probes[o.nprobes++];
            char tail;
            if (sscanf(argv[++i], "%d,%d%c", &p[0], &p[1], &tail) != 2 || p[0] < 0 || p[1] < 0)
                rc = fail("bad --probe '%s' (expected X,Y)", v);
        } else if (!strcmp(a, "--max-steps")) {
            num = &o.max_steps;
        } else if (!strcmp(a, "--max-depth")) {
            num = &o.max_depth;
        } else if (!strcmp(a, "--mem")) {
            num = &o.mem;
        } else if (!strcmp(a, "-W")) {
            num = &o.width;
            o.width_given = true;
        } else if (!strcmp(a, "-H")) {
            num = &o.height;
            o.height_given = true;
        } else if (!strcmp(a, "-j")) {
            num = &o.jobs;
        } else if (a[0] == '-' && a[1]) {
            rc = fail("unknown option '%s'", a);
        } else if (o.file) {
            rc = fail("more than one program file ('%s')", a);
        } else {
            o.file = a;
        }
        if (num && !rc) {
            if (!parse_u64(argv[++i], num)) rc = fail("option '%s' needs a non-negative integer", a);
        }
    }
    if (!rc && (o.max_depth < 1 || o.max_depth > 65536)) rc = fail("--max-depth must be 1..65536%s", "");
    if (!rc && o.mem > (1u << 26)) rc = fail("--mem must be at most 67108864 cells%s", "");
    if (!rc && (o.jobs < 1 || o.jobs > 64)) rc = fail("-j must be 1..64%s", "");
    if (!rc && !o.file) rc = fail("no program file%s", "");
    if (!rc && o.nlight_at && !o.scene) rc = fail("--light-at needs --scene%s", "");
    if (!rc && o.nlights && !o.scene) rc = fail("--light needs --scene%s", "");
    for (int i = 0; !rc && i < o.nprobes; i++)
        if ((unsigned long long)o.probes[i][0] >= o.width || (unsigned long long)o.probes[i][1] >= o.height)
            rc = fail("--probe outside the image%s", "");
    FILE *input = rc ? NULL : tool_open_input(o.file, true); /* a missing file, as the tools report it */
    if (!rc && !input) rc = 1;
    if (input) tool_close(input, o.file);
    if (!rc) {
        rpu_object *obj = rpu_load_program(o.file, stderr);
        if (!obj)
            rc = 1;
        else
            rc = o.render ? run_render(&o, obj) : run_function(&o, obj);
        rpu_object_free(obj);
    }
out:
    free(o.sets);
    for (int i = 0; i < o.nmem_sets; i++) free(o.mem_sets[i].cells);
    free(o.mem_sets);
    free(o.prints);
    free(o.probes);
    free(o.light_at);
    free(o.lights);
    return rc;
}
