  # ... existing code ...

  def destroy?
    user&.admin? || (record.author_id == user&.id && !record.published?)
  end

  # ... existing code ...
