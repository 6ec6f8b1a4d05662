import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inquiryBody, pngImage } from '../test/fixtures.js';
import { ANSWER_MS, checkAnswer, type Expect } from './harness/answer-kinds.js';
import { createCelebrity, signIn } from './harness/api.js';
import { type ServerProcess, serverEnv, startServer, tempDataDir } from './harness/built-server.js';
import { Cleanup } from './harness/cleanup.js';
import { call } from './harness/http.js';
import {
  field,
  file,
  get,
  json,
  multipartBody,
  multipartRequest,
  NIL_UUID,
  validFields,
  withToken,
} from './harness/hostile-requests.js';
import { type RawRequest, rawExchange, requestBytes } from './harness/raw-http.js';

/**
 * Malformed and hostile requests against one server on its embedded database. Each must be
 * answered, within 2 s, never with a 5xx; API paths answer in the JSON envelope. Sent over a
 * bare socket so that nothing between the test and the server tidies them up.
 */

interface Case {
  name: string;
  expect: Expect;
  /** Built when the case runs, from the server's token and a real celebrity id. */
  request: (context: Context) => RawRequest | Buffer;
}

interface Context {
  token: string;
  celebrity: string;
  png: Buffer;
}

// ---------------------------------------------------------------- Accept-Encoding
const SPACES = ' '.repeat(16_000);
const acceptEncodings: [string, string][] = [
  ['br and 16,000 spaces then a letter', `br${SPACES}x`],
  ['br and 16,000 spaces then a comma and gzip', `br${SPACES},gzip`],
  ['16,000 spaces inside br;q=', `br;q=${SPACES}1`],
  ['gzip;q= and 16,000 spaces', `gzip;q=${SPACES}0.5`],
  ['gzip;q= and 16,000 spaces then br', `gzip;q=${SPACES}0.5,br`],
  ['gzip and spaces and a semicolon', `gzip${SPACES};`],
  ['a q value of 8,000 zeros', `br;q=0.${'0'.repeat(8_000)}1`],
  ['2,000 made-up codings', Array.from({ length: 2_000 }, (_, i) => `x${i}`).join(',')],
  ['gzip listed 2,000 times', Array(2_000).fill('gzip').join(', ')],
  ['one coding with 2,000 parameters', `br${';q=1'.repeat(2_000)}`],
  ['5,000 commas', ','.repeat(5_000)],
  ['5,000 semicolons', ';'.repeat(5_000)],
  ['tabs and spaces then a letter', `br${' \t'.repeat(5_000)}x`],
  ['br;q=nan', 'br;q=nan'],
  ['gzip;q=-1', 'gzip;q=-1'],
  ['br;q=1e400', 'br;q=1e400'],
  ['everything refused', 'identity;q=0, *;q=0'],
  ['deflate only', 'deflate'],
  ['zstd and br refused', 'zstd, br;q=0'],
  ['a quoted string', 'br;q="1"'],
];
const ENCODED_PATHS: [string, Expect][] = [
  ['/api/celebrities', 'api-any'],
  ['/api/celebrities?limit=3', 'api-any'],
  ['/', 'page'],
  ['/celebrities', 'page'],
];

// ---------------------------------------------------------------- the cases
const cases: Case[] = [];
const add = (name: string, expectation: Expect, request: Case['request']) =>
  cases.push({ name, expect: expectation, request });

for (const [path, expectation] of ENCODED_PATHS) {
  for (const [name, value] of acceptEncodings)
    add(`Accept-Encoding ${name}: GET ${path}`, expectation, () => get(path, [['Accept-Encoding', value]]));
  add(`two Accept-Encoding headers: GET ${path}`, expectation, () =>
    get(path, [
      ['Accept-Encoding', `br${SPACES.slice(0, 6_000)}x`],
      ['Accept-Encoding', `gzip;q=${SPACES.slice(0, 6_000)}1`],
    ]),
  );
}

