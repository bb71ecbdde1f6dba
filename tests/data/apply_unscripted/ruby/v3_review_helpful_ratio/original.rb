# frozen_string_literal: true

class Review < ApplicationRecord
  RATINGS = (1..5).freeze

  belongs_to :book, counter_cache: true
  belongs_to :customer
  has_many :helpful_votes, dependent: :destroy

  enum :status, { pending: 0, approved: 1, rejected: 2 }

  normalizes :body, with: ->(body) { body.strip }

  validates :rating, inclusion: { in: RATINGS }
  validates :body, length: { minimum: 20, maximum: 5_000 }
  validates :customer_id, uniqueness: { scope: :book_id, message: "has already reviewed this book" }

  scope :visible, -> { approved.order(created_at: :desc) }
  scope :for_book, ->(book) { where(book: book) }
  scope :recent, ->(days = 30) { where(created_at: days.days.ago..) }

  # Keep the book's cached average rating in step with its reviews.
  after_commit -> { book.recalculate_average_rating! }, on: %i[create update destroy]

  def verified_purchase?
    customer.orders.delivered.joins(:line_items).exists?(line_items: { book_id: book_id })
  end

  def excerpt(length = 140)
    body.truncate(length, separator: " ")
  end

  def star_string
    ("★" * rating) + ("☆" * (RATINGS.max - rating))
  end

  def approve!(moderator)
    update!(status: :approved, moderated_by: moderator.id, moderated_at: Time.current)
  end

  def reject!(moderator)
    update!(status: :rejected, moderated_by: moderator.id, moderated_at: Time.current)
  end
end
