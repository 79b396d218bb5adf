/* Shader instances: a shader entry with parameter values bound by name (a
 * RIB's `Surface "plastic" "Ks" [0.8]`), checked against the shader's
 * parameters and stored in a params struct of the shader's own layout.  The
 * shader wrapper (entries.c) computes the defaults at every shading point
 * and then copies the bound fields over them, so RIB values replace
 * defaults (RI 3.2) while computed defaults stay computed where they are. */
#define _POSIX_C_SOURCE 200809L
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Target.h>

#include "jit_internal.h"
#include "rsl_dynamic.h"
#include "rsl_format.h"
/* The frontend's names of shader kinds and types (rslfront.h keeps them
 * private; entries.c reads ast.h too). */
#include "ast.h"

struct rsl_jit_instance {
    const rsl_jit_unit *unit;
    const rsl_jit_entry_impl *entry;
    void *bound;         /* the params struct; NULL while nothing is bound */
    unsigned char *mask; /* per parameter: bound */
    rsl_matrix shader_space;
    bool has_shader_space;
};

const char *rsl_jit_kind_name(int kind)
{
    return rsl_shader_kind_name((enum rsl_shader_kind)kind);
}

void rsl_jit_entry_free(rsl_jit_entry_impl *e)
{
    free(e->name);
    free(e->symbol);
    free(e->wrapper_name);
    free(e->unsupported);
    for (int i = 0; i < e->nshader_params; i++)
        free((char *)e->shader_params[i].name);
    free(e->shader_params);
    free(e->reads);
    free(e->field_offset);
    free(e->field_stride);
}

void rsl_jit_layout_params(rsl_jit_unit *u)
{
    LLVMTargetDataRef td = LLVMGetExecutionEngineTargetData(u->engine);
    for (int i = 0; i < u->nentries; i++) {
        rsl_jit_entry_impl *e = &u->entries[i];
        if (!e->params_type)
            continue;
        int n = e->nshader_params;
        e->params_size = (size_t)LLVMABISizeOfType(td, e->params_type);
        e->params_align = LLVMABIAlignmentOfType(td, e->params_type);
        e->field_offset = calloc(n ? (size_t)n : 1, sizeof *e->field_offset);
        e->field_stride = calloc(n ? (size_t)n : 1, sizeof *e->field_stride);
        for (int p = 0; p < n; p++) {
            LLVMTypeRef ft = LLVMStructGetTypeAtIndex(e->params_type, (unsigned)p);
            if (LLVMGetTypeKind(ft) == LLVMArrayTypeKind && e->shader_params[p].array_len != RSL_JIT_NOT_ARRAY)
                ft = LLVMGetElementType(ft);
            e->field_offset[p] = (size_t)LLVMOffsetOfElement(td, e->params_type, (unsigned)p);
            e->field_stride[p] = (size_t)LLVMABISizeOfType(td, ft);
        }
    }
}

const rsl_jit_shader_param *rsl_jit_shader_params(const rsl_jit_entry *entry, int *count)
{
    const rsl_jit_entry_impl *e = (const rsl_jit_entry_impl *)entry;
    *count = e->nshader_params;
    return e->shader_params;
}

static bool is_spatial(int type)
{
    return type == RSL_T_POINT || type == RSL_T_VECTOR || type == RSL_T_NORMAL;
}

/* Floats per value of a numeric type. */
static int float_count(int type)
{
    return type == RSL_T_FLOAT ? 1 : type == RSL_T_MATRIX ? 16 : 3;
}

int rsl_jit_type_from_name(const char *name)
{
    for (int k = RSL_T_FLOAT; k < RSL_T_COUNT; k++)
        if (strcmp(rsl_type_kind_name((enum rsl_type_kind)k), name) == 0)
            return k;
    return -1;
}

/* Whether a value declared `value` may be bound to a parameter of type
 * `param`: the same type, or two of point/vector/normal. */
static bool type_fits(int param, int value)
{
    return param == value || (is_spatial(param) && is_spatial(value));
}

