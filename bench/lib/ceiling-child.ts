// The bare HTTP server behind ceiling.ts, in its own process so it never shares an event loop
// with the load generator. It gets its responses over IPC and answers from memory.
import http from "node:http";

type Entry = [path: string, status: number, contentType: string, bodyBase64: string];

process.once("message", (message: { entries: Entry[] }) => {
  const responses = new Map(
    message.entries.map(([path, status, contentType, body]) => [
      path,
      { status, contentType, body: Buffer.from(body, "base64") },
    ]),
  );
  const server = http.createServer((request, response) => {
    const found = responses.get(request.url ?? "");
    if (!found) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(found.status, {
      "content-type": found.contentType,
      "content-length": found.body.length,
    });
    response.end(found.body);
  });
  server.listen(0, "127.0.0.1", () => {
    const address = server.address();
    process.send?.({ port: typeof address === "object" && address ? address.port : 0 });
  });
  process.once("disconnect", () => {
    server.closeAllConnections();
    server.close(() => process.exit(0));
  });
});
