  def eligibleInstructors(lesson: Lesson): Seq[Instructor] = {
    // ... existing code ...
      .filterNot(i => busy.contains(i.id))
      .filterNot(_.onLeave.contains(lesson.date))
  }

  // ... existing code ...

  def suggestInstructor(lesson: Lesson): Option[Instructor] = {
    val load = dailyLoad(lesson.date)
    eligibleInstructors(lesson).sortBy(i => (load.getOrElse(i.id, 0), i.name)).headOption
  }
