--- Can a recipient receive plasma from `donor`? RhD does not matter for plasma.
--- AB plasma has no anti-A or anti-B, so it can be given to anyone.
function M.plasma_compatible(recipient, donor)
  local r_abo = split_group(recipient)
  local d_abo = split_group(donor)
  if d_abo == "AB" or r_abo == "O" then
    return true
  end
  return r_abo == d_abo
end
