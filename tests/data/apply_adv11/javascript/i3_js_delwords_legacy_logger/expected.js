// Request logging and timing middleware for the API server.
const { performance } = require("node:perf_hooks");

function timing(req, res, next) {
  const start = performance.now();
  res.on("finish", () => {
    res.locals.ms = performance.now() - start;
  });
  next();
}

function logger(log) {
  return (req, res, next) => {
    res.on("finish", () => log.info({ method: req.method, url: req.url, status: res.statusCode }));
    next();
  };
}

module.exports = { timing, logger };
