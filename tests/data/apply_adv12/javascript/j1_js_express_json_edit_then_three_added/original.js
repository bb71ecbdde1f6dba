const express = require("express");
const helmet = require("helmet");
const cors = require("cors");
const morgan = require("morgan");

const usersRouter = require("./routes/users");
const ordersRouter = require("./routes/orders");
const { errorHandler } = require("./middleware/errors");

const app = express();

app.use(helmet());
app.use(cors({ origin: process.env.CORS_ORIGIN }));
app.use(express.json({ limit: "1mb" }));
app.use(express.urlencoded({ extended: true }));
app.use(morgan("combined"));

app.get("/health", (req, res) => {
  res.json({ ok: true });
});

app.use("/api/users", usersRouter);
app.use("/api/orders", ordersRouter);

app.use(errorHandler);

module.exports = app;
