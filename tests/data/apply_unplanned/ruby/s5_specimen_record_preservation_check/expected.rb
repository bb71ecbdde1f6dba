# frozen_string_literal: true

require "date"

# Specimen records imported from field notebooks into the collections database.
class SpecimenRecord
  class InvalidSpecimen < StandardError; end

  CATALOG_FORMAT = /\ANHM-[A-Z]{3}-\d{4}\z/.freeze
  DEPARTMENTS = %w[ORN MAM ENT PAL MIN HRB].freeze
  PRESERVATION_METHODS = %w[dry skin fluid frozen slide mounted].freeze

  attr_reader :catalog_number, :department, :taxon, :collected_on, :locality, :preservation, :collector

  def initialize(attrs)
    @catalog_number = attrs[:catalog_number]
    @department = attrs[:department]
    @taxon = attrs[:taxon]
    @collected_on = attrs[:collected_on]
    @locality = attrs[:locality]
    @preservation = attrs[:preservation]
    @collector = attrs[:collector]
  end

  def validate!
    errors = []
    errors << "catalog number #{catalog_number.inspect} is malformed" unless catalog_number.to_s.match?(CATALOG_FORMAT)
    errors << "unknown department #{department.inspect}" unless DEPARTMENTS.include?(department)
    errors << "taxon missing" if taxon.to_s.strip.empty?
    errors << "locality missing" if locality.to_s.strip.empty?
    errors << "collector missing" if collector.to_s.strip.empty?
    errors << "collection date is in the future" if collected_on && collected_on > Date.today
    unless PRESERVATION_METHODS.include?(preservation)
      errors << "preservation must be one of #{PRESERVATION_METHODS.join(', ')}"
    end

    raise InvalidSpecimen, errors.join("; ") unless errors.empty?

    self
  end

  def department_name
    {
      "ORN" => "Ornithology",
      "MAM" => "Mammalogy",
      "ENT" => "Entomology",
      "PAL" => "Palaeontology",
      "MIN" => "Mineralogy",
      "HRB" => "Herbarium"
    }.fetch(department)
  end

  def label
    [catalog_number, taxon, locality, collected_on&.iso8601].compact.join(" | ")
  end

  def to_h
    {
      catalog_number: catalog_number,
      department: department,
      taxon: taxon,
      collected_on: collected_on&.iso8601,
      locality: locality,
      preservation: preservation,
      collector: collector
    }
  end
end