// JSON bodies on the two public JSON endpoints.
const badJson: [string, string | Buffer][] = [
  ['an open brace', '{'],
  ['a cut-off object', '{"name":'],
  ['an array', '[]'],
  ['null', 'null'],
  ['a string', '"inquiry"'],
  ['a number', '123'],
  ['true', 'true'],
  ['an empty object', '{}'],
  ['trailing garbage', '{}x'],
  ['single quotes', "{'name':'x'}"],
  ['a byte-order mark first', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('{}')])],
  ['invalid UTF-8', Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d])],
  ['5,000 nested arrays', `${'['.repeat(5_000)}${']'.repeat(5_000)}`],
  ['5,000 nested objects', `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`],
  ['__proto__ at the top', '{"__proto__":{"admin":true}}'],
  ['__proto__ nested', '{"a":{"__proto__":{"admin":true}}}'],
  ['constructor.prototype', '{"constructor":{"prototype":{"admin":true}}}'],
  ['a raw NUL byte in a string', '{"name":"a\u0000b"}'],
  ['a lone surrogate escape', '{"name":"\\ud800"}'],
  ['numbers too big for a double', '{"n":1e400}'],
];
for (const path of ['/api/inquiries', '/api/auth/login']) {
  for (const [name, body] of badJson) add(`JSON ${name}: POST ${path}`, 'api-error', () => json('POST', path, body));
  add(`JSON over 100 KB: POST ${path}`, 'api-error', () =>
    json('POST', path, JSON.stringify({ name: 'x'.repeat(150_000) })),
  );
  add(`JSON of 1 MB of whitespace: POST ${path}`, 'api-error', () => json('POST', path, ' '.repeat(1_000_000)));
  add(`no body with a JSON type: POST ${path}`, 'api-error', () => json('POST', path, ''));
  for (const type of [
    'text/plain',
    'application/x-www-form-urlencoded',
    'application/xml',
    'application/json; charset=utf-16',
    'application/jsonx',
    'application/json, text/plain',
    'multipart/form-data',
    '*/*',
    ';;;',
    'a'.repeat(5_000),
  ]) {
    add(`Content-Type ${type.slice(0, 40)}: POST ${path}`, 'api-error', () =>
      json('POST', path, '{"email":"a@b.c"}', type),
    );
  }
  add(`a body without Content-Type: POST ${path}`, 'api-error', () => ({ method: 'POST', path, body: '{}' }));
  // The rest of the body arrives as a second request, which is not HTTP.
  add(`a Content-Length shorter than the body: POST ${path}`, 'protocol', () => ({
    method: 'POST',
    path,
    headers: [
      ['Content-Type', 'application/json'],
      ['Content-Length', '3'],
    ],
    body: '{"email":"a@b.c","password":"x"}',
  }));
}
add('NUL escape in an inquiry name', 'api-error', ({ celebrity }) =>
  json('POST', '/api/inquiries', JSON.stringify(inquiryBody(celebrity, { name: 'Ishaan\u0000Gupta' }))),
);
add('NUL escape in a login e-mail', 'api-error', () =>
  json('POST', '/api/auth/login', JSON.stringify({ email: 'a\u0000@b.c', password: 'x'.repeat(12) })),
);
add('an inquiry for a celebrity id that is not a UUID', 'api-error', ({ celebrity }) =>
  json('POST', '/api/inquiries', JSON.stringify(inquiryBody(`${celebrity}x`))),
);
add('an inquiry for an unknown celebrity', 'api-error', () =>
  json('POST', '/api/inquiries', JSON.stringify(inquiryBody(NIL_UUID))),
);
add('an inquiry with a 100,000-character detail', 'api-error', ({ celebrity }) =>
  json('POST', '/api/inquiries', JSON.stringify(inquiryBody(celebrity, { additionalDetails: 'x'.repeat(90_000) }))),
);
add('an inquiry with an impossible date', 'api-error', ({ celebrity }) =>
  json('POST', '/api/inquiries', JSON.stringify(inquiryBody(celebrity, { eventDate: '2024-02-30' }))),
);
add('an inquiry with every field an object', 'api-error', ({ celebrity }) =>
  json(
    'POST',
    '/api/inquiries',
    JSON.stringify(Object.fromEntries(Object.keys(inquiryBody(celebrity)).map((key) => [key, { $gt: '' }]))),
  ),
);

