class User < ApplicationRecord
  has_secure_password

  has_many :orders, dependent: :destroy
  has_many :addresses, dependent: :destroy

  validates :email, presence: true, uniqueness: { case_sensitive: false }
  validates :name, presence: true, length: { maximum: 100 }
  validates :password, length: { minimum: 12 }, allow_nil: true

  before_save { self.email = email.downcase }

  def display_name
    name.presence || email.split("@").first
  end
end
