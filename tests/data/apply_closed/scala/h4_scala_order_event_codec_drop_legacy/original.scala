package com.shop.events

import io.circe.{Decoder, DecodingFailure, Encoder, HCursor, Json}
import io.circe.syntax._

import java.time.Instant

sealed trait OrderEvent {
  def orderId: String
  def at: Instant
}

final case class OrderPlaced(orderId: String, customerId: String, totalCents: Long, at: Instant) extends OrderEvent
final case class OrderShipped(orderId: String, carrier: String, trackingCode: String, at: Instant) extends OrderEvent
final case class OrderCancelled(orderId: String, reason: String, at: Instant) extends OrderEvent

object OrderEventCodec {

  implicit val encoder: Encoder[OrderEvent] = Encoder.instance {
    case e: OrderPlaced =>
      Json.obj(
        "type" -> "placed".asJson,
        "orderId" -> e.orderId.asJson,
        "customerId" -> e.customerId.asJson,
        "totalCents" -> e.totalCents.asJson,
        "at" -> e.at.asJson
      )
    case e: OrderShipped =>
      Json.obj(
        "type" -> "shipped".asJson,
        "orderId" -> e.orderId.asJson,
        "carrier" -> e.carrier.asJson,
        "trackingCode" -> e.trackingCode.asJson,
        "at" -> e.at.asJson
      )
    case e: OrderCancelled =>
      Json.obj(
        "type" -> "cancelled".asJson,
        "orderId" -> e.orderId.asJson,
        "reason" -> e.reason.asJson,
        "at" -> e.at.asJson
      )
  }

  implicit val decoder: Decoder[OrderEvent] = Decoder.instance { (c: HCursor) =>
    c.downField("type").as[String].flatMap {
      case "placed" =>
        for {
          id <- c.downField("orderId").as[String]
          customer <- c.downField("customerId").as[String]
          total <- c.downField("totalCents").as[Long]
          at <- c.downField("at").as[Instant]
        } yield OrderPlaced(id, customer, total, at)
      case "shipped" =>
        for {
          id <- c.downField("orderId").as[String]
          carrier <- c.downField("carrier").as[String]
          tracking <- c.downField("trackingCode").as[String]
          at <- c.downField("at").as[Instant]
        } yield OrderShipped(id, carrier, tracking, at)
      case "cancelled" =>
        for {
          id <- c.downField("orderId").as[String]
          reason <- c.downField("reason").as[String]
          at <- c.downField("at").as[Instant]
        } yield OrderCancelled(id, reason, at)
      case other =>
        Left(DecodingFailure(s"unknown order event type: $other", c.history))
    }
  }

  /** Decodes the v1 wire format, where timestamps were epoch millis and the type was upper-case. */
  val legacyDecoder: Decoder[OrderEvent] = Decoder.instance { (c: HCursor) =>
    for {
      kind <- c.downField("eventType").as[String]
      id <- c.downField("order_id").as[String]
      millis <- c.downField("timestamp").as[Long]
      event <- kind match {
        case "PLACED"    => c.downField("total").as[Long].map(t => OrderPlaced(id, "", t, Instant.ofEpochMilli(millis)))
        case "CANCELLED" => Right(OrderCancelled(id, "", Instant.ofEpochMilli(millis)))
        case other       => Left(DecodingFailure(s"unsupported legacy type: $other", c.history))
      }
    } yield event
  }

  def encode(event: OrderEvent): String = event.asJson.noSpaces

  def decode(text: String): Either[io.circe.Error, OrderEvent] =
    io.circe.parser.decode[OrderEvent](text)(decoder)

  def decodeAny(text: String): Either[io.circe.Error, OrderEvent] =
    decode(text).left.flatMap(_ => io.circe.parser.decode[OrderEvent](text)(legacyDecoder))
}
