-- ... existing code ...

function Entities.update_all(dt)
  for i = #Entities.list, 1, -1 do
    local e = Entities.list[i]
    e.pos = e.pos + e.vel * dt
    if not e.alive then
      table.remove(Entities.list, i)
    end
  end
end

function Entities.draw_all()
  -- ... existing code ...
end

-- ... existing code ...
