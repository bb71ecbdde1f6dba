  private def parseInt(field: IntField, raw: String): Either[String, Int] =
    // ... unchanged ...
    }

  private def parseDecimal(field: DecimalField, raw: String): Either[String, BigDecimal] =
    Try(BigDecimal(raw)).toOption.toRight(s"${field.name}: '$raw' is not a decimal").flatMap { d =>
      if (d.scale > field.scale) Left(s"${field.name}: more than ${field.scale} decimal places")
      else Right(d)
    }

  private def parseString(field: StringField, raw: String): Either[String, String] =
