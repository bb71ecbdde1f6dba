package com.acme.events

import akka.actor.typed.ActorRef
import akka.actor.typed.Behavior
import akka.actor.typed.scaladsl.Behaviors

object Counter {
  sealed trait Command
  final case class Increment(by: Int) extends Command
  final case class Decrement(by: Int) extends Command
  final case class Multiply(factor: Int) extends Command
  final case class Get(replyTo: ActorRef[Int]) extends Command
  case object Reset extends Command

  def apply(): Behavior[Command] = counting(0)

  private def counting(value: Int): Behavior[Command] =
    Behaviors.receive { (context, message) =>
      message match {
        case Increment(by) =>
          context.log.debug("increment by {}", by)
          counting(value + by)
        case Decrement(by) =>
          context.log.debug("decrement by {}", by)
          counting(value - by)
        case Multiply(factor) =>
          counting(value * factor)
        case Get(replyTo) =>
          replyTo ! value
          Behaviors.same
        case Reset =>
          counting(0)
      }
    }
}