// Ids in paths.
const badIds: [string, string][] = [
  ['not a UUID', 'not-a-uuid'],
  ['a UUID with a letter too many', `${NIL_UUID}a`],
  ['5,000 characters', 'a'.repeat(5_000)],
  ['an encoded NUL', '%00'],
  ['an encoded slash', '..%2F..%2Fetc%2Fpasswd'],
  ['SQL', "1'%20or%20'1'='1"],
  ['encoded Unicode', '%E2%9C%93'],
  ['invalid percent-encoding', '%E0%A4%A'],
  ['a lone percent sign', '%'],
  ['an overlong UTF-8 encoding', '%C0%AE%C0%AE'],
];
for (const [name, id] of badIds) {
  add(`id ${name}: GET /api/celebrities/:id`, 'api-error', () => get(`/api/celebrities/${id}`));
  add(`id ${name}: DELETE /api/celebrities/:id`, 'api-error', ({ token }) =>
    withToken({ method: 'DELETE', path: `/api/celebrities/${id}` }, token),
  );
  add(`id ${name}: PUT /api/inquiries/:id/status`, 'api-error', ({ token }) =>
    withToken(json('PUT', `/api/inquiries/${id}/status`, '{"status":"contacted"}'), token),
  );
}
add('the nil UUID: GET /api/celebrities/:id', 'api-error', () => get(`/api/celebrities/${NIL_UUID}`));
add('the nil UUID: DELETE /api/inquiries/:id', 'api-error', ({ token }) =>
  withToken({ method: 'DELETE', path: `/api/inquiries/${NIL_UUID}` }, token),
);

// Query strings.
const badCelebrityQueries = [
  'limit=-1',
  'limit=abc',
  'limit=0',
  'limit=101',
  'limit=1.5',
  'limit=1e3',
  'limit=',
  'limit=1&limit=2',
  'offset=-5',
  'offset=1e20',
  'offset=99999999999999999999999',
  'offset=NaN',
  `q=${'a'.repeat(10_000)}`,
  'q=%00',
  'q=a&q=b',
  'category=Nope',
  'match=zzz',
  'limit=%E0%A4%A',
  `${'a'.repeat(3_000)}=1&limit=-1`,
  `${Array.from({ length: 1_500 }, (_, i) => `p${i}=1`).join('&')}&limit=abc`,
  '__proto__[limit]=5&limit=x',
  'constructor[prototype][limit]=1&offset=-1',
];
for (const query of badCelebrityQueries)
  add(`query ${query.slice(0, 50)}: GET /api/celebrities`, 'api-error', () => get(`/api/celebrities?${query}`));
for (const query of [
  'limit=-1',
  'offset=huge',
  'status=bogus',
  `q=${'x'.repeat(10_000)}`,
  'limit=100&offset=-1',
  'q=%E0%A4%A&limit=0',
]) {
  add(`query ${query.slice(0, 50)}: GET /api/inquiries`, 'api-error', ({ token }) =>
    withToken(get(`/api/inquiries?${query}`), token),
  );
}
add('invalid percent-encoding in a search: GET /api/celebrities', 'api-any', () => get('/api/celebrities?q=%E0%A4%A'));
// Bracket keys mean nothing to this API: an unknown parameter, ignored or refused.
add('query q[]=x: GET /api/celebrities', 'api-any', () => get('/api/celebrities?q[]=x'));
add('query q[a]=b: GET /api/celebrities', 'api-any', () => get('/api/celebrities?q[a]=b'));
add('a 2,000-character search of a page: GET /celebrities', 'page', () => get(`/celebrities?q=${'z'.repeat(2_000)}`));

