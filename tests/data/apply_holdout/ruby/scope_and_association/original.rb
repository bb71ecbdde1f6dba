class User < ApplicationRecord
  ROLES = %w[member editor admin].freeze

  has_secure_password
  has_many :posts, dependent: :destroy
  has_many :comments, dependent: :destroy
  belongs_to :organization, optional: true

  validates :email, presence: true, uniqueness: { case_sensitive: false }
  validates :name, presence: true, length: { maximum: 80 }
  validates :role, inclusion: { in: ROLES }

  before_save :normalize_email

  scope :admins, -> { where(role: "admin") }
  scope :recent, -> { order(created_at: :desc) }

  def admin?
    role == "admin"
  end

  def editor?
    role == "editor"
  end

  def display_name
    name.presence || email.split("@").first
  end

  private

  def normalize_email
    self.email = email.to_s.strip.downcase
  end
end
