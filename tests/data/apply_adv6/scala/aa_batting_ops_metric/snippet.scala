  // ... existing code ...

  def sluggingPercentage(line: BattingLine): Double = {
    // ... existing code ...
    if (line.atBats == 0) 0.0
    else round3(totalBases.toDouble / line.atBats)
  }

  def onBasePlusSlugging(line: BattingLine): Double =
    round3(onBasePercentage(line) + sluggingPercentage(line))

  // ... existing code ...
