  # ... existing code ...

  desc "Sync products updated in the last SINCE_MINUTES minutes (default 60)"
  task sync_products: :environment do
    index = Search::Index.new("products")
    since = Integer(ENV.fetch("SINCE_MINUTES", "60")).minutes.ago

    Product.where("updated_at > ?", since).find_each do |product|
      index.upsert(product.search_document)
    end

    puts "products synced since #{since.iso8601}"
  end

  # ... existing code ...
