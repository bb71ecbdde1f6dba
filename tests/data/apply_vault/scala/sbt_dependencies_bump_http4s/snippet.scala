object Dependencies {

  object Versions {
    // ...
    val http4s         = "0.23.27"
    // ...
  }

  // ...
}
