object OrderEventCodec {

  // ... encoder and decoder unchanged ...

  // ... removed legacyDecoder (v1 events are no longer produced) ...

  def encode(event: OrderEvent): String = event.asJson.noSpaces

  def decode(text: String): Either[io.circe.Error, OrderEvent] =
    io.circe.parser.decode[OrderEvent](text)(decoder)

  // (decodeAny deleted as well — it only existed for the legacy fallback)
}
