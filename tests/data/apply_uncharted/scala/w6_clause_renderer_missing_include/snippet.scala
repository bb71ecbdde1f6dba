  def render(template: ClauseTemplate, ctx: RenderContext): Either[RenderError, RenderedClause] = {
    if (ctx.depth >= maxDepth) {
      return Left(RenderError.NestingTooDeep(template.id, ctx.depth))
    }
    // ... existing code ...

    val expanded = IncludePattern.replaceAllIn(
      substituted,
      m =>
        library(m.group(1))
          .flatMap(child => render(child, ctx.copy(depth = ctx.depth + 1)).toOption)
          .map(r => Regex.quoteReplacement(r.text))
          .getOrElse(Regex.quoteReplacement(s"[MISSING CLAUSE: ${m.group(1)}]"))
    )

    // ... existing code ...
  }
