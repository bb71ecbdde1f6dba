-- ... existing code ...

-- Board-basis child plan, e.g. BB = BAR + breakfast per person.
-- Infants (under 3) are included in stay.children but eat free.
function M.with_board(parent_price, rule, stay, currency)
  local children = math.max(0, (stay.children or 0) - (stay.infants or 0))
  local supplement = per_person_supplement(rule, stay.adults, children)
  local price = parent_price + supplement
  if rule.max_supplement and supplement > rule.max_supplement then
    price = parent_price + rule.max_supplement
  end
  return round_price(price, currency)
end

-- ... existing code ...
