function Spellbook:cast(spell_id, target)
  local spell = self.spells[spell_id]
  if not spell then
    return false, "unknown spell"
  end
  if not self:is_ready(spell_id) then
    return false, "not ready"
  end
  if self.owner.mana < spell.cost then
    return false, "not enough mana"
  end
  if spell.range and target and self.owner:distance_to(target) > spell.range then
    return false, "out of range"
  end
  self.owner.mana = self.owner.mana - spell.cost
  self.cooldowns[spell_id] = spell.cooldown
  if not spell.off_global then
    self.global_cooldown = GLOBAL_COOLDOWN
  end
  spell.effect(self.owner, target)
  return true
end
