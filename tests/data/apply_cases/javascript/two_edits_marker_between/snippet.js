const express = require("express");
const helmet = require("helmet");
const morgan = require("morgan");
const { db } = require("./db");
const { requireAuth } = require("./auth");

const app = express();
app.use(helmet());
app.use(morgan("tiny"));
app.use(express.json({ limit: "1mb" }));

// ... existing code ...

const port = process.env.PORT || 3000;
app.listen(port, () => console.log(`notes api listening on http://localhost:${port}`));
