  def validate!
    errors = []
    # ... existing validation ...
    errors << "collection date is in the future" if collected_on && collected_on > Date.today
    unless PRESERVATION_METHODS.include?(preservation)
      errors << "preservation must be one of #{PRESERVATION_METHODS.join(', ')}"
    end

    raise InvalidSpecimen, errors.join("; ") unless errors.empty?

    self
  end
