const express = require("express");
const helmet = require("helmet");
const cors = require("cors");
const morgan = require("morgan");

const usersRouter = require("./routes/users");
const ordersRouter = require("./routes/orders");
const { errorHandler } = require("./middleware/errors");
const compression = require("compression");
const cookieParser = require("cookie-parser");
const rateLimit = require("express-rate-limit");

const app = express();

app.use(helmet());
app.use(cors({ origin: process.env.CORS_ORIGIN }));
app.use(express.json({ limit: "5mb" }));
app.use(compression());
app.use(cookieParser());
app.use(rateLimit({ windowMs: 60_000, max: 100 }));
app.use(express.urlencoded({ extended: true }));
app.use(morgan("combined"));

app.get("/health", (req, res) => {
  res.json({ ok: true });
});

app.use("/api/users", usersRouter);
app.use("/api/orders", ordersRouter);

app.use(errorHandler);

module.exports = app;
