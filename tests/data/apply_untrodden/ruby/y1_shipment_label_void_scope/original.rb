# frozen_string_literal: true

class Shipment < ApplicationRecord
  belongs_to :order
  belongs_to :carrier_account
  has_many :packages, dependent: :destroy
  has_many :label_events, -> { order(:created_at) }, dependent: :destroy

  enum :status, {
    pending: 0,
    packed: 1,
    labelled: 2,
    manifested: 3,
    shipped: 4,
    cancelled: 9,
  }

  validates :ship_to_postcode, presence: true
  validates :service_code, presence: true

  scope :for_carrier, ->(code) { joins(:carrier_account).where(carrier_accounts: { carrier_code: code }) }
  scope :awaiting_label, -> { packed.where(label_printed_at: nil) }
  scope :label_printed, -> { where.not(label_printed_at: nil) }
  scope :label_printed_today, -> { label_printed.where(label_printed_at: Time.current.all_day) }
  scope :past_cutoff, -> { awaiting_label.where("promised_ship_at < ?", Time.current) }

  def label_printed?
    label_printed_at.present?
  end

  def record_label!(tracking_number:, printer:)
    transaction do
      update!(tracking_number: tracking_number, label_printed_at: Time.current, status: :labelled)
      label_events.create!(kind: "printed", printer_name: printer, tracking_number: tracking_number)
    end
  end

  def record_reprint!(printer:)
    label_events.create!(kind: "reprinted", printer_name: printer, tracking_number: tracking_number)
  end

  def total_weight_kg
    packages.sum(:weight_kg)
  end

  def dim_weight_kg
    packages.sum { |p| (p.length_cm * p.width_cm * p.height_cm) / carrier_account.dim_divisor.to_f }
  end

  def billable_weight_kg
    [total_weight_kg, dim_weight_kg].max.round(2)
  end
end
