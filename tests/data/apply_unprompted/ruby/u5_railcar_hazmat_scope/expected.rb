# frozen_string_literal: true

class Railcar < ApplicationRecord
  CAR_TYPES = %w[boxcar tank hopper gondola flatcar autorack].freeze

  belongs_to :track, optional: true
  belongs_to :inbound_train, class_name: "Train", optional: true
  belongs_to :outbound_train, class_name: "Train", optional: true
  has_many :switch_moves, dependent: :nullify
  has_one :hazmat_manifest_line, dependent: :destroy

  validates :reporting_mark, presence: true, format: { with: /\A[A-Z]{2,4}X?\z/ }
  validates :car_number, presence: true, numericality: { only_integer: true }
  validates :car_type, inclusion: { in: CAR_TYPES }
  validates :length_feet, numericality: { greater_than: 0 }
  validates :car_number, uniqueness: { scope: :reporting_mark }

  scope :loaded, -> { where(loaded: true) }
  scope :empty, -> { where(loaded: false) }
  scope :on_track, ->(track) { where(track: track) }
  scope :bad_order, -> { where(bad_order: true) }
  scope :awaiting_outbound, -> { where(outbound_train_id: nil).where.not(track_id: nil) }
  scope :hazmat, -> { joins(:hazmat_manifest_line) }
  scope :placarded, -> { hazmat.merge(HazmatManifestLine.placard_required) }

  before_validation :normalize_reporting_mark

  def reporting_id
    "#{reporting_mark} #{car_number}"
  end

  def placarded?
    hazmat_manifest_line.present? && hazmat_manifest_line.placard_required?
  end

  def dwell_hours(now = Time.current)
    return 0 if arrived_at.nil?

    ((now - arrived_at) / 1.hour).round(1)
  end

  def assign_to!(new_track)
    raise ArgumentError, "track #{new_track.name} is out of service" if new_track.out_of_service?

    update!(track: new_track)
  end

  private

  def normalize_reporting_mark
    self.reporting_mark = reporting_mark.to_s.strip.upcase
  end
end
