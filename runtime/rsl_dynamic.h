/* What a target with a heap and an output stream adds to rsl_abi.h: strings
 * made at run time (format, concat), printf, regular expressions (match)
 * and message passing (surface(), attribute(), rendererinfo(), ...).
 *
 * Only the host has both, so only the host glue (glue_host.c) defines the
 * rsl_env_* calls below, each forwarding to its rsl_host_* counterpart
 * (host_strings.c, host_messages.c, host_arrays.c: native C in
 * librslruntime, registered for MCJIT by rsl_host_add_symbols).  The RPU and
 * PTX have neither malloc nor stdout: the frontend reports these forms there
 * at compile time (frontend/irgen_dynamic.c) and never emits the calls.
 *
 * Resizable arrays (`float a[]` as a local, with resize/push/pop/
 * arraylength) live on the host's heap the same way: a header in the
 * function's frame, the elements malloc'd, freed when the function returns.
 *
 * A string made at run time is interned too, so that it compares, prints and
 * passes as a literal does: when its text is one of the module's literals it
 * gets that literal's id (so concat("a", "b") == "ab" holds), otherwise an
 * id at or above RSL_STRING_CREATED_FIRST from one process-wide table, the
 * same text always the same id.  Every call that reads or makes strings
 * therefore gets the module's literal table @rsl.strings, which irgen ends
 * with a NULL entry. */
#ifndef RSL_DYNAMIC_H
#define RSL_DYNAMIC_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "rsl_abi.h"

#define RSL_STRING_CREATED_FIRST 0x40000000u

/* One argument of format/printf/concat: its rsl_type_kind and the address of
 * its value (a float, a float3 (16 bytes), a string id, 16 floats). */
typedef struct rsl_dynamic_arg {
    int32_t kind;
    const void *value;
} rsl_dynamic_arg;

/* A resizable array's header (irgen makes the same {ptr, i32, i32}): zeroed
 * when the function starts, its elements freed and the header zeroed again
 * at its declaration (a declaration in a loop starts empty each time) and
 * when the function returns.  Elements past `length` up to `capacity` stay
 * allocated; new elements are zero.  An index outside [0, length) is
 * clamped into it (an empty array's element is a zeroed temporary), so a
 * shader never reaches past the allocation.  At most RSL_RESIZABLE_MAX elements:
 * a longer resize or push is cut there with a warning on stderr. */
typedef struct rsl_resizable_array {
    void *data;
    int32_t length, capacity;
} rsl_resizable_array;
#define RSL_RESIZABLE_MAX (1 << 24)

/* The message-passing functions, all `float NAME(string name; output TYPE
 * var)`: 1 and var written when the renderer knows `name` with var's type. */
#define RSL_MESSAGE_FUNCTIONS(X)  \
    X(SURFACE, "surface")         \
    X(DISPLACEMENT, "displacement") \
    X(LIGHTSOURCE, "lightsource") \
    X(ATMOSPHERE, "atmosphere")   \
    X(INCIDENT, "incident")       \
    X(OPPOSITE, "opposite")       \
    X(ATTRIBUTE, "attribute")     \
    X(OPTION, "option")           \
    X(RENDERERINFO, "rendererinfo")
enum rsl_message_function {
#define RSL_X_(k, s) RSL_MSG_##k,
    RSL_MESSAGE_FUNCTIONS(RSL_X_)
#undef RSL_X_
    RSL_MSG_COUNT
};

/* What rendererinfo("renderer") and ("versionstring") answer, and
 * rendererinfo("version") as float[4]. */
#define RSL_RENDERER_NAME "rsltools"
#define RSL_RENDERER_VERSION_STRING RSLTOOLS_VERSION /* rsltools/version.h, generated */
#define RSL_RENDERER_VERSION {RSLTOOLS_VERSION_MAJOR, RSLTOOLS_VERSION_MINOR, RSLTOOLS_VERSION_PATCH, 0}

/* format: the text of `format` with each conversion replaced by the next
 * argument (%f %d %e %g %s %p %c %m with flags, width and precision as C's
 * printf; %d prints a float's integer part; %% is '%'; a triple prints as three numbers with one space
 * between, a matrix as sixteen).  concat is format with one %s per
 * argument.  printf writes the same text to stderr (unbuffered: the
 * lines of threads do not interleave within a call). */
rsl_string rsl_env_format(const char *const *literals, rsl_string format, int32_t nargs,
                          const rsl_dynamic_arg *args);
