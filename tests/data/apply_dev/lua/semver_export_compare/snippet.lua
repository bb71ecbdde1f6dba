-- ... existing code ...

return {
  new = new,
  parse = parse,
  format = format,
  compare = compare,
  satisfies = satisfies,
  sort = sort,
}
