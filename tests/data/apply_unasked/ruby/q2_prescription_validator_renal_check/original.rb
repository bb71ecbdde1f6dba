# frozen_string_literal: true

module PharmOps
  module Verification
    # Runs the pharmacist-verification checks on a new inpatient order before
    # it is released to the dispensing cabinets.
    class PrescriptionValidator
      Result = Struct.new(:order_id, :errors, :warnings) do
        def ok?
          errors.empty?
        end
      end

      MAX_DAILY_ACETAMINOPHEN_MG = 4000

      def initialize(formulary:, allergy_service:, interaction_checker:)
        @formulary = formulary
        @allergy_service = allergy_service
        @interaction_checker = interaction_checker
      end

      def validate(order, patient)
        errors = []
        warnings = []

        drug = @formulary.find(order.rxcui)
        if drug.nil?
          errors << "#{order.rxcui} is not on the formulary"
          return Result.new(order.id, errors, warnings)
        end

        if drug.restricted? && !order.prescriber.can_order_restricted?
          errors << "#{drug.name} is restricted to #{drug.restricted_to.join('/')}"
        end

        if order.route && !drug.routes.include?(order.route)
          errors << "route #{order.route} not valid for #{drug.name}"
        end

        @allergy_service.matches(patient, drug).each do |allergy|
          errors << "allergy: #{allergy.description} (#{allergy.severity})"
        end

        @interaction_checker.check(drug, patient.active_medications).each do |alert|
          target = alert.severity == "contraindicated" ? errors : warnings
          target << "interaction with #{alert.other_drug}: #{alert.message}"
        end

        if drug.ingredient?("acetaminophen") && daily_dose_mg(order) > MAX_DAILY_ACETAMINOPHEN_MG
          errors << "acetaminophen exceeds #{MAX_DAILY_ACETAMINOPHEN_MG} mg/day"
        end

        Result.new(order.id, errors, warnings)
      end

      private

      def daily_dose_mg(order)
        order.dose_mg * order.doses_per_day
      end
    end
  end
end
