-- ... existing code ...

local function update_enemies(dt)
  for i = #state.enemies, 1, -1 do
    local e = state.enemies[i]
    e:update(dt, state.player)
    if e.y > HEIGHT + 32 then
      table.remove(state.enemies, i)
    elseif e:collides(state.player) then
      state.player:hit(e.damage)
      table.remove(state.enemies, i)
    end
  end
end

local function draw_hud()
  love.graphics.setColor(1, 1, 1)
  -- ... existing code ...
end

-- ... existing code ...

function love.keypressed(key)
  if key == "escape" then
    love.event.quit()
  elseif key == "p" then
    state.paused = not state.paused
  end
end
