# frozen_string_literal: true

class User < ApplicationRecord
  ROLES = %w[viewer editor admin].freeze
  EMAIL_FORMAT = /\A[^@\s]+@[^@\s]+\.[^@\s]+\z/

  has_many :memberships, dependent: :destroy
  has_many :teams, through: :memberships
  has_many :api_tokens, dependent: :destroy

  validates :email, presence: true, uniqueness: { case_sensitive: false }, format: { with: EMAIL_FORMAT }
  validates :role, inclusion: { in: ROLES }

  before_validation :normalize_email
  validate :password_strength, if: -> { password.present? }

  scope :admins, -> { where(role: "admin") }
  scope :active, -> { where(deactivated_at: nil) }

  def admin?
    role == "admin"
  end

  def editor?
    role == "editor" || admin?
  end

  def deactivate!
    transaction do
      update!(deactivated_at: Time.current)
      api_tokens.destroy_all
    end
  end

  def display_name
    name.presence || email.split("@").first
  end

  private

  def normalize_email
    self.email = email.to_s.strip.downcase
  end

  def password_strength
    if password.length < 12
      errors.add(:password, "must be at least 12 characters")
    end
    unless password.match?(/\d/)
      errors.add(:password, "must include a digit")
    end
    unless password.match?(/[A-Z]/)
      errors.add(:password, "must include an uppercase letter")
    end
    local_part = email.to_s.split("@").first.to_s.downcase
    if local_part.present? && password.downcase.include?(local_part)
      errors.add(:password, "must not contain your email name")
    end
    unless password.match?(/[^A-Za-z0-9]/)
      errors.add(:password, "must include a symbol")
    end
  end
end
