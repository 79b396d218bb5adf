/* Sema on small programs: which builtin or user function each call resolves
 * to (polymorphic returns from the context, overloads), the implicit
 * conversions it inserts, and the interned string ids. */
#include <CUnit/CUnit.h>
#include <string.h>

#include "cunit_main.h"
#include "ast.h"
#include "rslfront.h"
#include "semantics.h"

static rsl_diag *diag;

static rsl_program *check(const char *src)
{
    rsl_program *p = rsl_parse_string("t.sl", src, strlen(src), NULL, diag);
    CU_ASSERT_PTR_NOT_NULL_FATAL(p);
    CU_ASSERT_TRUE(rsl_sema_check(p, diag));
    return p;
}

/* The initializer of the i-th declaration statement of the first function. */
static rsl_expr *init_of(rsl_program *p, int i)
{
    rsl_stmt *s = p->funcs[0]->body->stmts[i];
    CU_ASSERT_EQUAL_FATAL(s->kind, RSL_S_DECL);
    return s->vars[0]->init;
}

static void test_polymorphic_noise(void)
{
    rsl_program *p = check("surface s() { color c = noise(P); vector v = noise(P);"
                           " float f = noise(P) * 2; float g = float noise(s, t); }");
    CU_ASSERT_STRING_EQUAL(init_of(p, 0)->builtin->c_name, "rsl_noise__c_p");
    CU_ASSERT_STRING_EQUAL(init_of(p, 1)->builtin->c_name, "rsl_noise__v_p");
    CU_ASSERT_STRING_EQUAL(init_of(p, 2)->a->builtin->c_name, "rsl_noise__f_p");
    CU_ASSERT_STRING_EQUAL(init_of(p, 3)->a->builtin->c_name, "rsl_noise__f_ff");
    rsl_program_free(p);
}

static void test_overloads_and_promotion(void)
{
    rsl_program *p = check("float twice(float x) { return 2 * x; }\n"
                           "color twice(color x) { return 2 * x; }\n"
                           "surface s() { color a = twice(Cs); float b = twice(1); color c = mix(Cs, Os, 0.5);"
                           " color d = 1; }");
    rsl_func *shader = p->funcs[2];
    rsl_expr *a = shader->body->stmts[0]->vars[0]->init;
    rsl_expr *b = shader->body->stmts[1]->vars[0]->init;
    CU_ASSERT_PTR_EQUAL(a->callee, p->funcs[1]);
    CU_ASSERT_PTR_EQUAL(b->callee, p->funcs[0]);
    CU_ASSERT_STRING_EQUAL(shader->body->stmts[2]->vars[0]->init->builtin->c_name, "rsl_mix__c_ccf");
    /* float to color is an implicit cast node. */
    rsl_expr *d = shader->body->stmts[3]->vars[0]->init;
    CU_ASSERT_EQUAL(d->kind, RSL_E_CAST);
    CU_ASSERT_TRUE(d->implicit);
    CU_ASSERT_EQUAL(d->type.kind, RSL_T_COLOR);
    CU_ASSERT_EQUAL(d->a->type.kind, RSL_T_FLOAT);
    rsl_program_free(p);
}

static void test_string_ids(void)
{
    rsl_program *p = check("surface s(string a = \"world\"; string b = \"mine\"; string c = \"\";"
                           " string d = \"mine\") { }");
    rsl_func *f = p->funcs[0];
    CU_ASSERT_EQUAL(f->params[0]->init->string_id, RSL_STR_WORLD);
    CU_ASSERT_EQUAL(f->params[1]->init->string_id, RSL_STRING_FIRST_FREE);
    CU_ASSERT_EQUAL(f->params[2]->init->string_id, RSL_STR_EMPTY);
    CU_ASSERT_EQUAL(f->params[3]->init->string_id, RSL_STRING_FIRST_FREE);
    rsl_program_free(p);

    rsl_string_table t;
    rsl_string_table_init(&t);
    CU_ASSERT_EQUAL(rsl_string_intern(&t, "rgb"), RSL_STR_RGB);
    CU_ASSERT_EQUAL(rsl_string_intern(&t, "x"), RSL_STRING_FIRST_FREE);
    CU_ASSERT_EQUAL(rsl_string_intern(&t, "y"), RSL_STRING_FIRST_FREE + 1);
    CU_ASSERT_EQUAL(rsl_string_intern(&t, "x"), RSL_STRING_FIRST_FREE);
    CU_ASSERT_PTR_NULL(t.names[RSL_STRING_FIRST_FREE - 1]);
    rsl_string_table_free(&t);
}

int main(void)
{
    static const unit_test tests[] = {
        {"polymorphic returns from the context", test_polymorphic_noise},
        {"overloads and promotion", test_overloads_and_promotion},
        {"string ids", test_string_ids},
        {NULL, NULL},
    };
    diag = rsl_diag_new(stderr);
    int status = unit_main("sema", tests);
    rsl_diag_free(diag);
    return status;
}