/* Appends a line to the malloc'd text *lines (NULL: empty). */
static void add_line(char **lines, char *line)
{
    char *joined = rsl_format("%s%s\n", *lines ? *lines : "", line);
    free(*lines);
    free(line);
    *lines = joined;
}

/* Checks value v against parameter p of e; the error text or NULL. */
static char *check_value(const rsl_jit_entry_impl *e, const rsl_jit_shader_param *p, const rsl_jit_param_value *v)
{
    const char *kind = rsl_jit_kind_name(e->pub.kind);
    if (!type_fits(p->type, v->type))
        return rsl_format("parameter '%s' of %s '%s' is a %s, the value a %s", p->name, kind, e->pub.name,
                          rsl_type_kind_name(p->type), rsl_type_kind_name(v->type));
    int want = p->array_len == RSL_JIT_NOT_ARRAY ? 1 : p->array_len;
    if (v->count != want) {
        if (p->array_len == RSL_JIT_NOT_ARRAY)
            return rsl_format("parameter '%s' of %s '%s' is one %s, given %d values", p->name, kind, e->pub.name,
                              rsl_type_kind_name(p->type), v->count);
        return rsl_format("parameter '%s' of %s '%s' is an array of %d %s, given %d values", p->name, kind,
                          e->pub.name, p->array_len, rsl_type_kind_name(p->type), v->count);
    }
    if (v->type == RSL_T_STRING ? !v->s : !v->f)
        return rsl_format("parameter '%s' of %s '%s': the value has no data", p->name, kind, e->pub.name);
    return NULL;
}

/* Stores v (checked) into field `index` of the instance's params struct. */
static void store_value(rsl_jit_instance *inst, int index, const rsl_jit_param_value *v)
{
    const rsl_jit_entry_impl *e = inst->entry;
    unsigned char *field = (unsigned char *)inst->bound + e->field_offset[index];
    for (int k = 0; k < v->count; k++) {
        unsigned char *slot = field + (size_t)k * e->field_stride[index];
        if (v->type == RSL_T_STRING) {
            rsl_string id = rsl_jit_string_id(inst->unit, v->s[k] ? v->s[k] : "");
            memcpy(slot, &id, sizeof id);
        } else {
            int nf = float_count(v->type);
            memcpy(slot, v->f + (size_t)k * (size_t)nf, (size_t)nf * sizeof(float));
        }
    }
    inst->mask[index] = 1;
}

/* The error when a bound parameter feeds an unbound one's default (that
 * default is computed from the default, not from the bound value). */
static char *check_defaults_read(const rsl_jit_instance *inst)
{
    const rsl_jit_entry_impl *e = inst->entry;
    int n = e->nshader_params;
    for (int j = 0; j < n; j++)
        for (int i = 0; i < j && !inst->mask[j]; i++)
            if (inst->mask[i] && e->reads[j * n + i])
                return rsl_format("the default of parameter '%s' of %s '%s' is computed from '%s', which has a "
                                  "value bound: not supported (bind '%s' too)",
                                  e->shader_params[j].name, rsl_jit_kind_name(e->pub.kind), e->pub.name,
                                  e->shader_params[i].name, e->shader_params[j].name);
    return NULL;
}

