    def to_csv
      CSV.generate(headers: true) do |csv|
        csv << HEADERS
        # ... existing row loop ...
        csv << totals_row if @include_totals
      end
    end
