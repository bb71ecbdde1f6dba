# ... existing code ...

  def format_percentage(ratio, precision: 1)
    return EMPTY_VALUE if ratio.nil?

    number_to_percentage(ratio * 100, precision: precision, strip_insignificant_zeros: true)
  end
end
