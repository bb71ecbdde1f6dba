// ... existing code ...

static int op_mul(VM *vm)
{
    Value b = vm_pop(vm);
    Value a = vm_pop(vm);
    if (!IS_NUMBER(a) || !IS_NUMBER(b)) {
        return vm_runtime_error(vm, "operands to '*' must be numbers");
    }
    // ... existing code ...
}

// ... existing code ...
