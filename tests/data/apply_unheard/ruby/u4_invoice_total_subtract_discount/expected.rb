class Invoice < ApplicationRecord
  belongs_to :customer
  has_many :line_items, dependent: :destroy
  has_many :payments, dependent: :nullify

  enum :status, { draft: 0, sent: 1, paid: 2, void: 3 }

  validates :number, presence: true, uniqueness: { scope: :customer_id }
  validates :tax_rate, numericality: { greater_than_or_equal_to: 0, less_than: 1 }

  scope :overdue, -> { sent.where("due_on < ?", Date.current) }

  def subtotal
    line_items.sum { |item| item.quantity * item.unit_price }
  end

  def tax
    (subtotal * tax_rate).round(2)
  end

  def discount_amount
    return 0 if discount_percent.blank?

    (subtotal * discount_percent / 100.0).round(2)
  end

  def total
    return 0 if line_items.empty?

    (subtotal + tax - discount_amount).round(2)
  end

  def amount_paid
    payments.sum(:amount)
  end

  def balance_due
    total - amount_paid
  end

  def overdue?
    sent? && due_on.present? && due_on < Date.current
  end

  def mark_paid!
    update!(status: :paid, paid_at: Time.current)
  end
end
