// The ceiling for the catalogue: node:http answering every request with the same bytes the real
// catalogue returned (read once from a file), no routing, no database. Run as its own process so
// it gets a core of its own, as the real server does.
//   node bench/bare-server.mjs <port> <body-file> [content-encoding]
import fs from 'node:fs';
import http from 'node:http';

const [port, file, encoding] = process.argv.slice(2);
const body = fs.readFileSync(file);
const headers = { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length };
if (encoding) headers['content-encoding'] = encoding;
http
  .createServer((req, res) => {
    res.writeHead(200, headers);
    res.end(body);
  })
  .listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
