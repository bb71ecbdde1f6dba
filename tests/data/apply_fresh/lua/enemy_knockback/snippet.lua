local Enemy = {}
Enemy.__index = Enemy

local SPEED = 60
local MAX_HEALTH = 3
local FLASH_TIME = 0.1
local KNOCKBACK = 140

-- ...

function Enemy:hit(damage, fromX, fromY)
  self.health = self.health - damage
  self.flash = FLASH_TIME
  if fromX and fromY then
    local dx, dy = self.x - fromX, self.y - fromY
    local len = math.sqrt(dx * dx + dy * dy)
    if len > 0 then
      self.x = self.x + dx / len * KNOCKBACK * FLASH_TIME
      self.y = self.y + dy / len * KNOCKBACK * FLASH_TIME
    end
  end
  if self.health <= 0 then
    self.dead = true
  end
end

-- rest of file unchanged
