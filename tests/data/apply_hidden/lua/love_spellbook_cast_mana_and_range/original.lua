local Spellbook = {}
Spellbook.__index = Spellbook

local GLOBAL_COOLDOWN = 0.75

function Spellbook.new(owner)
  local self = setmetatable({}, Spellbook)
  self.owner = owner
  self.spells = {}
  self.cooldowns = {}
  self.global_cooldown = 0
  return self
end

function Spellbook:learn(spell)
  if self.spells[spell.id] then
    return false
  end
  self.spells[spell.id] = spell
  self.cooldowns[spell.id] = 0
  return true
end

function Spellbook:forget(spell_id)
  if not self.spells[spell_id] then
    return false
  end
  self.spells[spell_id] = nil
  self.cooldowns[spell_id] = nil
  return true
end

function Spellbook:update(dt)
  self.global_cooldown = math.max(0, self.global_cooldown - dt)
  for id, remaining in pairs(self.cooldowns) do
    self.cooldowns[id] = math.max(0, remaining - dt)
  end
end

function Spellbook:is_ready(spell_id)
  return self.spells[spell_id] ~= nil
    and self.cooldowns[spell_id] == 0
    and self.global_cooldown == 0
end

function Spellbook:cast(spell_id, target)
  local spell = self.spells[spell_id]
  if not spell then
    return false, "unknown spell"
  end
  if not self:is_ready(spell_id) then
    return false, "not ready"
  end
  self.owner.mana = self.owner.mana - spell.cost
  self.cooldowns[spell_id] = spell.cooldown
  self.global_cooldown = GLOBAL_COOLDOWN
  spell.effect(self.owner, target)
  return true
end

function Spellbook:remaining(spell_id)
  return self.cooldowns[spell_id] or 0
end

return Spellbook
