# frozen_string_literal: true

require "active_support/inflector"

module Content
  # Builds URL slugs for articles and makes them unique within a scope.
  module Slugger
    MAX_LENGTH = 80
    SEPARATOR = "-"
    FALLBACK = "untitled"

    module_function

    def slugify(title)
      slug = ActiveSupport::Inflector.transliterate(title.to_s).downcase
      slug = slug.gsub(/[^a-z0-9\s-]/, "")
      slug = slug.strip.gsub(/\s+/, SEPARATOR)
      slug = slug.squeeze(SEPARATOR)
      slug[0, MAX_LENGTH].delete_suffix(SEPARATOR)
    end

    def unique_slug(title, scope)
      base = slugify(title)
      base = FALLBACK if base.empty?
      candidate = base
      suffix = 2

      while scope.exists?(slug: candidate)
        tail = "#{SEPARATOR}#{suffix}"
        candidate = "#{base[0, MAX_LENGTH - tail.length]}#{tail}"
        suffix += 1
      end

      candidate
    end

    def valid?(slug)
      slug.match?(/\A[a-z0-9]+(?:-[a-z0-9]+)*\z/) && slug.length <= MAX_LENGTH
    end

    def from_path(path)
      File.basename(path.to_s, ".*").then { |name| slugify(name.tr("_", " ")) }
    end
  end
end
