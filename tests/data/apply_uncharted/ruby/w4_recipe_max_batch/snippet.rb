class Recipe < ApplicationRecord
  # ... associations and the category enum unchanged ...

  validates :name, presence: true, uniqueness: { scope: :location_id }
  validates :yield_portions, numericality: { greater_than: 0 }
  validates :max_batch_portions, numericality: { greater_than_or_equal_to: :yield_portions }, allow_nil: true
  validates :shelf_life_hours, numericality: { greater_than: 0 }, allow_nil: true

  # ... scopes as before ...

  # Returns line hashes for a batch scaled to the given number of portions.
  def scaled_to(portions)
    if max_batch_portions && portions > max_batch_portions
      raise ArgumentError, "#{name} can only be batched up to #{max_batch_portions} portions"
    end

    factor = portions.to_r / yield_portions
    # ... line mapping stays the same ...
  end

  # ... costing, allergens, archive! and duplicate unchanged ...
end
