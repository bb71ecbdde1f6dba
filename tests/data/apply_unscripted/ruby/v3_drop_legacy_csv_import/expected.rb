# frozen_string_literal: true

require "json"
require "nokogiri"

module Catalog
  # Imports supplier feeds into the books table.
  class FeedImporter
    SUPPORTED_FORMATS = %i[onix json].freeze

    attr_reader :errors

    def initialize(supplier, logger: Rails.logger)
      @supplier = supplier
      @logger = logger
      @errors = []
    end

    def import(path, format:)
      raise ArgumentError, "unsupported format: #{format}" unless SUPPORTED_FORMATS.include?(format)

      records =
        case format
        when :onix then parse_onix(path)
        when :json then parse_json(path)
        end

      records.each { |attrs| upsert_book(attrs) }
      @logger.info("[FeedImporter] #{@supplier.code}: #{records.size} records, #{errors.size} errors")
      records.size
    end

    private

    def parse_onix(path)
      doc = Nokogiri::XML(File.read(path))
      doc.remove_namespaces!
      doc.xpath("//Product").map do |product|
        {
          isbn13: product.at_xpath("ProductIdentifier[ProductIDType='15']/IDValue")&.text,
          title: product.at_xpath(".//TitleText")&.text,
          price_pence: (product.at_xpath(".//PriceAmount")&.text.to_f * 100).round
        }
      end
    end

    def parse_json(path)
      JSON.parse(File.read(path)).fetch("products").map do |product|
        {
          isbn13: product["isbn"],
          title: product["title"],
          price_pence: product["price_pence"]
        }
      end
    end

    def upsert_book(attrs)
      book = Book.find_or_initialize_by(isbn13: attrs[:isbn13])
      book.assign_attributes(attrs.merge(supplier: @supplier))
      return if book.save

      @errors << { isbn13: attrs[:isbn13], messages: book.errors.full_messages }
    end
  end
end
