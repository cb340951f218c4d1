// The generated catalogue's track renderer, started by generateCatalogue (one per track, one per core at a time)
// with an IPC channel: it renders the track it is sent and answers with its manifest entry. It exits when its parent
// disconnects or dies, so a killed start leaves no renderer behind.
import { renderPlannedTrack, type RenderReply, type RenderRequest } from '../src/catalogue/catalogue.ts';

if (!process.send) throw new Error('render-catalogue-track.ts is started by generateCatalogue');
process.on('disconnect', () => process.exit(0));
process.on('message', (req: RenderRequest) => {
  renderPlannedTrack(req.plan, req.index, req.dir).then(
    (done) => process.send!({ index: req.index, ok: true, ...done } satisfies RenderReply),
    (err: Error) =>
      process.send!({ index: req.index, ok: false, error: err.stack ?? err.message } satisfies RenderReply),
  );
});
