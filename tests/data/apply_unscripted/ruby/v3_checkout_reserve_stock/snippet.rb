  def call
    # ... existing code ...
    return failure(charge.error_message) unless charge.success?

    order.payment_reference = charge.reference
    Order.transaction do
      order.save!
      order.line_items.each { |line| line.book.decrement!(:stock_count, line.quantity) }
      @cart.destroy!
    end
    OrderMailer.confirmation(order).deliver_later
    Result.new(success?: true, order: order)
  end
