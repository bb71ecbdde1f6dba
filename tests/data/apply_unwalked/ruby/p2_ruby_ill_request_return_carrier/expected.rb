# frozen_string_literal: true

class IllRequest < ApplicationRecord
  STATUSES = %w[submitted sent_to_partner shipped received returned cancelled].freeze
  OPEN_STATUSES = %w[submitted sent_to_partner shipped received].freeze
  MAX_OPEN_PER_PATRON = 10

  belongs_to :patron
  belongs_to :lending_partner, optional: true
  has_many :shipments, class_name: "IllShipment", dependent: :destroy

  validates :title, presence: true
  validates :status, inclusion: { in: STATUSES }
  validates :isbn, format: { with: /\A(97[89])?\d{9}[\dX]\z/ }, allow_blank: true
  validate :patron_under_open_limit, on: :create

  scope :open, -> { where(status: OPEN_STATUSES) }
  scope :for_partner, ->(partner) { where(lending_partner: partner) }
  scope :overdue, -> { where(status: "received").where("due_on < ?", Date.current) }

  after_create_commit :notify_staff

  def send_to!(partner)
    update!(lending_partner: partner, status: "sent_to_partner", sent_at: Time.current)
    IllPartnerClient.new(partner).submit(to_partner_payload)
  end

  def mark_received!(due_on:)
    update!(status: "received", received_at: Time.current, due_on: due_on)
    IllMailer.with(request: self).ready_for_pickup.deliver_later
  end

  def mark_returned!
    update!(status: "returned", returned_at: Time.current)
    shipments.create!(direction: "return", shipped_at: Time.current, carrier: lending_partner&.return_carrier || "USPS")
  end

  def cancel!(reason)
    return false unless status.in?(%w[submitted sent_to_partner])

    update!(status: "cancelled", cancel_reason: reason)
    IllPartnerClient.new(lending_partner).cancel(external_id) if lending_partner
    true
  end

  def overdue?
    status == "received" && due_on.present? && due_on < Date.current
  end

  def to_partner_payload
    {
      title: title,
      author: author,
      isbn: isbn,
      needed_by: needed_by&.iso8601,
      patron_type: patron.patron_type,
      requesting_library: "HARTWELL"
    }.compact
  end

  private

  def patron_under_open_limit
    return unless patron

    open_count = patron.ill_requests.open.count
    errors.add(:base, "You already have #{open_count} open ILL requests") if open_count >= MAX_OPEN_PER_PATRON
  end

  def notify_staff
    IllMailer.with(request: self).new_request.deliver_later
  end
end
