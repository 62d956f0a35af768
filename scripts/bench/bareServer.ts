/**
 * A child process of `npm run bench`: the reference, a bare node:http server answering each path with
 * the status, headers and body the shop answered once (read from the file named by BARE_ANSWERS_FILE),
 * so that it sends the same bytes.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { reportListening, type RecordedAnswer } from './childProcess.ts';

/** A JSON object: the RecordedAnswer of each "METHOD /path". */
const answers = JSON.parse(readFileSync(process.env.BARE_ANSWERS_FILE!, 'utf8')) as Record<string, RecordedAnswer>;

const server = createServer((request, response) => {
  const answer = answers[`${request.method} ${request.url}`];
  request.resume();
  request.once('end', () => {
    if (!answer) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(answer.status, answer.headers).end(answer.body);
  });
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => {
  reportListening(server, () => new Promise<void>((resolve) => server.close(() => resolve())));
});
