# frozen_string_literal: true

require "bigdecimal"
require "date"

module PropertyOps
  # Append-only ledger of charges, payments and credits for a single lease.
  class RentLedger
    Entry = Struct.new(:kind, :amount, :posted_on, :memo, keyword_init: true) do
      def charge?
        kind == :charge
      end

      def payment?
        kind == :payment
      end

      def credit?
        kind == :credit
      end
    end

    attr_reader :lease_id, :entries

    def initialize(lease_id)
      @lease_id = lease_id
      @entries = []
    end

    def post_charge(amount, posted_on:, memo: "Monthly rent")
      add_entry(:charge, amount, posted_on, memo)
    end

    def post_payment(amount, posted_on:, memo: "Payment received")
      add_entry(:payment, amount, posted_on, memo)
    end

    def post_credit(amount, posted_on:, memo: "Concession")
      add_entry(:credit, amount, posted_on, memo)
    end

    def outstanding_balance(as_of: Date.today)
      charges = entries.select { |e| e.charge? && e.posted_on <= as_of }.sum(&:amount)
      payments = entries.select { |e| e.payment? && e.posted_on <= as_of }.sum(&:amount)
      charges - payments
    end

    def delinquent?(as_of: Date.today)
      outstanding_balance(as_of: as_of).positive?
    end

    def statement(from:, to:)
      entries
        .select { |e| e.posted_on.between?(from, to) }
        .sort_by(&:posted_on)
        .map { |e| format("%s  %-8s %10.2f  %s", e.posted_on, e.kind, e.amount, e.memo) }
    end

    private

    def add_entry(kind, amount, posted_on, memo)
      amount = BigDecimal(amount.to_s)
      raise ArgumentError, "amount must be positive" unless amount.positive?

      entry = Entry.new(kind: kind, amount: amount, posted_on: posted_on, memo: memo)
      @entries << entry
      entry
    end
  end
end
