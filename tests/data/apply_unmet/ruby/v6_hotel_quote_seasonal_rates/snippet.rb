# ... existing code ...

      def room_total
        (check_in...check_out).sum do |night|
          season = room_type.season_for(night)
          rate = season ? season.rate : room_type.base_rate
          # Seasonal rates already include the weekend uplift.
          rate *= room_type.weekend_multiplier if season.nil? && WEEKEND_DAYS.include?(night.wday)
          rate
        end
      end

# ... existing code ...
