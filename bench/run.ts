// `npm run bench`: every benchmark, printing its numbers. Targets are reported, never asserted in unit tests.
import { benchApi } from './api.ts';
import { benchCatalogue } from './catalogue.ts';
import { benchFade } from './fade.ts';
import { benchInteraction } from './interaction.ts';
import { benchLighthouse } from './lighthouse.ts';
import { benchLoad } from './load.ts';
import { benchOffline } from './offline.ts';
import { benchPageWeight } from './page-weight.ts';
import { musicLibraryReady } from './process.ts';
import { benchScale } from './scale.ts';
import { benchSessionCpu } from './session-cpu.ts';
import { benchSoundscape } from './soundscape.ts';
import { benchStartProfile } from './start-profile.ts';
import { benchStats } from './stats.ts';
import { benchSvgDocuments } from './svg-documents.ts';
import { benchSync } from './sync.ts';
import { benchTimer } from './timer.ts';
import { benchUpload } from './upload.ts';

const only = process.argv[2];
// The benches that start the server measure it with the music library already made, not while it renders
// (bench/process.ts). The page-weight bench reads files; the catalogue bench makes its own library to time it.
if (only !== 'page-weight' && only !== 'catalogue') await musicLibraryReady();
if (!only || only === 'api') await benchApi();
if (!only || only === 'upload') await benchUpload();
if (!only || only === 'timer') await benchTimer();
if (!only || only === 'offline') await benchOffline();
if (!only || only === 'load') {
  const { ok } = await benchLoad();
  if (!ok) process.exitCode = 1;
}
if (!only || only === 'stats') await benchStats();
if (!only || only === 'scale') await benchScale();
if (!only || only === 'catalogue') await benchCatalogue();
if (!only || only === 'fade') await benchFade();
if (!only || only === 'page-weight') benchPageWeight();
if (!only || only === 'lighthouse') await benchLighthouse();
if (!only || only === 'interaction') await benchInteraction();
if (!only || only === 'start-profile') await benchStartProfile();
if (!only || only === 'svg-documents') await benchSvgDocuments();
if (!only || only === 'session-cpu') await benchSessionCpu();
if (!only || only === 'soundscape') await benchSoundscape();
if (!only || only === 'sync') await benchSync();
