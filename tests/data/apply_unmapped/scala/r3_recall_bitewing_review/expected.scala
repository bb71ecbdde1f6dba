package com.brightsmile.recalls

import java.time.{Clock, LocalDate}

import com.brightsmile.recalls.model._

/** Computes when each kind of recall falls due for a patient. The nightly
  * RecallJob calls these and writes the results to the recalls table.
  */
final class RecallScheduler(clock: Clock, clinicCalendar: ClinicCalendar) {

  private def today: LocalDate = LocalDate.now(clock)

  private def channel(patient: Patient): ContactChannel =
    if (patient.smsOptIn && patient.mobile.nonEmpty) ContactChannel.Sms
    else if (patient.email.nonEmpty) ContactChannel.Email
    else ContactChannel.Letter

  def hygieneRecall(patient: Patient, lastCleaning: LocalDate): Recall = {
    val months = if (patient.perioHistory) 4 else 6
    val due = clinicCalendar.nextOpenDay(lastCleaning.plusMonths(months.toLong))
    Recall(patient.id, RecallKind.Hygiene, due, channel(patient))
  }

  def examRecall(patient: Patient, lastExam: LocalDate): Recall = {
    val months = if (patient.age < 18) 6 else 12
    val due = clinicCalendar.nextOpenDay(lastExam.plusMonths(months.toLong))
    Recall(patient.id, RecallKind.Exam, due, channel(patient))
  }

  def bitewingRecall(patient: Patient, lastBitewings: LocalDate, risk: CariesRisk): Recall = {
    val months = risk match {
      case CariesRisk.High     => 6
      case CariesRisk.Moderate => 12
      case CariesRisk.Low      => 24
    }
    val due = clinicCalendar.nextOpenDay(lastBitewings.plusMonths(months.toLong))
    Recall(patient.id, RecallKind.Bitewing, due, channel(patient), requiresDentistReview = risk == CariesRisk.High)
  }

  def panoramicRecall(patient: Patient, lastPano: Option[LocalDate]): Recall = {
    val due = lastPano match {
      case Some(date) => clinicCalendar.nextOpenDay(date.plusYears(5))
      case None       => clinicCalendar.nextOpenDay(today)
    }
    Recall(patient.id, RecallKind.Panoramic, due, channel(patient))
  }

  def overdue(recalls: Seq[Recall]): Seq[Recall] =
    recalls.filter(_.dueDate.isBefore(today)).sortBy(_.dueDate.toEpochDay)
}

object RecallScheduler {
  def apply(clinicCalendar: ClinicCalendar): RecallScheduler =
    new RecallScheduler(Clock.systemDefaultZone(), clinicCalendar)
}
