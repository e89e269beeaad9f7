/**
 * `formwright serve` (decisions.md D6, D11): starts the designer server as `npm start` does, with the
 * configuration of the environment (docs/operations.md), and runs until interrupted.
 */
export async function serveCommand(): Promise<number> {
  const { readConfig, startServer, welcome } = await import('@formwright/server');
  const config = readConfig();
  const server = await startServer(config);
  process.stdout.write(`${welcome(server.address, config)}\n`);
  await new Promise<void>((resolve) => {
    const stop = () => void server.close().then(resolve, resolve);
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  return 0;
}
