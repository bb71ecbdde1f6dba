package billing.json

import io.circe.{Decoder, Encoder, Json}
import io.circe.generic.semiauto.{deriveDecoder, deriveEncoder}
import io.circe.syntax._

import billing.model._

object Codecs {

  implicit val moneyEncoder: Encoder[Money] =
    Encoder.instance(m => Json.obj("amount" -> m.amount.asJson, "currency" -> m.currency.asJson))

  implicit val moneyDecoder: Decoder[Money] =
    Decoder.instance { c =>
      for {
        amount <- c.downField("amount").as[BigDecimal]
        currency <- c.downField("currency").as[String]
      } yield Money(amount, currency)
    }

  implicit val customerEncoder: Encoder[Customer] = deriveEncoder[Customer]
  implicit val customerDecoder: Decoder[Customer] = deriveDecoder[Customer]

  implicit val orderLineEncoder: Encoder[OrderLine] = deriveEncoder[OrderLine]
  implicit val orderLineDecoder: Decoder[OrderLine] = deriveDecoder[OrderLine]

  implicit val orderEncoder: Encoder[Order] = deriveEncoder[Order]
  implicit val orderDecoder: Decoder[Order] = deriveDecoder[Order]

  implicit val shipmentStatusEncoder: Encoder[ShipmentStatus] =
    Encoder.encodeString.contramap(_.toString.toLowerCase)

  implicit val shipmentStatusDecoder: Decoder[ShipmentStatus] =
    Decoder.decodeString.emap { s =>
      ShipmentStatus.values.find(_.toString.equalsIgnoreCase(s)).toRight(s"unknown shipment status: $s")
    }

  implicit val shipmentEncoder: Encoder[Shipment] = deriveEncoder[Shipment]
  implicit val shipmentDecoder: Decoder[Shipment] = deriveDecoder[Shipment]
}
