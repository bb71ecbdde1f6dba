class AddShippingToOrders < ActiveRecord::Migration[7.1]
  def change
    add_column :orders, :tracking_number, :string
    add_column :orders, :carrier, :string, limit: 32
    # ... existing code ...
  end
end
