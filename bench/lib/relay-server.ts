// The ceiling for a live channel on this machine: node:http holding Server-Sent Events responses,
// relaying a provider's stream to them as events, and writing one event to all of them, nothing else.
import http from 'node:http';

const providerUrl = process.env.PROVIDER_URL ?? '';
const clients = new Set<http.ServerResponse>();
const agent = new http.Agent({ keepAlive: true });

/** Asks the provider, and writes each text chunk to every open client as soon as it is parsed. */
function relay(question: string, done: () => void) {
  const body = JSON.stringify({ model: 'gpt-4o', stream: true, messages: [{ role: 'user', content: question }] });
  const request = http.request(
    `${providerUrl}/v1/chat/completions`,
    { method: 'POST', agent, headers: { 'content-type': 'application/json' } },
    (response) => {
      response.setEncoding('utf8');
      let buffer = '';
      let offset = 0;
      response.on('data', (part: string) => {
        buffer += part;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const line = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (!line.startsWith('data: {')) continue;
          const text = JSON.parse(line.slice(6)).choices?.[0]?.delta?.content;
          if (!text) continue;
          const event = `event: delta\ndata: ${JSON.stringify({ offset, text })}\n\n`;
          offset += text.length;
          for (const client of clients) client.write(event);
        }
      });
      response.on('end', done);
    },
  );
  request.end(body);
}

const server = http.createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://relay');
  if (request.method === 'GET' && url.pathname === '/events') {
    response.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store' });
    response.write('retry: 1000\n\nevent: snapshot\ndata: {}\n\n');
    clients.add(response);
    response.once('close', () => clients.delete(response));
    return;
  }
  if (request.method === 'POST' && url.pathname === '/relay') {
    request.resume();
    return relay(url.searchParams.get('question') ?? '', () => response.end('{}'));
  }
  if (request.method === 'POST' && url.pathname === '/broadcast') {
    request.resume();
    for (const client of clients) client.write('event: ping\ndata: {}\n\n');
    return response.end(JSON.stringify({ clients: clients.size }));
  }
  response.writeHead(404, { 'content-type': 'application/json' });
  response.end('{}');
});

const port = Number(process.env.PORT ?? 0);
server.listen(port, process.env.HOST ?? '127.0.0.1', () => {
  console.info(`relay listening on ${port}`);
});
process.once('SIGTERM', () => {
  for (const client of clients) client.end();
  server.closeAllConnections();
  server.close(() => process.exit(0));
});
