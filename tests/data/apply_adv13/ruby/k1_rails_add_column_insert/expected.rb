class AddShippingToOrders < ActiveRecord::Migration[7.1]
  def change
    add_column :orders, :tracking_number, :string
    add_column :orders, :carrier, :string, limit: 32
    add_column :orders, :shipped_at, :datetime
    add_column :orders, :delivered_at, :datetime
    add_index :orders, :tracking_number, unique: true
  end
end