// Authorization.
const badAuthorizations: [string, string][] = [
  ['an empty Bearer', 'Bearer'],
  ['Bearer and a space', 'Bearer '],
  ['an 8,000-character token', `Bearer ${'a'.repeat(8_000)}`],
  ['a 201-character token', `Bearer ${'a'.repeat(201)}`],
  ['a 19-character token', `Bearer ${'a'.repeat(19)}`],
  ['an unknown well-formed token', `Bearer ${'A'.repeat(43)}`],
  ['Basic credentials', `Basic ${Buffer.from('admin:admin').toString('base64')}`],
  ['two tokens', `Bearer ${'a'.repeat(43)} ${'b'.repeat(43)}`],
  ['a JWT', 'Bearer eyJhbGciOiJub25lIn0.eyJyb2xlIjoiYWRtaW4ifQ.'],
  ['a percent-encoded token', `Bearer ${'%41'.repeat(30)}`],
  ['Latin-1 bytes', `Bearer ${'\u00e9'.repeat(43)}`],
  ['no scheme', 'a'.repeat(43)],
  ['16 KB of commas', `Bearer ${','.repeat(15_000)}`],
];
for (const [name, value] of badAuthorizations) {
  add(`Authorization ${name}: GET /api/auth/me`, 'api-error', () => get('/api/auth/me', [['Authorization', value]]));
  add(`Authorization ${name}: GET /api/inquiries`, 'api-error', () =>
    get('/api/inquiries', [['Authorization', value]]),
  );
}
// Node keeps the first of repeated Authorization headers: a bad one first must not let the good one in.
add('two Authorization headers, the valid one second', 'api-error', ({ token }) =>
  get('/api/auth/me', [
    ['Authorization', `Bearer ${'a'.repeat(43)}`],
    ['Authorization', `Bearer ${token}`],
  ]),
);
add('a token with its last character changed', 'api-error', ({ token }) =>
  get('/api/auth/me', [['Authorization', `Bearer ${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`]]),
);

// Host headers.
const hosts: [string, string][] = [
  ['of 5,000 letters', 'a'.repeat(5_000)],
  ['with a bad port', '127.0.0.1:99999'],
  ['with two ports', '127.0.0.1:1:2'],
  ['an unclosed IPv6 bracket', '[::1'],
  ['a URL', 'http://evil.example/'],
  ['with markup', '<script>alert(1)</script>'],
  ['empty', ''],
  ['with Latin-1 bytes', '\u00e9vil.example'],
  ['of dots', '..'],
  ['with an encoded NUL', 'a%00b'],
];
for (const [name, value] of hosts) {
  add(`Host ${name}: GET /api/auth/me`, 'api-error', () => get('/api/auth/me', [['Host', value]]));
  add(`Host ${name}: GET /api/celebrities`, 'api-any', () => get('/api/celebrities', [['Host', value]]));
  add(`Host ${name}: GET /`, 'page', () => get('/', [['Host', value]]));
}
add('two Host headers', 'api-any', () =>
  get('/api/celebrities', [
    ['Host', '127.0.0.1'],
    ['Host', 'evil.example'],
  ]),
);
add('no Host header', 'protocol', () => ({ method: 'GET', path: '/api/celebrities', noHost: true }));

