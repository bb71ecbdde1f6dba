    // ... existing code ...
    case Op::Div: {
      Value b = pop();
      Value a = pop();
      if (b == 0) {
        throw VmError("division by zero");
      }
      push(a / b);
      break;
    }
    case Op::Mod: {
      Value b = pop();
      Value a = pop();
      if (b == 0) {
        throw VmError("modulo by zero");
      }
      push(a % b);
      break;
    }
    case Op::Neg:
    // ... existing code ...
