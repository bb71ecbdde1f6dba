    def export_customers(customers)
      path = build_path("customers")
      CSV.open(path, "w", write_headers: true, headers: CUSTOMER_HEADERS) do |csv|
        customers.find_each do |customer|
          csv << [
            customer.id,
            customer.email,
            customer.name,
            customer.orders_count,
            customer.lifetime_value_cents
          ]
        end
      end
      ExportResult.new(path: path, rows: customers.count, kind: :customers)
    end

    # ... rest of the class ...
