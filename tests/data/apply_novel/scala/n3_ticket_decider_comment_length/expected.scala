package com.acme.tickets.domain

import java.time.Instant

sealed trait Command
object Command {
  final case class Open(id: String, title: String, reporter: String) extends Command
  final case class Assign(id: String, assignee: String) extends Command
  final case class Comment(id: String, author: String, body: String) extends Command
  final case class Resolve(id: String, resolution: String) extends Command
}

sealed trait Event
object Event {
  final case class Opened(id: String, title: String, reporter: String, at: Instant) extends Event
  final case class Assigned(id: String, assignee: String, at: Instant) extends Event
  final case class Commented(id: String, author: String, body: String, at: Instant) extends Event
  final case class Resolved(id: String, resolution: String, at: Instant) extends Event
}

final case class Rejection(reason: String)

final case class Ticket(id: String, title: String, assignee: Option[String], resolved: Boolean)

class TicketDecider(clock: () => Instant) {
  import Command._
  import Event._

  def decide(state: Option[Ticket], command: Command): Either[Rejection, List[Event]] = {
    val now = clock()
    command match {
      case Open(id, title, reporter) =>
        if (state.isDefined) Left(Rejection(s"ticket $id already exists"))
        else if (title.trim.isEmpty) Left(Rejection("title must not be empty"))
        else Right(List(Opened(id, title.trim, reporter, now)))

      case Assign(id, assignee) =>
        withOpenTicket(state, id)(_ => Right(List(Assigned(id, assignee, now))))

      case Comment(id, author, body) =>
        if (body.length > 10000) Left(Rejection("comment is longer than 10000 characters"))
        else withOpenTicket(state, id)(_ => Right(List(Commented(id, author, body, now))))

      case Resolve(id, resolution) =>
        withOpenTicket(state, id) { ticket =>
          if (ticket.assignee.isEmpty) Left(Rejection(s"ticket $id must be assigned before it is resolved"))
          else Right(List(Resolved(id, resolution, now)))
        }
    }
  }

  private def withOpenTicket(state: Option[Ticket], id: String)(
      f: Ticket => Either[Rejection, List[Event]]
  ): Either[Rejection, List[Event]] =
    state match {
      case None                            => Left(Rejection(s"unknown ticket $id"))
      case Some(ticket) if ticket.resolved => Left(Rejection(s"ticket $id is resolved"))
      case Some(ticket)                    => f(ticket)
    }
}
