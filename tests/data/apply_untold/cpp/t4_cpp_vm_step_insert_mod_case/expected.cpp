#include "vm/vm.h"

#include <stdexcept>

namespace vm {

void Machine::push(Value v) { stack_.push_back(v); }

Value Machine::pop() {
  if (stack_.empty()) {
    throw VmError("stack underflow");
  }
  Value v = stack_.back();
  stack_.pop_back();
  return v;
}

bool Machine::step() {
  const Instr& ins = program_.at(pc_++);
  switch (ins.op) {
    case Op::Push:
      push(ins.operand);
      break;
    case Op::Add: {
      Value b = pop();
      Value a = pop();
      push(a + b);
      break;
    }
    case Op::Sub: {
      Value b = pop();
      Value a = pop();
      push(a - b);
      break;
    }
    case Op::Mul: {
      Value b = pop();
      Value a = pop();
      push(a * b);
      break;
    }
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
      push(-pop());
      break;
    case Op::Jmp:
      pc_ = static_cast<std::size_t>(ins.operand);
      break;
    case Op::Jz:
      if (pop() == 0) {
        pc_ = static_cast<std::size_t>(ins.operand);
      }
      break;
    case Op::Halt:
      return false;
  }
  return pc_ < program_.size();
}

void Machine::run() {
  while (step()) {
  }
}

}  // namespace vm