void rsl_env_printf(const char *const *literals, rsl_string format, int32_t nargs,
                    const rsl_dynamic_arg *args);
/* 1 when the POSIX extended regular expression `pattern` matches somewhere
 * in `subject`, else 0 (also for a pattern that does not compile). */
float rsl_env_match(const char *const *literals, rsl_string pattern, rsl_string subject);
/* A message-passing call: var has `kind` (enum rsl_type_kind) and `count`
 * elements (1 unless it is an array). */
float rsl_env_message(rsl_globals *g, const char *const *literals, int32_t function, rsl_string name,
                      int32_t kind, int32_t count, void *var);
/* resize(a, n) (n rounded down, negative as 0); push returns the new last
 * element's address (zeroed), pop the address of the element it removed
 * (valid until the next change of the array; zeroes when it was empty);
 * free empties the array. */
void rsl_env_array_resize(rsl_resizable_array *a, int32_t elem_size, float n);
void *rsl_env_array_push(rsl_resizable_array *a, int32_t elem_size);
void *rsl_env_array_pop(rsl_resizable_array *a, int32_t elem_size);
void rsl_env_array_free(rsl_resizable_array *a);

rsl_string rsl_host_format(const char *const *literals, rsl_string format, int32_t nargs,
                           const rsl_dynamic_arg *args);
void rsl_host_printf(const char *const *literals, rsl_string format, int32_t nargs,
                     const rsl_dynamic_arg *args);
float rsl_host_match(const char *const *literals, rsl_string pattern, rsl_string subject);
float rsl_host_message(rsl_globals *g, const char *const *literals, int32_t function, rsl_string name,
                       int32_t kind, int32_t count, void *var);
void rsl_host_array_resize(rsl_resizable_array *a, int32_t elem_size, float n);
void *rsl_host_array_push(rsl_resizable_array *a, int32_t elem_size);
void *rsl_host_array_pop(rsl_resizable_array *a, int32_t elem_size);
void rsl_host_array_free(rsl_resizable_array *a);

/* ---- Host side (librslruntime) ------------------------------------------------ */
/* One conversion of a format after its '%': flags ("-+ #0"), width and
 * precision (-1 when not written; clamped to 1024) and the letter, one of
 * RSL_FORMAT_LETTERS.  rsl_format_parse_conversion moves *p past it and
 * returns true, or returns false with *p at the character where it stopped
 * (also in letter).  The frontend checks constant formats with the same
 * parser. */
#define RSL_FORMAT_LETTERS "fdegspcm"
typedef struct rsl_format_conversion {
    char flags[8];
    int width, prec;
    char letter;
} rsl_format_conversion;
bool rsl_format_parse_conversion(const char **p, rsl_format_conversion *c);
/* format's text (malloc'd, NUL-ended, *len bytes before the NUL): what
 * rsl_host_format interns, and what the frontend folds a format of
 * constants to, so both agree. */
char *rsl_host_format_text(const char *const *literals, rsl_string format, int32_t nargs,
                           const rsl_dynamic_arg *args, size_t *len);
/* The id of `text` (len bytes, no NUL needed) among `literals` (NULL-ended,
 * may be NULL) or in the process-wide table of made strings. */
rsl_string rsl_host_string_make(const char *const *literals, const char *text, size_t len);
/* The text of `id` ("" for an id neither table has). */
const char *rsl_host_string_text(const char *const *literals, rsl_string id);
/* option("Format") answers (width, height, pixel aspect) once a renderer has
 * set them; 0 width: unknown (the default), option("Format") returns 0. */
void rsl_host_set_format(int width, int height, float pixel_aspect);
/* A renderer's answers to message passing other than rendererinfo: 1 with
 * var written, or 0 (unknown); `name` is the text of the call's name. */
typedef float (*rsl_host_message_fn)(struct rsl_globals *g, const char *const *literals, int32_t function,
                                     const char *name, int32_t kind, int32_t count, void *var);
void rsl_host_set_message_hook(rsl_host_message_fn fn); /* NULL: none */
/* illuminance's category string (not "") against the light it is at: the
 * renderer's hook says (a light's "__category"); without one every light
 * matches.  The host glue asks after rsl_host_illuminance said the light
 * shines. */
typedef float (*rsl_host_category_fn)(struct rsl_globals *g, const char *category);
void rsl_host_set_category_hook(rsl_host_category_fn fn);
float rsl_host_light_category(struct rsl_globals *g, const char *const *literals, rsl_string category);

#endif /* RSL_DYNAMIC_H */
