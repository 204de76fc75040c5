// The ceiling for any route on this machine: node:http answering a fixed small JSON, nothing else.
import http from 'node:http';

const body = JSON.stringify({ ok: true, messages: [] });
const server = http.createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
  response.end(body);
});

const port = Number(process.env.PORT ?? 0);
server.listen(port, process.env.HOST ?? '127.0.0.1', () => {
  console.info(`baseline listening on ${port}`);
});
process.once('SIGTERM', () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
});
