// ais-tail — prints decoded AIS position reports from a port's NMEA TCP feed.
// Usage: ais-tail --host ais-gw.port-internal --port 4001 [--mmsi 244123456] [--json]

const net = require("node:net");
const readline = require("node:readline");
const { parseArgs } = require("node:util");

const { decodeSentence, FragmentBuffer } = require("../lib/nmea");
const { formatPosition } = require("../lib/format");

const POSITION_TYPES = new Set([1, 2, 3, 18, 19]);
const RECONNECT_DELAY_MS = 5000;

function readOptions(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      host: { type: "string", default: "localhost" },
      port: { type: "string", default: "4001" },
      mmsi: { type: "string", multiple: true },
      json: { type: "boolean", default: false },
    },
  });
  return {
    host: values.host,
    port: Number.parseInt(values.port, 10),
    mmsiFilter: values.mmsi ? new Set(values.mmsi.map(Number)) : null,
    json: values.json,
  };
}

function connect(options, onMessage) {
  const socket = net.createConnection({ host: options.host, port: options.port });
  const fragments = new FragmentBuffer();
  const lines = readline.createInterface({ input: socket, crlfDelay: Infinity });

  lines.on("line", (line) => {
    const payload = fragments.push(line.trim());
    if (!payload) return;
    const message = decodeSentence(payload);
    if (message && POSITION_TYPES.has(message.type)) {
      onMessage(message);
    }
  });

  socket.on("error", (err) => {
    console.error(`ais-tail: connection error: ${err.message}`);
  });

  socket.on("close", () => {
    console.error(`ais-tail: feed closed, reconnecting in ${RECONNECT_DELAY_MS / 1000}s`);
    setTimeout(() => connect(options, onMessage), RECONNECT_DELAY_MS);
  });

  return socket;
}

async function main() {
  const options = readOptions(process.argv.slice(2));
  if (Number.isNaN(options.port)) {
    throw new Error("--port must be a number");
  }

  let count = 0;
  connect(options, (message) => {
    if (options.mmsiFilter && !options.mmsiFilter.has(message.mmsi)) return;
    count += 1;
    console.log(options.json ? JSON.stringify(message) : formatPosition(message));
  });

  process.on("SIGINT", () => {
    console.error(`\nais-tail: ${count} position reports received`);
    process.exit(0);
  });
}

main();
