# frozen_string_literal: true

class Payment < ApplicationRecord
  class InvalidTransition < StandardError; end

  STATES = %w[pending authorized captured voided refunded failed].freeze

  belongs_to :order
  has_many :payment_events, dependent: :destroy

  validates :state, inclusion: { in: STATES }
  validates :amount_cents, numericality: { greater_than: 0 }

  scope :captured, -> { where(state: "captured") }
  scope :recent, -> { order(created_at: :desc) }

  def authorize!(gateway_reference)
    ensure_state!("pending")
    transaction do
      update!(state: "authorized", gateway_reference: gateway_reference, authorized_at: Time.current)
      payment_events.create!(kind: "authorized", amount_cents: amount_cents)
    end
  end

  def capture!
    ensure_state!("authorized")
    transaction do
      PaymentGateway.capture(gateway_reference, amount_cents)
      update!(state: "captured", captured_at: Time.current)
      payment_events.create!(kind: "captured", amount_cents: amount_cents)
    end
  end

  def void!
    ensure_state!("authorized")
    transaction do
      PaymentGateway.void(gateway_reference)
      update!(state: "voided", voided_at: Time.current)
      payment_events.create!(kind: "voided", amount_cents: 0)
    end
  end

  def amount
    Money.new(amount_cents, currency)
  end

  private

  def ensure_state!(expected)
    return if state == expected

    raise InvalidTransition, "payment #{id} is #{state}, expected #{expected}"
  end
end
