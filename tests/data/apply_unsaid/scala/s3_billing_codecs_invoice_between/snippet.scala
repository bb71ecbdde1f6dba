  implicit val orderEncoder: Encoder[Order] = deriveEncoder[Order]
  implicit val orderDecoder: Decoder[Order] = deriveDecoder[Order]

  implicit val invoiceEncoder: Encoder[Invoice] = deriveEncoder[Invoice]
  implicit val invoiceDecoder: Decoder[Invoice] = deriveDecoder[Invoice].ensure(
    inv => inv.dueDate.isAfter(inv.issuedAt),
    "invoice due date must be after its issue date"
  )

  implicit val shipmentStatusEncoder: Encoder[ShipmentStatus] =
