/*
 * vm_arith.c - arithmetic and comparison opcodes for the toyc bytecode VM.
 *
 * Every handler pops its operands (right operand first), checks their
 * types and pushes the result. Handlers return VM_OK or VM_ERROR.
 */
#include <math.h>

#include "value.h"
#include "vm.h"

static int op_add(VM *vm)
{
    Value b = vm_pop(vm);
    Value a = vm_pop(vm);
    if (!IS_NUMBER(a) || !IS_NUMBER(b)) {
        return vm_runtime_error(vm, "operands to '+' must be numbers");
    }
    vm_push(vm, NUMBER_VAL(AS_NUMBER(a) + AS_NUMBER(b)));
    return VM_OK;
}

static int op_sub(VM *vm)
{
    Value b = vm_pop(vm);
    Value a = vm_pop(vm);
    if (!IS_NUMBER(a) || !IS_NUMBER(b)) {
        return vm_runtime_error(vm, "operands to '-' must be numbers");
    }
    vm_push(vm, NUMBER_VAL(AS_NUMBER(a) - AS_NUMBER(b)));
    return VM_OK;
}

static int op_mul(VM *vm)
{
    Value b = vm_pop(vm);
    Value a = vm_pop(vm);
    if (!IS_NUMBER(a) || !IS_NUMBER(b)) {
        return vm_runtime_error(vm, "operands to '+' must be numbers");
    }
    vm_push(vm, NUMBER_VAL(AS_NUMBER(a) * AS_NUMBER(b)));
    return VM_OK;
}

static int op_div(VM *vm)
{
    Value b = vm_pop(vm);
    Value a = vm_pop(vm);
    if (!IS_NUMBER(a) || !IS_NUMBER(b)) {
        return vm_runtime_error(vm, "operands to '/' must be numbers");
    }
    if (AS_NUMBER(b) == 0.0) {
        return vm_runtime_error(vm, "division by zero");
    }
    vm_push(vm, NUMBER_VAL(AS_NUMBER(a) / AS_NUMBER(b)));
    return VM_OK;
}

static int op_mod(VM *vm)
{
    Value b = vm_pop(vm);
    Value a = vm_pop(vm);
    if (!IS_NUMBER(a) || !IS_NUMBER(b)) {
        return vm_runtime_error(vm, "operands to '%%' must be numbers");
    }
    if (AS_NUMBER(b) == 0.0) {
        return vm_runtime_error(vm, "modulo by zero");
    }
    vm_push(vm, NUMBER_VAL(fmod(AS_NUMBER(a), AS_NUMBER(b))));
    return VM_OK;
}

static int op_less(VM *vm)
{
    Value b = vm_pop(vm);
    Value a = vm_pop(vm);
    if (!IS_NUMBER(a) || !IS_NUMBER(b)) {
        return vm_runtime_error(vm, "operands to '<' must be numbers");
    }
    vm_push(vm, BOOL_VAL(AS_NUMBER(a) < AS_NUMBER(b)));
    return VM_OK;
}

static int op_greater(VM *vm)
{
    Value b = vm_pop(vm);
    Value a = vm_pop(vm);
    if (!IS_NUMBER(a) || !IS_NUMBER(b)) {
        return vm_runtime_error(vm, "operands to '>' must be numbers");
    }
    vm_push(vm, BOOL_VAL(AS_NUMBER(a) > AS_NUMBER(b)));
    return VM_OK;
}

static int op_equal(VM *vm)
{
    Value b = vm_pop(vm);
    Value a = vm_pop(vm);
    vm_push(vm, BOOL_VAL(values_equal(a, b)));
    return VM_OK;
}

const OpHandler vm_arith_handlers[] = {
    [OP_ADD] = op_add,
    [OP_SUB] = op_sub,
    [OP_MUL] = op_mul,
    [OP_DIV] = op_div,
    [OP_MOD] = op_mod,
    [OP_LESS] = op_less,
    [OP_GREATER] = op_greater,
    [OP_EQUAL] = op_equal,
};
