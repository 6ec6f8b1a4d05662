// Loaded with `node --import` by scripts/e2e-server.mjs when E2E_CLOCK_START is set: the server's
// clock starts at that instant and runs on from there, so a journey can make an inquiry arrive at
// an hour it cannot wait for (01:00 in India, when India's date and UTC's differ). Everything in
// the process reads the shifted time: the app's `new Date()` and `Date.now()`, and the embedded
// database's `now()`, whose WebAssembly clock asks `Date.now()` too. The production server never
// loads this file.
const start = Date.parse(process.env.E2E_CLOCK_START ?? '');
if (Number.isNaN(start)) throw new Error(`E2E_CLOCK_START is not an instant: ${process.env.E2E_CLOCK_START}`);

const RealDate = Date;
const offset = start - RealDate.now();
const now = () => RealDate.now() + offset;

/** `Date` with the shifted "now": `new Date()` and `Date()` read it; every other call is the real one. */
function ShiftedDate(...args) {
  if (!new.target) return new RealDate(now()).toString();
  return args.length === 0 ? new RealDate(now()) : new RealDate(...args);
}
ShiftedDate.prototype = RealDate.prototype;
Object.setPrototypeOf(ShiftedDate, RealDate);
ShiftedDate.now = now;
globalThis.Date = ShiftedDate;
