// ... existing code ...

  private def parseSlopes(lines: List[String]): Either[String, List[SlopeCondition]] = {
    val parsed = lines.zipWithIndex.map { case (line, idx) =>
      line.split(';').map(_.trim) match {
        case Array(id, status, surface) if KnownSurfaces.contains(surface.toLowerCase) =>
          // "partial" means at least one section of the run is open
          val open = status.equalsIgnoreCase("open") || status.equalsIgnoreCase("partial")
          Right(SlopeCondition(id, open, surface.toLowerCase))
        case Array(id, _, surface) => Left(s"slope $id (row ${idx + 1}): unknown surface '$surface'")
        case _                     => Left(s"row ${idx + 1}: bad slope line '$line'")
      }
    }
    parsed.collectFirst { case Left(err) => err } match {
      case Some(err) => Left(err)
      case None      => Right(parsed.collect { case Right(s) => s })
    }
  }

// ... existing code ...
