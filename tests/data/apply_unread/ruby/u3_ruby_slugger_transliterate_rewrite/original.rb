# frozen_string_literal: true

module Content
  # Builds URL slugs for articles and makes them unique within a scope.
  module Slugger
    MAX_LENGTH = 80
    SEPARATOR = "-"

    module_function

    def slugify(title)
      slug = title.to_s.downcase
      slug = slug.gsub(/[^a-z0-9\s-]/, "")
      slug = slug.strip.gsub(/\s+/, SEPARATOR)
      slug = slug.squeeze(SEPARATOR)
      slug[0, MAX_LENGTH]
    end

    def unique_slug(title, scope)
      base = slugify(title)
      base = "untitled" if base.empty?
      candidate = base
      suffix = 2

      while scope.exists?(slug: candidate)
        candidate = "#{base}#{SEPARATOR}#{suffix}"
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
