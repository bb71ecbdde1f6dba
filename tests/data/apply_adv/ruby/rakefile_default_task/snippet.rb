# ... existing code ...

desc "Remove generated files"
task :clean do
  rm_rf %w[doc/api pkg coverage .yardoc tmp/cache]
end

desc "Run the default CI pipeline"
task ci: %i[rubocop test:all doc]

task default: :ci
