# frozen_string_literal: true

# Authorization rules for appointments in the patient portal and the front-desk app.
class AppointmentPolicy < ApplicationPolicy
  CANCELLATION_CUTOFF = 24.hours
  RESCHEDULE_CUTOFF = 2.hours

  class Scope < Scope
    def resolve
      if user.staff?
        scope.where(clinic_id: user.clinic_ids)
      elsif user.proxy?
        scope.where(patient_id: user.proxied_patient_ids)
      else
        scope.where(patient_id: user.patient_id)
      end
    end
  end

  def show?
    staff_at_clinic? || own_or_proxied?
  end

  def create?
    staff_at_clinic? || (own_or_proxied? && record.visit_type.self_schedulable?)
  end

  def cancel?
    return true if staff_at_clinic?
    return false unless own_or_proxied?

    record.booked? && record.starts_at - Time.current >= CANCELLATION_CUTOFF
  end

  def reschedule?
    return true if staff_at_clinic?
    return false unless own_or_proxied?

    record.booked? && record.starts_at - Time.current >= RESCHEDULE_CUTOFF
  end

  def check_in?
    return true if staff_at_clinic?
    return false unless own_or_proxied?

    record.booked? && record.starts_at.between?(Time.current - 15.minutes, Time.current + 60.minutes)
  end

  def mark_no_show?
    staff_at_clinic? && record.starts_at < Time.current
  end

  private

  def staff_at_clinic?
    user.staff? && user.clinic_ids.include?(record.clinic_id)
  end

  def own_or_proxied?
    record.patient_id == user.patient_id || user.proxied_patient_ids.include?(record.patient_id)
  end
end
