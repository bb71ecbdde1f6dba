# frozen_string_literal: true

require "bundler/gem_tasks"
require "rake/testtask"
require "rubocop/rake_task"
require "yard"

RuboCop::RakeTask.new(:rubocop) do |task|
  task.options = ["--display-cop-names"]
  task.fail_on_error = true
end

namespace :test do
  Rake::TestTask.new(:unit) do |t|
    t.libs << "test" << "lib"
    t.test_files = FileList["test/unit/**/*_test.rb"]
    t.warning = false
  end

  Rake::TestTask.new(:integration) do |t|
    t.libs << "test" << "lib"
    t.test_files = FileList["test/integration/**/*_test.rb"]
    t.warning = false
  end

  desc "Run unit and integration tests"
  task all: %i[unit integration]
end

YARD::Rake::YardocTask.new(:doc) do |t|
  t.files = ["lib/**/*.rb"]
  t.options = ["--markup", "markdown", "--output-dir", "doc/api"]
end

namespace :release do
  desc "Check that the changelog mentions the current version"
  task :changelog do
    version = Gem::Specification.load(Dir["*.gemspec"].first).version.to_s
    abort "CHANGELOG.md has no entry for #{version}" unless File.read("CHANGELOG.md").include?("## #{version}")
  end

  desc "Run every check before tagging a release"
  task check: %i[rubocop test:all release:changelog]
end

desc "Remove generated files"
task :clean do
  rm_rf %w[doc/api pkg coverage .yardoc tmp/cache]
end

desc "Run the default CI pipeline"
task ci: %i[rubocop test:all doc]

task default: :ci
