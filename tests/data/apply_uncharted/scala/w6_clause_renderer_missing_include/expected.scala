package com.acme.clauses.render

import scala.util.matching.Regex

import com.acme.clauses.model.{ClauseTemplate, DefinedTerm, Jurisdiction, RenderedClause}

sealed trait RenderError extends Product with Serializable

object RenderError {
  final case class MissingVariable(name: String) extends RenderError
  final case class UnsupportedJurisdiction(j: Jurisdiction) extends RenderError
  final case class NestingTooDeep(clauseId: String, depth: Int) extends RenderError
}

final case class RenderContext(
    variables: Map[String, String],
    jurisdiction: Jurisdiction,
    definedTerms: Seq[DefinedTerm],
    depth: Int = 0
)

/** Renders clause templates: fills {{variables}} and expands [[include:slug]] references. */
class ClauseRenderer(library: String => Option[ClauseTemplate], maxDepth: Int = 4) {

  private val VariablePattern: Regex = """\{\{\s*([a-zA-Z_][a-zA-Z0-9_.]*)\s*\}\}""".r
  private val IncludePattern: Regex = """\[\[include:([a-z0-9\-]+)\]\]""".r

  def render(template: ClauseTemplate, ctx: RenderContext): Either[RenderError, RenderedClause] = {
    if (ctx.depth >= maxDepth) {
      return Left(RenderError.NestingTooDeep(template.id, ctx.depth))
    }
    if (!template.jurisdictions.contains(ctx.jurisdiction)) {
      return Left(RenderError.UnsupportedJurisdiction(ctx.jurisdiction))
    }

    val missing = VariablePattern
      .findAllMatchIn(template.body)
      .map(_.group(1))
      .filterNot(ctx.variables.contains)
      .toList
    if (missing.nonEmpty) {
      return Left(RenderError.MissingVariable(missing.head))
    }

    val substituted = VariablePattern.replaceAllIn(
      template.body,
      m => Regex.quoteReplacement(ctx.variables(m.group(1)))
    )

    val expanded = IncludePattern.replaceAllIn(
      substituted,
      m =>
        library(m.group(1))
          .flatMap(child => render(child, ctx.copy(depth = ctx.depth + 1)).toOption)
          .map(r => Regex.quoteReplacement(r.text))
          .getOrElse(Regex.quoteReplacement(s"[MISSING CLAUSE: ${m.group(1)}]"))
    )

    Right(RenderedClause(template.id, template.version, expanded, usedTerms(expanded, ctx.definedTerms)))
  }

  def renderAll(templates: Seq[ClauseTemplate], ctx: RenderContext): Either[RenderError, Seq[RenderedClause]] =
    templates.foldLeft[Either[RenderError, Vector[RenderedClause]]](Right(Vector.empty)) { (acc, t) =>
      acc.flatMap(done => render(t, ctx).map(done :+ _))
    }

  private def usedTerms(text: String, terms: Seq[DefinedTerm]): Seq[DefinedTerm] =
    terms.filter(t => text.contains(t.term))
}
