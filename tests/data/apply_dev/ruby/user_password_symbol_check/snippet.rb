# ... existing code ...

  def password_strength
    # ... existing checks ...
    unless password.match?(/[^A-Za-z0-9]/)
      errors.add(:password, "must include a symbol")
    end
  end
end
