# frozen_string_literal: true

require "date"
require "json"

module AgentPortal
  # Computes commission statements for producing agents from bound policy
  # transactions. Used by the monthly statement job and the portal's
  # "estimate my commission" widget.
  class CommissionCalculator
    NEW_BUSINESS_RATES = {
      "auto" => 0.12,
      "home" => 0.15,
      "umbrella" => 0.18,
      "commercial_package" => 0.14
    }.freeze

    RENEWAL_RATES = {
      "auto" => 0.08,
      "home" => 0.10,
      "umbrella" => 0.12,
      "commercial_package" => 0.10
    }.freeze

    Line = Struct.new(:policy_number, :product, :transaction, :premium, :effective_on, keyword_init: true)

    def initialize(agent_code:, period_start:, period_end:)
      @agent_code = agent_code
      @period_start = Date.parse(period_start.to_s)
      @period_end = Date.parse(period_end.to_s)
    end

    def statement(transactions)
      lines = transactions.select { |t| in_period?(t) }.map { |t| build_line(t) }
      {
        agent_code: @agent_code,
        period: "#{@period_start.iso8601}..#{@period_end.iso8601}",
        lines: lines.map { |l| line_payload(l) },
        total_commission: lines.sum { |l| commission_for(l) }.round(2)
      }
    end

    def to_json(transactions)
      JSON.generate(statement(transactions))
    end

    private

    def in_period?(txn)
      date = Date.parse(txn.fetch("effective_on"))
      date >= @period_start && date <= @period_end
    end

    def build_line(txn)
      Line.new(
        policy_number: txn.fetch("policy_number"),
        product: txn.fetch("product"),
        transaction: txn.fetch("transaction"),
        premium: txn.fetch("premium").to_f,
        effective_on: txn.fetch("effective_on")
      )
    end

    def rate_for(line)
      table = line.transaction == "renewal" ? RENEWAL_RATES : NEW_BUSINESS_RATES
      table.fetch(line.product) { raise ArgumentError, "no commission rate for #{line.product}" }
    end

    def commission_for(line)
      amount = line.premium * rate_for(line)
      line.transaction == "cancellation" ? -amount : amount
    end

    def line_payload(line)
      {
        policy_number: line.policy_number,
        product: line.product,
        transaction: line.transaction,
        premium: line.premium.round(2),
        commission: commission_for(line).round(2)
      }
    end
  end
end
