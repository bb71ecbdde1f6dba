# frozen_string_literal: true

class Recipe < ApplicationRecord
  belongs_to :location
  belongs_to :menu_item, optional: true
  has_many :recipe_lines, -> { order(:position) }, dependent: :destroy, inverse_of: :recipe
  has_many :ingredients, through: :recipe_lines

  enum :category, { prep: 0, plated: 1, sauce: 2, dessert: 3 }

  validates :name, presence: true, uniqueness: { scope: :location_id }
  validates :yield_portions, numericality: { greater_than: 0 }
  validates :max_batch_portions, numericality: { greater_than_or_equal_to: :yield_portions }, allow_nil: true
  validates :shelf_life_hours, numericality: { greater_than: 0 }, allow_nil: true

  scope :active, -> { where(archived_at: nil) }
  scope :for_station, ->(station) { where(station: station) }

  # Returns line hashes for a batch scaled to the given number of portions.
  def scaled_to(portions)
    if max_batch_portions && portions > max_batch_portions
      raise ArgumentError, "#{name} can only be batched up to #{max_batch_portions} portions"
    end

    factor = portions.to_r / yield_portions
    recipe_lines.map do |line|
      {
        ingredient: line.ingredient.name,
        quantity: (line.quantity * factor).round(2),
        unit: line.unit
      }
    end
  end

  def batch_cost
    recipe_lines.sum(&:cost)
  end

  def portion_cost
    (batch_cost / yield_portions).round(4)
  end

  def food_cost_pct
    return nil if menu_item.nil? || menu_item.price.zero?

    ((portion_cost / menu_item.price) * 100).round(1)
  end

  def allergens
    ingredients.flat_map(&:allergens).uniq.sort
  end

  def archive!
    update!(archived_at: Time.current)
  end

  def duplicate(name:)
    copy = dup
    copy.name = name
    copy.archived_at = nil
    copy.save!
    recipe_lines.each { |line| copy.recipe_lines.create!(line.attributes.except("id", "recipe_id")) }
    copy
  end
end
