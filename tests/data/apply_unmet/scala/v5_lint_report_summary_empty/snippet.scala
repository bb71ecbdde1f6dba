// ... existing code ...

  def summary: String = {
    // ... existing code ...
    val files = byFile.size
    if (findings.isEmpty) "no problems found"
    else s"$e error(s), $w warning(s) in $files file(s)"
  }

// ... existing code ...
