class Order < ApplicationRecord
  belongs_to :customer
  has_many :line_items, dependent: :destroy
  has_many :shipments

  enum status: { pending: 0, paid: 1, shipped: 2, cancelled: 3 }

  validates :number, presence: true, uniqueness: true
  validates :currency, inclusion: { in: %w[EUR USD GBP] }

  scope :recent, -> { where("created_at > ?", 30.days.ago) }

  before_validation :assign_number, on: :create
  after_commit :send_receipt, on: :create

  def total
    line_items.sum(&:amount)
  end

  def cancel!
    raise "already shipped" if shipped?
    transaction do
      line_items.each(&:release_stock!)
      update!(status: :cancelled)
    end
  end

  private

  def assign_number
    self.number ||= "ORD-#{SecureRandom.hex(4).upcase}"
  end

  def send_receipt
    OrderMailer.with(order: self).receipt.deliver_later
    Analytics.track(customer_id, "order_placed", total: total.to_f)
  end
end
