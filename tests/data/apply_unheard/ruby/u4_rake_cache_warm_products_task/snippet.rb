# ...

namespace :cache do
  # ...

  desc "Preload cached product pages"
  task warm_products: :environment do
    Product.published.find_each do |product|
      ProductCache.write(product)
    end
    puts "Warmed #{Product.published.count} product pages"
  end
end

# ...
