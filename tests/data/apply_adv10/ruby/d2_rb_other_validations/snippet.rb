class User < ApplicationRecord
  # ... existing associations ...

  validates :email, presence: true, uniqueness: { case_sensitive: false }
  # other validations
  validates :password, length: { minimum: 12 }, allow_nil: true

  # ... existing code ...
end
