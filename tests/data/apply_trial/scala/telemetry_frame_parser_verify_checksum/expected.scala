package io.skylink.telemetry

import java.nio.{ByteBuffer, ByteOrder}

sealed trait Frame
final case class GpsFrame(lat: Double, lon: Double, altitude: Float) extends Frame
final case class BatteryFrame(voltage: Float, current: Float, percent: Int) extends Frame
final case class AttitudeFrame(roll: Float, pitch: Float, yaw: Float) extends Frame

sealed trait ParseError
case object TooShort extends ParseError
final case class BadMagic(value: Byte) extends ParseError
final case class UnknownType(code: Byte) extends ParseError
final case class BadChecksum(expected: Int, actual: Int) extends ParseError

object FrameParser {

  private val HeaderSize = 4
  private val Magic: Byte = 0x5a

  def parse(bytes: Array[Byte]): Either[ParseError, Frame] = {
    if (bytes.length < HeaderSize) return Left(TooShort)
    val buf = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN)
    val magic = buf.get()
    if (magic != Magic) return Left(BadMagic(magic))
    val frameType = buf.get()
    val length = buf.getShort().toInt
    if (bytes.length < HeaderSize + length) return Left(TooShort)
    val payloadEnd = HeaderSize + length - 2
    val expected = checksum(bytes, 0, payloadEnd)
    val actual = (bytes(payloadEnd) & 0xff) | ((bytes(payloadEnd + 1) & 0xff) << 8)
    if (expected != actual) return Left(BadChecksum(expected, actual))
    frameType match {
      case 0x01  => Right(parseGps(buf))
      case 0x02  => Right(parseBattery(buf))
      case 0x03  => Right(parseAttitude(buf))
      case other => Left(UnknownType(other))
    }
  }

  def parseAll(stream: Iterator[Array[Byte]]): (Vector[Frame], Vector[ParseError]) =
    stream.map(parse).foldLeft((Vector.empty[Frame], Vector.empty[ParseError])) {
      case ((frames, errors), Right(frame)) => (frames :+ frame, errors)
      case ((frames, errors), Left(error))  => (frames, errors :+ error)
    }

  private def parseGps(buf: ByteBuffer): GpsFrame =
    GpsFrame(buf.getDouble(), buf.getDouble(), buf.getFloat())

  private def parseBattery(buf: ByteBuffer): BatteryFrame =
    BatteryFrame(buf.getFloat(), buf.getFloat(), buf.get().toInt & 0xff)

  private def parseAttitude(buf: ByteBuffer): AttitudeFrame =
    AttitudeFrame(buf.getFloat(), buf.getFloat(), buf.getFloat())

  def checksum(bytes: Array[Byte], from: Int, until: Int): Int = {
    var sum = 0
    var i = from
    while (i < until) {
      sum = (sum + (bytes(i) & 0xff)) & 0xffff
      i += 1
    }
    sum
  }
}
