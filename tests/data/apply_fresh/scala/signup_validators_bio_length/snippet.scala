  // ... username and displayName validators unchanged ...

  def bio(value: String): Result[String] = {
    val trimmed = value.trim
    if (trimmed.isEmpty) "".validNec
    else if (trimmed.length < 1) invalid("bio", "is too short")
    else if (trimmed.length > 500) invalid("bio", "is too long")
    else trimmed.validNec
  }

  // ... email, password and signup unchanged ...
