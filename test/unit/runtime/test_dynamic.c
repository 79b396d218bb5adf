/* The host's strings made at run time, format and resizable arrays
 * (rsl_dynamic.h), called directly: interning against a literal table,
 * the conversion parser shared with the frontend, clamped field widths,
 * and the arrays' lengths, zeroing and freeing.  Expected texts by hand
 * from C's printf rules. */
#include <string.h>

#include "rsl_dynamic.h"
#include "runtime_tests.h"

static const char *const literals[] = {"", "current", "ab", "x=1.50", NULL};

static void interning(void) {
    /* A text the table has keeps its literal id; others get one made id each. */
    CU_ASSERT_EQUAL(rsl_host_string_make(literals, "ab", 2), 2);
    CU_ASSERT_EQUAL(rsl_host_string_make(literals, "abc", 2), 2); /* only len bytes count */
    rsl_string made = rsl_host_string_make(literals, "a fresh text", 12);
    CU_ASSERT(made >= RSL_STRING_CREATED_FIRST);
    CU_ASSERT_EQUAL(rsl_host_string_make(NULL, "a fresh text", 12), made);
    CU_ASSERT_NOT_EQUAL(rsl_host_string_make(NULL, "another", 7), made);
    CU_ASSERT_STRING_EQUAL(rsl_host_string_text(literals, made), "a fresh text");
    CU_ASSERT_STRING_EQUAL(rsl_host_string_text(literals, 1), "current");
    /* Ids neither table has read as "". */
    CU_ASSERT_STRING_EQUAL(rsl_host_string_text(literals, 4), "");
    CU_ASSERT_STRING_EQUAL(rsl_host_string_text(literals, RSL_STRING_CREATED_FIRST + 1000000), "");
}

static void conversions(void) {
    rsl_format_conversion c;
    const char *p = "-08.3f rest";
    CU_ASSERT_TRUE(rsl_format_parse_conversion(&p, &c));
    CU_ASSERT_STRING_EQUAL(c.flags, "-0");
    CU_ASSERT_EQUAL(c.width, 8);
    CU_ASSERT_EQUAL(c.prec, 3);
    CU_ASSERT_EQUAL(c.letter, 'f');
    CU_ASSERT_STRING_EQUAL(p, " rest");
    p = "99999999999.5p";
    CU_ASSERT_TRUE(rsl_format_parse_conversion(&p, &c));
    CU_ASSERT_EQUAL(c.width, 1024); /* clamped */
    CU_ASSERT_EQUAL(c.prec, 5);
    p = "5q";
    CU_ASSERT_FALSE(rsl_format_parse_conversion(&p, &c));
    CU_ASSERT_EQUAL(c.letter, 'q');
    CU_ASSERT_STRING_EQUAL(p, "q"); /* where it stopped */
    p = "5..f";
    CU_ASSERT_FALSE(rsl_format_parse_conversion(&p, &c));
    CU_ASSERT_STRING_EQUAL(p, ".f");
}

static const char *formatted(const char *fmt, int32_t nargs, const rsl_dynamic_arg *args) {
    const char *const table[] = {"", fmt, NULL};
    return rsl_host_string_text(NULL, rsl_host_format(table, 1, nargs, args));
}

static void formatting(void) {
    float x = 1.5f;
    rsl_float3 p = {1, 2, 3};
    rsl_string ab = 2;
    rsl_dynamic_arg args[] = {{RSL_T_FLOAT, &x}, {RSL_T_POINT, &p}, {RSL_T_STRING, &ab}};
    /* The result is a literal's id when the table has its text. */
    CU_ASSERT_EQUAL(rsl_host_format(literals, rsl_host_string_make(NULL, "x=%.2f", 6), 1, args), 3);
    CU_ASSERT_STRING_EQUAL(formatted("[%6.2f]", 1, args), "[  1.50]");
    CU_ASSERT_STRING_EQUAL(formatted("%d|%.0p", 2, args), "1|1 2 3");
    CU_ASSERT_STRING_EQUAL(formatted("%%%s%%", 0, args), "%%s%"); /* no argument left: as written */
    /* Flags C leaves undefined for a conversion are dropped: '#', '0' on %s, '#' on %d. */
    rsl_string made = rsl_host_string_make(NULL, "ab", 2); /* formatted()'s table lacks "ab" */
    CU_ASSERT_STRING_EQUAL(formatted("[%#05s]", 1, (rsl_dynamic_arg[]){{RSL_T_STRING, &made}}), "[   ab]");
    CU_ASSERT_STRING_EQUAL(formatted("[%#04d]", 1, args), "[0001]");
    CU_ASSERT_STRING_EQUAL(formatted("[%#.0f]", 1, args), "[2.]");
    /* A huge width is clamped to 1024: 1023 spaces and the digit. */
    const char *wide = formatted("%99999999.0f", 1, args);
    CU_ASSERT_EQUAL(strlen(wide), 1024);
    CU_ASSERT_EQUAL(wide[1023], '2'); /* 1.5 rounds to even: 2 */
}

static void resizable(void) {
    rsl_resizable_array a = {0};
    for (int i = 0; i < 100; i++)
        *(float *)rsl_host_array_push(&a, sizeof(float)) = (float)i;
    CU_ASSERT_EQUAL(a.length, 100);
    CU_ASSERT(a.capacity >= 100);
    CU_ASSERT_EQUAL(((float *)a.data)[99], 99.0f);
    CU_ASSERT_EQUAL(*(float *)rsl_host_array_pop(&a, sizeof(float)), 99.0f);
    CU_ASSERT_EQUAL(a.length, 99);
    rsl_host_array_resize(&a, sizeof(float), 101.7f);
    CU_ASSERT_EQUAL(a.length, 101);
    CU_ASSERT_EQUAL(((float *)a.data)[99], 0.0f); /* the popped element came back as 0 */
    CU_ASSERT_EQUAL(((float *)a.data)[98], 98.0f);
    rsl_host_array_resize(&a, sizeof(float), -1.0f);
    CU_ASSERT_EQUAL(a.length, 0);
    CU_ASSERT_EQUAL(*(const float *)rsl_host_array_pop(&a, sizeof(float)), 0.0f);
    CU_ASSERT_EQUAL(a.length, 0);
    rsl_host_array_free(&a);
    CU_ASSERT_PTR_NULL(a.data);
    CU_ASSERT_EQUAL(a.capacity, 0);
}

const unit_test dynamic_tests[] = {
    {"interning", interning},
    {"conversions", conversions},
    {"formatting", formatting},
    {"resizable", resizable},
    {NULL, NULL},
};
