# frozen_string_literal: true

module Billing
  class Invoice < ApplicationRecord
    self.table_name = "billing_invoices"

    STATUSES = %w[draft open paid void].freeze

    belongs_to :account
    belongs_to :subscription, optional: true
    has_many :line_items, class_name: "Billing::LineItem", dependent: :destroy
    has_many :payments, class_name: "Billing::Payment", dependent: :nullify

    validates :number, presence: true, uniqueness: { scope: :account_id }
    validates :status, inclusion: { in: STATUSES }
    validates :currency, presence: true, length: { is: 3 }

    scope :unpaid, -> { where(status: "open") }
    scope :settled, -> { where(status: "paid") }
    scope :issued_in, ->(range) { where(issued_on: range) }

    before_validation :assign_number, on: :create

    def total_cents
      line_items.sum(:amount_cents)
    end

    def paid_cents
      payments.succeeded.sum(:amount_cents)
    end

    def balance_cents
      total_cents - paid_cents
    end

    def paid?
      status == "paid"
    end

    def void?
      status == "void"
    end

    def mark_paid!(at: Time.current)
      update!(status: "paid", paid_at: at)
    end

    def assign_number
      return if number.present?

      seq = account.invoices.maximum(:sequence).to_i + 1
      self.sequence = seq
      self.number = format("%<prefix>s-%<seq>05d", prefix: account.invoice_prefix, seq: seq)
    end
  end
end
