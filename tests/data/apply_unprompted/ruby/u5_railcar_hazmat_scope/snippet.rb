class Railcar < ApplicationRecord
  # ... (constants, associations and validations unchanged) ...

  scope :loaded, -> { where(loaded: true) }
  scope :empty, -> { where(loaded: false) }
  scope :on_track, ->(track) { where(track: track) }
  scope :bad_order, -> { where(bad_order: true) }
  scope :awaiting_outbound, -> { where(outbound_train_id: nil).where.not(track_id: nil) }
  scope :hazmat, -> { joins(:hazmat_manifest_line) }
  scope :placarded, -> { hazmat.merge(HazmatManifestLine.placard_required) }

  # ... (callbacks and instance methods as before) ...
end
