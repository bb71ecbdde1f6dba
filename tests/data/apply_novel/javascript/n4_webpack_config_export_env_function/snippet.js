// ... existing code ...

module.exports = (env = {}, argv = {}) => {
  const config = createConfig(argv.mode === "production");
  if (env.verbose) {
    config.stats = "verbose";
  }
  return config;
};