rsl_jit_instance *rsl_jit_instance_new(const rsl_jit_unit *u, const rsl_jit_entry *entry,
                                       const rsl_jit_param_value *vals, int nvals, char **warnings, char **err)
{
    const rsl_jit_entry_impl *e = (const rsl_jit_entry_impl *)entry;
    *err = NULL;
    if (warnings)
        *warnings = NULL;
    if (entry->kind == RSL_SHADER_FUNCTION) {
        *err = rsl_format("'%s' is a function, not a shader", entry->name);
        return NULL;
    }
    if (entry->unsupported) {
        *err = rsl_format("the %s shader '%s' cannot run: %s", rsl_jit_kind_name(entry->kind), entry->name,
                          entry->unsupported);
        return NULL;
    }
    rsl_jit_instance *inst = calloc(1, sizeof *inst);
    inst->unit = u;
    inst->entry = e;
    int n = e->nshader_params;
    inst->mask = calloc(n ? (size_t)n : 1, 1);
    for (int i = 0; i < nvals && !*err; i++) {
        const rsl_jit_param_value *v = &vals[i];
        if (!v->name) {
            *err = rsl_format("value %d for %s '%s' has no name", i + 1, rsl_jit_kind_name(entry->kind), entry->name);
            break;
        }
        int index = -1;
        for (int p = 0; p < n && index < 0; p++)
            if (strcmp(e->shader_params[p].name, v->name) == 0)
                index = p;
        if (index < 0) {
            if (warnings)
                add_line(warnings, rsl_format("parameter '%s' is not a parameter of %s '%s'", v->name,
                                              rsl_jit_kind_name(entry->kind), entry->name));
            continue;
        }
        if ((*err = check_value(e, &e->shader_params[index], v)))
            break;
        if (!inst->bound) {
            size_t align = e->params_align > sizeof(void *) ? e->params_align : sizeof(void *);
            size_t size = (e->params_size + align - 1) / align * align;
            inst->bound = aligned_alloc(align, size ? size : align);
            memset(inst->bound, 0, size ? size : align);
        }
        store_value(inst, index, v);
    }
    if (!*err)
        *err = check_defaults_read(inst);
    if (*err) {
        if (warnings) {
            free(*warnings);
            *warnings = NULL;
        }
        rsl_jit_instance_free(inst);
        return NULL;
    }
    return inst;
}

void rsl_jit_instance_free(rsl_jit_instance *inst)
{
    if (!inst)
        return;
    free(inst->bound);
    free(inst->mask);
    free(inst);
}

void rsl_jit_instance_set_shader_space(rsl_jit_instance *inst, const rsl_matrix *to_current)
{
    inst->shader_space = *to_current;
    inst->has_shader_space = true;
}

uint64_t rsl_jit_instance_globals_read(const rsl_jit_instance *inst)
{
    return inst->entry->globals_read;
}

bool rsl_jit_instance_reads_point_state(const rsl_jit_instance *inst)
{
    return inst->unit->point_state;
}

const rsl_jit_entry *rsl_jit_instance_entry(const rsl_jit_instance *inst)
{
    return &inst->entry->pub;
}

void rsl_jit_instance_call(const rsl_jit_instance *inst, rsl_jit_shader_call *c)
{
    rsl_jit_shader_call_init(c, inst->unit, &inst->entry->pub, inst->bound, inst->mask,
                             inst->has_shader_space ? &inst->shader_space : NULL);
}

/* inst's parameters into storage, then its body when `body`. */
static void run_bound(const rsl_jit_instance *inst, rsl_globals *g, void *storage, bool body)
{
    rsl_jit_shader_call c;
    rsl_jit_instance_call(inst, &c);
    rsl_jit_shader_call_run(&c, g, storage, body);
}

void rsl_jit_instance_params_into(const rsl_jit_instance *inst, rsl_globals *g, void *storage)
{
    run_bound(inst, g, storage, false);
}

void rsl_jit_run_instance(const rsl_jit_instance *inst, rsl_globals *g)
{
    run_bound(inst, g, NULL, true);
}

size_t rsl_jit_instance_params_size(const rsl_jit_instance *inst)
{
    return inst->entry->params_size;
}

const rsl_jit_shader_param *rsl_jit_instance_param(const rsl_jit_instance *inst, const char *name, size_t *offset,
                                                   size_t *stride)
{
    const rsl_jit_entry_impl *e = inst->entry;
    for (int i = 0; i < e->nshader_params; i++)
        if (strcmp(e->shader_params[i].name, name) == 0) {
            *offset = e->field_offset[i];
            *stride = e->field_stride[i];
            return &e->shader_params[i];
        }
    return NULL;
}

const char *rsl_jit_instance_string(const rsl_jit_instance *inst, rsl_string id)
{
    if (id < inst->unit->nstrings && inst->unit->strings[id])
        return inst->unit->strings[id];
    return rsl_host_string_text(NULL, id);
}