// Multipart.
add('multipart with an unknown file field only', 'api-error', ({ token, png }) =>
  multipartRequest(token, multipartBody('XyZ', [...validFields(), file('evil', png)])),
);
add('multipart with 30 unknown file fields', 'api-error', ({ token, png }) =>
  multipartRequest(
    token,
    multipartBody(
      'XyZ',
      Array.from({ length: 30 }, (_, i) => file(`f${i}`, png)),
    ),
  ),
);
add('multipart cut off after the fields', 'api-error', ({ token }) =>
  multipartRequest(token, multipartBody('XyZ', validFields(), false)),
);
add('multipart cut off inside the image', 'api-error', ({ token, png }) => {
  const whole = multipartBody('XyZ', [...validFields(), file('profileImage', png)]);
  return multipartRequest(token, whole.subarray(0, whole.length - png.length / 2 - 20));
});
add('multipart cut off inside a part header', 'api-error', ({ token }) =>
  multipartRequest(token, Buffer.from('--XyZ\r\nContent-Disposition: form-da')),
);
add('multipart without a boundary', 'api-error', ({ token, png }) =>
  multipartRequest(token, multipartBody('XyZ', [...validFields(), file('profileImage', png)]), 'multipart/form-data'),
);
add('multipart with an empty boundary', 'api-error', ({ token }) =>
  multipartRequest(token, multipartBody('', validFields()), 'multipart/form-data; boundary='),
);
add('multipart with a 300-character boundary', 'api-error', ({ token }) =>
  multipartRequest(
    token,
    multipartBody('b'.repeat(300), validFields()),
    `multipart/form-data; boundary=${'b'.repeat(300)}`,
  ),
);
add('multipart whose body uses another boundary', 'api-error', ({ token, png }) =>
  multipartRequest(token, multipartBody('Other', [...validFields(), file('profileImage', png)])),
);
add('multipart with an empty body', 'api-error', ({ token }) => multipartRequest(token, Buffer.alloc(0)));
add('multipart with a part lacking Content-Disposition', 'api-error', ({ token }) =>
  multipartRequest(token, multipartBody('XyZ', [{ headers: 'Content-Type: text/plain', data: 'x' }])),
);
add('multipart with a profile image that is not an image', 'api-error', ({ token }) =>
  multipartRequest(token, multipartBody('XyZ', [...validFields(), file('profileImage', 'not a png at all')])),
);
add('multipart with an image that claims to be a JPEG', 'api-error', ({ token }) =>
  multipartRequest(
    token,
    multipartBody('XyZ', [...validFields(), file('profileImage', Buffer.alloc(2_000, 0xff), 'image/jpeg')]),
  ),
);
add('multipart with a __proto__ field', 'api-error', ({ token }) =>
  multipartRequest(token, multipartBody('XyZ', [field('__proto__', '{"admin":true}'), ...validFields()])),
);
add('multipart with a 200 KB field', 'api-error', ({ token }) =>
  multipartRequest(token, multipartBody('XyZ', [...validFields(), field('description', 'd'.repeat(200_000))])),
);
add('multipart with 60 fields', 'api-error', ({ token }) =>
  multipartRequest(
    token,
    multipartBody(
      'XyZ',
      Array.from({ length: 60 }, (_, i) => field(`x${i}`, 'v')),
    ),
  ),
);
add('multipart with a NUL in the name', 'api-error', ({ token, png }) =>
  multipartRequest(
    token,
    multipartBody('XyZ', [...validFields(), field('name', 'Me\u0000era'), file('profileImage', png)]),
  ),
);
add('multipart specialties that are not JSON', 'api-error', ({ token, png }) =>
  multipartRequest(
    token,
    multipartBody('XyZ', [...validFields(), field('specialties', '[oops'), file('profileImage', png)]),
  ),
);
add('multipart for an unknown celebrity: PUT', 'api-error', ({ token }) =>
  multipartRequest(token, multipartBody('XyZ', validFields()), undefined, `/api/celebrities/${NIL_UUID}`, 'PUT'),
);
add('multipart to the inquiry endpoint', 'api-error', () => ({
  method: 'POST',
  path: '/api/inquiries',
  headers: [['Content-Type', 'multipart/form-data; boundary=XyZ']],
  body: multipartBody('XyZ', [field('name', 'x')]),
}));
add('multipart without a token', 'api-error', ({ png }) => ({
  method: 'POST',
  path: '/api/celebrities',
  headers: [['Content-Type', 'multipart/form-data; boundary=XyZ']],
  body: multipartBody('XyZ', [...validFields(), file('profileImage', png)]),
}));

// Slashes.
const slashPaths = [
  '/api',
  '/api//celebrities',
  '//',
  '///api/celebrities',
  '//api/health',
  '/api/celebrities//',
  '/api///',
  `/${'/'.repeat(5_000)}`,
  `/api/${'/'.repeat(5_000)}`,
  `/api/celebrities${'/'.repeat(5_000)}`,
];
for (const path of slashPaths)
  add(`path ${path.slice(0, 30)}${path.length > 30 ? `… (${path.length})` : ''}`, 'api-error', () => get(path));
