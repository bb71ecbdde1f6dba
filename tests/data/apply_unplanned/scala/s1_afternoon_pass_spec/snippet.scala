  // ... existing code ...
    validator.validate(expired, scanAt(morning, "summit-express")) shouldBe Left(Rejection.Expired)
  }

  it should "reject an afternoon-only pass scanned in the morning" in {
    val afternoonOnly = basePass.copy(product = Product.AfternoonOnly)
    validator.validate(afternoonOnly, scanAt(morning, "village-gondola")) shouldBe Left(Rejection.WrongTimeOfDay)
  }

  it should "reject a pass on a lift outside its zone" in {
  // ... existing code ...
