    # ... rest of the code ...

    def to_s
      "#{owner}: #{balance.to_s("F")} EUR"
    end
  end
end
