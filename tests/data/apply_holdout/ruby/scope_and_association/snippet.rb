class User < ApplicationRecord
  # ...
  has_many :comments, dependent: :destroy
  has_many :sessions, dependent: :delete_all
  belongs_to :organization, optional: true

  # ...

  scope :admins, -> { where(role: "admin") }
  scope :recent, -> { order(created_at: :desc) }
  scope :active, -> { where(deactivated_at: nil) }

  # ...
end
