# frozen_string_literal: true

# Sends patient-facing recall notifications for every BrightSmile clinic.
# Templates live in app/views/recall_mailer/ (html + text for each action).
class RecallMailer < ApplicationMailer
  default from: "BrightSmile Dental <no-reply@brightsmile.example>"

  layout "patient_mailer"

  before_action :load_clinic
  after_action :tag_message

  # Six-month hygiene recall for patients with no upcoming cleaning.
  def hygiene_recall
    @patient = params.fetch(:patient)
    @recall = params.fetch(:recall)
    @booking_url = booking_url(clinic_id: @clinic.id, reason: "hygiene")

    mail(
      to: @patient.email,
      subject: "Time for your cleaning at #{@clinic.name}"
    )
  end

  # Annual exam recall, includes the bitewing x-ray reminder.
  def annual_exam_recall
    @patient = params.fetch(:patient)
    @recall = params.fetch(:recall)
    @booking_url = booking_url(clinic_id: @clinic.id, reason: "exam")

    mail(
      to: @patient.email,
      subject: "Your annual exam is due at #{@clinic.name}"
    )
  end

  # Follow-up for periodontal maintenance patients (3- or 4-month interval).
  def perio_maintenance_recall
    @patient = params.fetch(:patient)
    @recall = params.fetch(:recall)
    @booking_url = booking_url(clinic_id: @clinic.id, reason: "perio")

    mail(
      to: @patient.email,
      subject: "Periodontal maintenance reminder from #{@clinic.name}"
    )
  end

  # Sent the morning after a no-show so the patient can rebook quickly.
  def missed_appointment_followup
    @patient = params.fetch(:patient)
    @appointment = params.fetch(:appointment)
    @booking_url = booking_url(clinic_id: @clinic.id, reason: "rebook")

    mail(
      to: @patient.email,
      subject: "We missed you at #{@clinic.name} -- let's find a new time"
    )
  end

  private

  def load_clinic
    @clinic = params.fetch(:clinic)
    attachments.inline["logo.png"] = @clinic.logo_blob if @clinic.logo_blob
  end

  def tag_message
    headers["X-BrightSmile-Clinic"] = @clinic.id.to_s
    headers["X-BrightSmile-Mailer"] = action_name
  end

  def booking_url(clinic_id:, reason:)
    "https://book.brightsmile.example/clinics/#{clinic_id}/new?reason=#{reason}"
  end
end
