// ... existing code ...

  private def eval(expr: Expr, env: Env, depth: Int): Value = {
    if (depth > MaxDepth) throw EvalError(s"maximum recursion depth ($MaxDepth) exceeded")
    expr match {
      // ... existing code ...
      case Call(fn, args) =>
        eval(fn, env, depth + 1) match {
          case Closure(params, body, closureEnv) =>
            if (params.length != args.length)
              throw EvalError(s"arity mismatch: function takes ${params.length} argument(s) but was called with ${args.length}")
            // ... existing code ...
          case other => throw EvalError(s"cannot call ${show(other)}")
        }
    }
  }

// ... existing code ...