add('POST /api/auth//login', 'api-error', () => json('POST', '/api/auth//login', '{}'));
add('GET /api/', 'api-error', () => get('/api/'));
add('GET /api/nope', 'api-error', () => get('/api/nope'));
add('GET /api/celebrities/../auth/me', 'api-error', () => get('/api/celebrities/../auth/me'));
add('GET /api/%2e%2e/%2e%2e/etc/passwd', 'api-error', () => get('/api/%2e%2e/%2e%2e/etc/passwd'));
add('GET /uploads/../../etc/passwd', 'page', () => get('/uploads/../../etc/passwd'));
add('GET /%E0%A4%A', 'page', () => get('/%E0%A4%A'));
add('GET /celebrities/%E0%A4%A', 'page', () => get('/celebrities/%E0%A4%A'));
add('GET /celebrities/ and 5,000 letters', 'page', () => get(`/celebrities/${'a'.repeat(5_000)}`));

// Methods.
const wrongMethods: [string, string][] = [
  ['PATCH', '/api/celebrities'],
  ['PUT', '/api/celebrities'],
  ['DELETE', '/api/celebrities'],
  ['PATCH', `/api/celebrities/${NIL_UUID}`],
  ['POST', `/api/celebrities/${NIL_UUID}`],
  ['DELETE', '/api/auth/login'],
  ['GET', '/api/auth/login'],
  ['GET', '/api/auth/logout'],
  ['POST', '/api/auth/me'],
  ['PUT', '/api/inquiries'],
  ['POST', '/api/health'],
  ['DELETE', '/api/ready'],
];
for (const [method, path] of wrongMethods) add(`${method} ${path}`, 'method-not-allowed', () => ({ method, path }));
add('PROPFIND /api/celebrities', 'api-error', () => ({ method: 'PROPFIND', path: '/api/celebrities' }));
add('an unknown method FOO', 'protocol', () => ({ method: 'FOO', path: '/api/celebrities' }));
add('a request line of garbage', 'protocol', () => Buffer.from('\u0000\u0001\u0002 / HTTP/1.1\r\n\r\n', 'latin1'));
add('a header without a colon', 'protocol', () =>
  Buffer.from('GET /api/health HTTP/1.1\r\nHost: a\r\nNoColonHere\r\n\r\n'),
);
add('a non-numeric Content-Length', 'protocol', () => ({
  method: 'POST',
  path: '/api/inquiries',
  headers: [
    ['Content-Type', 'application/json'],
    ['Content-Length', 'ten'],
  ],
  body: '{}',
}));
add('Content-Length and chunked together', 'protocol', () =>
  Buffer.from(
    'POST /api/inquiries HTTP/1.1\r\nHost: a\r\nContent-Type: application/json\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n',
  ),
);
add('a bad chunk size', 'protocol', () =>
  Buffer.from(
    'POST /api/inquiries HTTP/1.1\r\nHost: a\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\nzz\r\n{}\r\n0\r\n\r\n',
  ),
);

// ---------------------------------------------------------------- the run
const cleanup = new Cleanup();
let server: ServerProcess;
let context: Context;

beforeAll(async () => {
  const data = await tempDataDir('hostile');
  cleanup.add('remove data dir', data.remove);
  // The embedded database: no DATABASE_URL.
  server = await startServer(serverEnv(data.dir));
  cleanup.add('stop server', async () => void (await server.stop()));
  const token = await signIn(server.url);
  // A few celebrities, so that catalogue answers are big enough to be compressed.
  const celebrity = await createCelebrity(server.url, token, 'Hostile Input Star');
  await createCelebrity(server.url, token, 'Second Star');
  await createCelebrity(server.url, token, 'Third Star');
  context = { token, celebrity, png: await pngImage() };
});

afterAll(() => cleanup.run());

describe('hostile input', () => {
  it('has at least 150 cases, each with its own name', () => {
    expect(cases.length).toBeGreaterThanOrEqual(150);
    expect(new Set(cases.map((c) => c.name)).size).toBe(cases.length);
  });

  for (const { name, expect: expectation, request } of cases) {
    it(name, async () => {
      const made = request(context);
      const bytes = Buffer.isBuffer(made) ? made : requestBytes(made);
      checkAnswer(expectation, await rawExchange(server.url, bytes, ANSWER_MS));
    });
  }

  it('is still up and healthy afterwards', async () => {
    expect(server.exited()).toBe(false);
    const health = await call(server.url, 'GET', '/api/health', { timeoutMs: ANSWER_MS });
    expect(health.status).toBe(200);
  });
});
