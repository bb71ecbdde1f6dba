  def tax
    return BigDecimal("0") if invoice.customer.tax_exempt?

    (subtotal * TAX_RATE).round(2)
  end

  def discount
    return BigDecimal("0") unless @coupon&.active?

    if @coupon.percent_off
      (subtotal * @coupon.percent_off / 100).round(2)
    else
      [@coupon.amount_off, subtotal].min
    end
  end

  def total
    (subtotal + tax).round(2)
  end
