object Counter {
  sealed trait Command
  final case class Increment(by: Int) extends Command
  final case class Decrement(by: Int) extends Command
  final case class Multiply(factor: Int) extends Command
  // ...
        case Decrement(by) =>
          context.log.debug("decrement by {}", by)
          counting(value - by)
        case Multiply(factor) =>
          counting(value * factor)
        // ...
