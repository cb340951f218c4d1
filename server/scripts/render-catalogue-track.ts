// The generated catalogue's track renderer, started by generateCatalogue (one per core) with an IPC channel: it
// renders the tracks it is sent one after another and answers each with its manifest entry. It exits when its parent
// disconnects or dies, so a killed start leaves no renderer behind.
import { renderPlannedTrack, type RenderReply, type RenderRequest } from '../src/catalogue/catalogue.ts';

if (!process.send) throw new Error('render-catalogue-track.ts is started by generateCatalogue');
process.on('disconnect', () => process.exit(0));
process.on('message', (req: RenderRequest) => {
  renderPlannedTrack(req.plan, req.index, req.dir).then(
    ({ entry, synthCpuMs, encodeCpuMs }) =>
      process.send!({ index: req.index, ok: true, entry, synthCpuMs, encodeCpuMs } satisfies RenderReply),
    (err: Error) =>
      process.send!({ index: req.index, ok: false, error: err.stack ?? err.message } satisfies RenderReply),
  );
});
