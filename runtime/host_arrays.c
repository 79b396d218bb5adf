/* Resizable arrays on the host's heap (rsl_dynamic.h). */
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rsl_dynamic.h"

/* What pop gives for an empty array: zeroes as large as any element (a
 * matrix, 64 bytes), never written by the shader (pop's value is loaded). */
static const float empty_element[16];

/* Sets the length to n (clamped to [0, RSL_RESIZABLE_MAX]), growing the
 * allocation geometrically so that pushes cost amortised O(1). */
static void set_length(rsl_resizable_array *a, int32_t elem_size, int64_t n)
{
    static atomic_flag warned;
    if (n < 0)
        n = 0;
    if (n > RSL_RESIZABLE_MAX) {
        if (!atomic_flag_test_and_set(&warned))
            fprintf(stderr, "warning: a resizable array is limited to %d elements\n", RSL_RESIZABLE_MAX);
        n = RSL_RESIZABLE_MAX;
    }
    if (n > a->capacity) {
        int64_t cap = a->capacity ? a->capacity : 4;
        while (cap < n)
            cap *= 2;
        void *data = realloc(a->data, (size_t)cap * (size_t)elem_size);
        if (!data)
            abort();
        a->data = data;
        a->capacity = (int32_t)cap;
    }
    if (n > a->length) /* new elements are zero, also where popped ones were */
        memset((char *)a->data + (size_t)a->length * (size_t)elem_size, 0, (size_t)(n - a->length) * (size_t)elem_size);
    a->length = (int32_t)n;
}

void rsl_host_array_resize(rsl_resizable_array *a, int32_t elem_size, float n)
{
    /* NaN is 0; anything past the limit is the limit. */
    set_length(a, elem_size, n >= 0 ? (n < 2.0f * RSL_RESIZABLE_MAX ? (int64_t)n : 2 * (int64_t)RSL_RESIZABLE_MAX) : 0);
}

void *rsl_host_array_push(rsl_resizable_array *a, int32_t elem_size)
{
    int32_t before = a->length;
    set_length(a, elem_size, (int64_t)a->length + 1);
    /* At the limit the last element is overwritten. */
    return (char *)a->data + (size_t)(a->length > before ? before : a->length - 1) * (size_t)elem_size;
}

void *rsl_host_array_pop(rsl_resizable_array *a, int32_t elem_size)
{
    if (a->length == 0)
        return (void *)empty_element;
    a->length--;
    /* Still allocated (zeroed by the next growth over it): the caller reads it. */
    return (char *)a->data + (size_t)a->length * (size_t)elem_size;
}

void rsl_host_array_free(rsl_resizable_array *a)
{
    free(a->data);
    *a = (rsl_resizable_array){0};
}
