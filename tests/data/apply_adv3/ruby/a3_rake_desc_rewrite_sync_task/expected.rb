# frozen_string_literal: true

namespace :search do
  desc "Rebuild the products index from scratch"
  task rebuild_products: :environment do
    index = Search::Index.new("products")
    index.drop!
    index.create!(settings: Search::Settings.products)

    Product.published.find_in_batches(batch_size: 1_000) do |batch|
      index.bulk_import(batch.map(&:search_document))
    end

    puts "products index rebuilt"
  end

  desc "Rebuild the customers index from scratch"
  task rebuild_customers: :environment do
    index = Search::Index.new("customers")
    index.drop!
    index.create!(settings: Search::Settings.customers)

    Customer.active.find_in_batches(batch_size: 1_000) do |batch|
      index.bulk_import(batch.map(&:search_document))
    end

    puts "customers index rebuilt"
  end

  desc "Sync products updated in the last SINCE_MINUTES minutes (default 60)"
  task sync_products: :environment do
    index = Search::Index.new("products")
    since = Integer(ENV.fetch("SINCE_MINUTES", "60")).minutes.ago

    Product.where("updated_at > ?", since).find_each do |product|
      index.upsert(product.search_document)
    end

    puts "products synced since #{since.iso8601}"
  end

  desc "Sync recently updated customers"
  task sync_customers: :environment do
    index = Search::Index.new("customers")
    since = 1.hour.ago

    Customer.where("updated_at > ?", since).find_each do |customer|
      index.upsert(customer.search_document)
    end

    puts "customers synced"
  end
end
