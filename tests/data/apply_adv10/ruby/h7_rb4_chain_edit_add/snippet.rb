  def index
    @orders = current_user.orders
      .where(status: params.fetch(:status, "open"))
      .includes(:line_items)
      # ... existing code ...
  end
