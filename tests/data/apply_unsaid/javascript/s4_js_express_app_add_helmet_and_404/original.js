const express = require("express");
const morgan = require("morgan");
const cors = require("cors");
const compression = require("compression");

const authRouter = require("./routes/auth");
const projectsRouter = require("./routes/projects");
const tasksRouter = require("./routes/tasks");
const { requireUser } = require("./middleware/requireUser");
const logger = require("./lib/logger");

function createApp({ corsOrigins = [] } = {}) {
  const app = express();

  app.disable("x-powered-by");
  app.set("trust proxy", 1);

  app.use(morgan("combined", { stream: { write: (line) => logger.info(line.trim()) } }));
  app.use(
    cors({
      origin: corsOrigins.length ? corsOrigins : false,
      credentials: true,
    })
  );
  app.use(compression());
  app.use(express.json({ limit: "1mb" }));
  app.use(express.urlencoded({ extended: false }));

  app.get("/healthz", (req, res) => {
    res.json({ status: "ok", uptime: process.uptime() });
  });

  app.use("/api/auth", authRouter);
  app.use("/api/projects", requireUser, projectsRouter);
  app.use("/api/tasks", requireUser, tasksRouter);

  // eslint-disable-next-line no-unused-vars
  app.use((err, req, res, next) => {
    const status = err.status || 500;
    if (status >= 500) {
      logger.error({ err, path: req.path }, "unhandled error");
    }
    res.status(status).json({
      error: status >= 500 ? "Internal Server Error" : err.message,
    });
  });

  return app;
}

module.exports = { createApp };
