import cats.effect.IO
import cats.syntax.all._
import io.circe.generic.auto._
import sttp.client3._
import sttp.client3.circe._
import sttp.model.{StatusCode, Uri}

import scala.concurrent.duration._

// ... existing code ...

final class UserClient(backend: SttpBackend[IO, Any], baseUri: Uri, apiKey: String) {

  private def base =
    basicRequest
      .header("X-Api-Key", apiKey)
      .header("Accept", "application/json")
      .readTimeout(5.seconds)

  // ... existing code ...
