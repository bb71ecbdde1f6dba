    def to_csv
      CSV.generate(headers: true) do |csv|
        # ... existing code ...
      end
    end

    def to_tsv
      CSV.generate(col_sep: "\t") do |tsv|
        tsv << HEADERS
        rows.each { |row| tsv << row }
      end
    end

    def to_json(*_args)
      # ... existing code ...
