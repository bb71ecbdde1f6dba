# ... existing code ...

if $PROGRAM_NAME == __FILE__
  depot_id = ARGV.fetch(0) { abort "usage: #{File.basename($PROGRAM_NAME)} DEPOT_ID [WEEK_START] [OUT.csv]" }
  week_start = ARGV[1] ? Date.iso8601(ARGV[1]) : Date.today - Date.today.cwday + 1
  export = HosWeeklyExport.new(depot_id, week_start)

  if ARGV[2]
    File.open(ARGV[2], "w") { |file| export.write(file) }
    warn "wrote #{ARGV[2]}"
  else
    export.write($stdout)
  end
end
