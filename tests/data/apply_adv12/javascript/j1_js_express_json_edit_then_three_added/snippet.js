// ... existing code ...
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
// ... existing code ...
