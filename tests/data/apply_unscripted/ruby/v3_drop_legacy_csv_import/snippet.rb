# frozen_string_literal: true

require "json"
require "nokogiri"

module Catalog
  # Imports supplier feeds into the books table.
  class FeedImporter
    SUPPORTED_FORMATS = %i[onix json].freeze

    # ... existing code ...

      records =
        case format
        when :onix then parse_onix(path)
        when :json then parse_json(path)
        end

    # ... existing code ...

    def parse_json(path)
      # ... existing code ...
    end

    # parse_legacy_csv removed - the legacy CSV feed is no longer supported

    def upsert_book(attrs)
    # ... existing code ...
