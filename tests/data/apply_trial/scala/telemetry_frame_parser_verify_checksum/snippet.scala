  def parse(bytes: Array[Byte]): Either[ParseError, Frame] = {
    // ... existing header parsing ...
    if (bytes.length < HeaderSize + length) return Left(TooShort)
    val payloadEnd = HeaderSize + length - 2
    val expected = checksum(bytes, 0, payloadEnd)
    val actual = (bytes(payloadEnd) & 0xff) | ((bytes(payloadEnd + 1) & 0xff) << 8)
    if (expected != actual) return Left(BadChecksum(expected, actual))
    frameType match {
      // ... existing code ...
    }
  }
