function M.rain_since(prev, cur)
  -- ... existing code ...
    tips = tips + 0x10000
  end
  if tips > 1000 then
    -- more than 200 mm between two uplinks: counter reset or a stuck reed switch
    return nil, "implausible rain tip delta " .. tips
  end
  return round(tips * RAIN_MM_PER_TIP, 1)
end

return M
