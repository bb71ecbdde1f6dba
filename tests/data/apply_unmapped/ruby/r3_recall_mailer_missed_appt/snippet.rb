class RecallMailer < ApplicationMailer
  # ... existing code ...

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

  # ... existing code ...
end
