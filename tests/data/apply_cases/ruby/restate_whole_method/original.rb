# frozen_string_literal: true

require "bigdecimal"

module Banking
  class InsufficientFunds < StandardError; end

  class Account
    attr_reader :owner, :balance

    def initialize(owner, balance = BigDecimal("0"))
      @owner = owner
      @balance = balance
      @history = []
    end

    def deposit(amount)
      raise ArgumentError, "amount must be positive" unless amount.positive?

      @balance += amount
      @history << [:deposit, amount]
      self
    end

    def withdraw(amount)
      raise ArgumentError, "amount must be positive" unless amount.positive?
      raise InsufficientFunds, "balance too low" if amount > @balance

      @balance -= amount
      @history << [:withdraw, amount]
      self
    end

    def deposits
      @history.select { |kind, _| kind == :deposit }.map(&:last)
    end

    def withdrawals
      @history.select { |kind, _| kind == :withdraw }.map(&:last)
    end

    def to_s
      "#{owner}: #{balance.to_s("F")}"
    end
  end
end
