const express = require("express");
const helmet = require("helmet");
const morgan = require("morgan");
// ...

function createApp({ corsOrigins = [] } = {}) {
  const app = express();

  app.disable("x-powered-by");
  app.set("trust proxy", 1);

  app.use(helmet());
  app.use(morgan("combined", { stream: { write: (line) => logger.info(line.trim()) } }));
  // ... (rest unchanged) ...
  app.use("/api/tasks", requireUser, tasksRouter);

  app.use((req, res) => {
    res.status(404).json({ error: `No route for ${req.method} ${req.path}` });
  });

  // ...rest of the function
}
