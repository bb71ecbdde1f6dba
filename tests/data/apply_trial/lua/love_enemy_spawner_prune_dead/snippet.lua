function Spawner:update(dt)
  -- ... existing spawn timer logic ...

  for i = #self.enemies, 1, -1 do
    local enemy = self.enemies[i]
    enemy:update(dt)
    if enemy.dead then
      enemy:destroy()
      table.remove(self.enemies, i)
    end
  end
end
