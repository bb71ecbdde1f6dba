package lintkit.report

import java.nio.file.Path

final case class Position(line: Int, column: Int)

sealed trait Level { def label: String }
object Level {
  case object Error extends Level { val label = "error" }
  case object Warning extends Level { val label = "warning" }
  case object Info extends Level { val label = "info" }
}

final case class Finding(file: Path, pos: Position, level: Level, ruleId: String, message: String)

final class LintReport(val findings: Vector[Finding]) {

  def errors: Vector[Finding] = findings.filter(_.level == Level.Error)

  def warnings: Vector[Finding] = findings.filter(_.level == Level.Warning)

  def byFile: Map[Path, Vector[Finding]] =
    findings.groupBy(_.file).view.mapValues(_.sortBy(f => (f.pos.line, f.pos.column))).toMap

  def byRule: Map[String, Int] =
    findings.groupBy(_.ruleId).view.mapValues(_.size).toMap

  def exitCode(failOnWarnings: Boolean): Int = {
    val hasErrors = errors.nonEmpty
    val hasWarnings = warnings.nonEmpty
    if (hasErrors) 1
    else if (failOnWarnings && hasWarnings) 1
    else 0
  }

  def formatLine(f: Finding): String =
    s"${f.file}:${f.pos.line}:${f.pos.column}: ${f.level.label}: ${f.message} [${f.ruleId}]"

  def render: String = {
    val sb = new StringBuilder
    byFile.toSeq.sortBy(_._1.toString).foreach { case (file, fs) =>
      sb.append(file.toString).append('\n')
      fs.foreach(f => sb.append("  ").append(formatLine(f)).append('\n'))
    }
    sb.append(summary)
    sb.toString
  }

  def summary: String = {
    val e = errors.size
    val w = warnings.size
    val files = byFile.size
    if (findings.isEmpty) "no problems found"
    else s"$e error(s), $w warning(s) in $files file(s)"
  }

  def topRules(n: Int): Seq[(String, Int)] = {
    val sorted = byRule.toSeq.sortBy { case (rule, count) => (-count, rule) }
    sorted.take(n)
  }
}

object LintReport {
  val empty: LintReport = new LintReport(Vector.empty)

  def merge(reports: Seq[LintReport]): LintReport =
    new LintReport(reports.flatMap(_.findings).toVector)
}
