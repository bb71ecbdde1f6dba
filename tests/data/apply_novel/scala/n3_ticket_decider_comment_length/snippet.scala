  def decide(state: Option[Ticket], command: Command): Either[Rejection, List[Event]] = {
    val now = clock()
    command match {
      // ... Open and Assign cases unchanged ...

      case Comment(id, author, body) =>
        if (body.length > 10000) Left(Rejection("comment is longer than 10000 characters"))
        else withOpenTicket(state, id)(_ => Right(List(Commented(id, author, body, now))))

      // ... rest of the match unchanged ...
    }
  }
