package toylang.interp

sealed trait Expr
final case class Num(value: Double) extends Expr
final case class Str(value: String) extends Expr
final case class Var(name: String) extends Expr
final case class BinOp(op: String, left: Expr, right: Expr) extends Expr
final case class Let(name: String, value: Expr, body: Expr) extends Expr
final case class If(cond: Expr, thenBranch: Expr, elseBranch: Expr) extends Expr
final case class Lambda(params: List[String], body: Expr) extends Expr
final case class Call(fn: Expr, args: List[Expr]) extends Expr

sealed trait Value
final case class NumV(value: Double) extends Value
final case class StrV(value: String) extends Value
final case class BoolV(value: Boolean) extends Value
final case class Closure(params: List[String], body: Expr, env: Env) extends Value
case object UnitV extends Value

final class Env(bindings: Map[String, Value], parent: Option[Env]) {
  def lookup(name: String): Option[Value] =
    bindings.get(name).orElse(parent.flatMap(_.lookup(name)))

  def extend(newBindings: Map[String, Value]): Env = new Env(newBindings, Some(this))
}

object Env {
  val empty: Env = new Env(Map.empty, None)
}

final case class EvalError(message: String) extends RuntimeException(message)

object Interpreter {
  private val MaxDepth = 10000

  def run(program: Expr): Value = eval(program, Env.empty, 0)

  private def eval(expr: Expr, env: Env, depth: Int): Value = {
    if (depth > MaxDepth) throw EvalError("maximum recursion depth exceeded")
    expr match {
      case Num(n) => NumV(n)
      case Str(s) => StrV(s)
      case Var(name) =>
        env.lookup(name).getOrElse(throw EvalError(s"unbound variable '$name'"))
      case BinOp(op, l, r) =>
        applyOp(op, eval(l, env, depth + 1), eval(r, env, depth + 1))
      case Let(name, value, body) =>
        val v = eval(value, env, depth + 1)
        eval(body, env.extend(Map(name -> v)), depth + 1)
      case If(cond, thenBranch, elseBranch) =>
        eval(cond, env, depth + 1) match {
          case BoolV(true)  => eval(thenBranch, env, depth + 1)
          case BoolV(false) => eval(elseBranch, env, depth + 1)
          case other        => throw EvalError(s"condition must be a boolean, got ${show(other)}")
        }
      case Lambda(params, body) => Closure(params, body, env)
      case Call(fn, args) =>
        eval(fn, env, depth + 1) match {
          case Closure(params, body, closureEnv) =>
            if (params.length != args.length)
              throw EvalError(s"expected ${params.length} arguments, got ${args.length}")
            val argValues = args.map(eval(_, env, depth + 1))
            eval(body, closureEnv.extend(params.zip(argValues).toMap), depth + 1)
          case other => throw EvalError(s"cannot call ${show(other)}")
        }
    }
  }

  private def applyOp(op: String, left: Value, right: Value): Value = (op, left, right) match {
    case ("+", NumV(a), NumV(b))  => NumV(a + b)
    case ("-", NumV(a), NumV(b))  => NumV(a - b)
    case ("*", NumV(a), NumV(b))  => NumV(a * b)
    case ("/", NumV(_), NumV(0.0)) => throw EvalError("division by zero")
    case ("/", NumV(a), NumV(b))  => NumV(a / b)
    case ("<", NumV(a), NumV(b))  => BoolV(a < b)
    case ("==", a, b)             => BoolV(a == b)
    case ("++", StrV(a), StrV(b)) => StrV(a + b)
    case _ => throw EvalError(s"invalid operands for '$op': ${show(left)}, ${show(right)}")
  }

  def show(value: Value): String = value match {
    case NumV(n) if n == n.floor && !n.isInfinite => n.toLong.toString
    case NumV(n)                                  => n.toString
    case StrV(s)                                  => "\"" + s + "\""
    case BoolV(b)                                 => b.toString
    case _: Closure                               => "<closure>"
    case UnitV                                    => "()"
  }
}
