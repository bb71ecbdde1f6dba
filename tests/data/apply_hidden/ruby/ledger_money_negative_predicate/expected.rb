# frozen_string_literal: true

module Ledger
  class Currency
    attr_reader :code, :exponent

    def initialize(code, exponent: 2)
      @code = code.to_s.upcase
      @exponent = exponent
    end

    def subunits
      10**exponent
    end

    def ==(other)
      other.is_a?(Currency) && other.code == code
    end
  end

  class Money
    include Comparable

    attr_reader :cents, :currency

    def initialize(cents, currency)
      @cents = Integer(cents)
      @currency = currency
    end

    def +(other)
      assert_same_currency!(other)
      Money.new(cents + other.cents, currency)
    end

    def -(other)
      assert_same_currency!(other)
      Money.new(cents - other.cents, currency)
    end

    def <=>(other)
      assert_same_currency!(other)
      cents <=> other.cents
    end

    def zero?
      cents.zero?
    end

    def to_s
      format("%.#{currency.exponent}f %s", cents.to_f / currency.subunits, currency.code)
    end

    def assert_same_currency!(other)
      return if other.currency == currency

      raise ArgumentError, "currency mismatch: #{currency.code} vs #{other.currency.code}"
    end

    def negative?
      cents.negative?
    end
  end

  class Account
    attr_reader :name, :balance

    def initialize(name, currency)
      @name = name
      @balance = Money.new(0, currency)
    end

    def credit(amount)
      @balance += amount
    end

    def debit(amount)
      @balance -= amount
    end
  end
end
